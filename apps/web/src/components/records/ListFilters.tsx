import { useTranslation } from 'react-i18next';
import { translateTitle } from '../../app/i18n';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Col, Row, Select } from 'antd';
import { FilterInput } from '../FilterInput';
import { ListFilters } from '../ListFilters';
import { LookupSelect } from '../LookupSelect';
import type { FilterValue, RecordListFilters } from './listFilters';

/** A record list's filters, read from the URL; changing one writes the URL (back to the first page). */
export function useRecordFilters<K extends string>(codec: RecordListFilters<K>) {
  const [sp, setSp] = useSearchParams();
  const values = useMemo(() => codec.fromSearch(sp), [codec, sp]);
  const set = (patch: Partial<Record<K | 'q', FilterValue>>) =>
    setSp((prev) => codec.withFilters(prev, patch), { replace: true });
  const clear = () => setSp((prev) => codec.without(prev), { replace: true });
  const active = Object.keys(values).length > 0 || !!sp.get('q');
  return { values, set, clear, active };
}

/** A filter's number from the URL (an id, a code), for a dropdown's value. */
export const filterNumber = (v: string | undefined) => (v ? Number(v) : undefined);

/** One filter's place in the bar: one a row on phones, up to four on wide screens. */
export function FilterCell({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} sm={12} md={8} xl={6}>
      {children}
    </Col>
  );
}

/** The filter bar of a record list: a named region with the filters and, once one is set, "Clear filters". */
export function RecordFilterBar({
  label,
  active,
  onClear,
  children,
}: {
  /** "Filter students" */
  label: string;
  active: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={translateTitle(label)} style={{ marginBottom: 12 }}>
      <ListFilters>
        <Row gutter={[8, 8]}>
          {children}
          {active && (
            <FilterCell>
              <Button type="link" onClick={onClear}>
                {t('table.clearFilters')}
              </Button>
            </FilterCell>
          )}
        </Row>
      </ListFilters>
    </section>
  );
}

/** Control-table filters (status, campus, semester...): a searchable dropdown each, ids in the URL. */
export function LookupFilters<K extends string>({
  idPrefix,
  filters,
  values,
  set,
}: {
  /** the dropdowns' ids: `${idPrefix}${key}` */
  idPrefix: string;
  filters: readonly { key: K; label: string; table: string }[];
  values: Partial<Record<K, string>>;
  set: (patch: Partial<Record<K, FilterValue>>) => void;
}) {
  return filters.map((l) => (
    <FilterCell key={l.key}>
      <LookupSelect
        id={`${idPrefix}${l.key}`}
        table={l.table}
        aria-label={l.label}
        placeholder={l.label}
        value={filterNumber(values[l.key])}
        onChange={(v) => set({ [l.key]: v } as Partial<Record<K, FilterValue>>)}
      />
    </FilterCell>
  ));
}

/** A filter of fixed choices (the contracts' options). */
export function OptionFilter<V extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  allowClear = true,
  search,
}: {
  id: string;
  label: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange: (v: V | undefined) => void;
  /** false: the filter always has a value (its default) */
  allowClear?: boolean;
  /** type to narrow the choices */
  search?: boolean;
}) {
  return (
    <FilterCell>
      <Select
        id={id}
        aria-label={label}
        placeholder={label}
        allowClear={allowClear}
        showSearch={search ? { optionFilterProp: 'label' } : undefined}
        style={{ width: '100%' }}
        options={options as { value: V; label: string }[]}
        value={value}
        onChange={onChange}
      />
    </FilterCell>
  );
}

/** A text filter: filters as one types (300 ms after the last key), at once on Enter or the clear button. */
export function TextFilter({
  id,
  label,
  value,
  inputMode,
  onApply,
}: {
  id: string;
  /** say what it searches: "First, last or preferred name" */
  label: string;
  value: string | undefined;
  inputMode?: 'numeric';
  onApply: (v: string) => void;
}) {
  return (
    <FilterCell>
      <FilterInput id={id} label={label} value={value} inputMode={inputMode} onApply={onApply} />
    </FilterCell>
  );
}
