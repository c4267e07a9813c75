import i18n from '../app/i18n';
import { useMemo } from 'react';
import { Select } from 'antd';
import { choiceLabel, useLookup } from './useLookup';

export interface LookupSelectProps {
  /** the control table whose rows are the choices */
  table: string;
  value?: number | string | null;
  onChange?: (value: number | string | null) => void;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  /** only rows whose field equals the value, e.g. { country: 12 } */
  filter?: Record<string, string | number | null | undefined>;
  /** shown for the current value until the choices load (e.g. the row's countryLabel) */
  currentLabel?: string | null;
  /** read the choices from this endpoint instead of the table's lookup (same answer shape, e.g. the semesters of a course) */
  path?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

/**
 * A searchable dropdown of a control table's active rows (useLookup). The value the record holds is
 * always shown, marked "(inactive)" when its row was deactivated, but an inactive row cannot be chosen anew.
 */
export function LookupSelect({
  table,
  value,
  onChange,
  id,
  placeholder,
  allowClear = true,
  disabled,
  filter,
  currentLabel,
  path,
  style,
  ...rest
}: LookupSelectProps) {
  const current = value === null || value === undefined || value === '' ? undefined : value;
  const q = useLookup(table, { include: [current], filter }, path);
  const options = useMemo(() => {
    const items = q.data?.items ?? [];
    const opts = items.map((i) => ({
      value: i.value,
      label: choiceLabel(i),
      disabled: !i.active && i.value !== current,
    }));
    if (current !== undefined && !items.some((i) => String(i.value) === String(current))) {
      opts.unshift({
        value: current,
        label: currentLabel ?? (q.isPending ? i18n.t('loadingDots') : `#${current}`),
        disabled: false,
      });
    }
    return opts;
  }, [q.data, q.isPending, current, currentLabel]);

  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      value={current}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder}
      loading={q.isFetching}
      status={q.isError ? 'warning' : undefined}
      notFoundContent={q.isError ? 'The choices could not be loaded' : q.isPending ? 'Loading…' : 'No choices'}
      style={{ width: '100%', ...style }}
    />
  );
}
