import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button, DatePicker, Flex, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MAIL_MEDIA, hasOutgoingType, type MailLogKind } from '@caduceus/contracts';
import { ListFilters } from '../../../../components/ListFilters';
import { LookupSelect } from '../../../../components/LookupSelect';
import { useEnteredBy } from '../api';

/** The search parameters of a register besides paging, sort and words (all in the URL). */
export const FILTER_KEYS = ['from', 'to', 'department', 'enteredBy', 'outgoingType', 'medium'] as const;
const WIRE = 'YYYY-MM-DD';
const SHOWN = 'MM/DD/YYYY';

/** The filters of the URL as list query parameters. */
export function useMailLogFilters() {
  const [sp, setSp] = useSearchParams();
  const values = useMemo(
    () =>
      Object.fromEntries(FILTER_KEYS.map((k) => [k, sp.get(k) ?? undefined])) as Record<
        (typeof FILTER_KEYS)[number],
        string | undefined
      >,
    [sp],
  );
  /** Sets filters and goes back to the first page; `clearWords` also empties the search box. */
  const set = useCallback(
    (patch: Partial<Record<(typeof FILTER_KEYS)[number] | 'q', string | null | undefined>>) =>
      setSp(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === null || v === '') next.delete(k);
            else next.set(k, v);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSp],
  );
  const active = FILTER_KEYS.some((k) => values[k]) || !!sp.get('q');
  return { values, set, active };
}

/** Date range, department, entered by, type of outgoing and medium: the search of one register. */
export function MailLogFilters({ kind }: { kind: MailLogKind }) {
  const { values, set, active } = useMailLogFilters();
  const enteredBy = useEnteredBy(kind);
  const range: [Dayjs | null, Dayjs | null] = [
    values.from ? dayjs(values.from) : null,
    values.to ? dayjs(values.to) : null,
  ];
  const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

  return (
    <section aria-label="Search mail" style={{ marginBottom: 12 }}>
      <ListFilters
        active={
          [values.from ?? values.to, values.department, values.enteredBy, values.outgoingType, values.medium].filter(
            Boolean,
          ).length
        }
      >
        <Flex gap={8} wrap align="center">
          <Typography.Text id="mail-date-range-label">Date</Typography.Text>
          <DatePicker.RangePicker
            id={{ start: 'mail-from', end: 'mail-to' }}
            aria-labelledby="mail-date-range-label"
            format={SHOWN}
            placeholder={['From date', 'To date']}
            allowEmpty={[true, true]}
            value={range}
            onChange={(dates) => set({ from: dates?.[0]?.format(WIRE), to: dates?.[1]?.format(WIRE) })}
          />
          <div style={{ width: 200 }}>
            <LookupSelect
              id="mail-filter-department"
              table="department"
              aria-label="Department"
              placeholder="Department"
              value={num(values.department)}
              onChange={(v) => set({ department: v === null ? undefined : String(v) })}
            />
          </div>
          <Select
            id="mail-filter-entered-by"
            aria-label="Entered by"
            placeholder="Entered by"
            allowClear
            style={{ width: 200 }}
            showSearch={{ optionFilterProp: 'label' }}
            loading={enteredBy.isFetching}
            notFoundContent={enteredBy.isError ? 'The choices could not be loaded' : 'Nobody has logged mail here yet'}
            options={enteredBy.data?.items ?? []}
            value={num(values.enteredBy)}
            onChange={(v: number | undefined) => set({ enteredBy: v === undefined ? undefined : String(v) })}
          />
          {hasOutgoingType(kind) && (
            <div style={{ width: 200 }}>
              <LookupSelect
                id="mail-filter-outgoing-type"
                table="outgoing-mail-type"
                aria-label="Type of outgoing"
                placeholder="Type of outgoing"
                value={num(values.outgoingType)}
                onChange={(v) => set({ outgoingType: v === null ? undefined : String(v) })}
              />
            </div>
          )}
          <Select
            id="mail-filter-medium"
            aria-label="Medium"
            placeholder="Physical or electronic"
            allowClear
            style={{ width: 190 }}
            options={MAIL_MEDIA.map((m) => ({ value: m, label: m }))}
            value={values.medium}
            onChange={(v: string | undefined) => set({ medium: v })}
          />
          {active && (
            <Button
              type="link"
              onClick={() =>
                set({
                  from: null,
                  to: null,
                  department: null,
                  enteredBy: null,
                  outgoingType: null,
                  medium: null,
                  q: null,
                })
              }
            >
              Clear search
            </Button>
          )}
        </Flex>
      </ListFilters>
    </section>
  );
}
