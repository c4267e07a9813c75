import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Col, DatePicker, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { LEAD_REPORT_FILTER_KEYS, leadReportFilters } from '@caduceus/contracts';
import { ListFilters } from '../../../../components/ListFilters';
import { LookupSelect } from '../../../../components/LookupSelect';
import { UserSelect } from '../../../../components/UserSelect';

type Key = (typeof LEAD_REPORT_FILTER_KEYS)[number];
export type ReportFilterValues = Partial<Record<Key, string>>;
const shape = leadReportFilters.shape;

/** The report filters kept in the URL (a filtered report can be bookmarked); invalid values are dropped. */
export function useReportFilters(extra: string[] = []) {
  const [sp, setSp] = useSearchParams();
  const extraKey = extra.join(',');
  const values = useMemo(() => {
    const out: Record<string, string> = {};
    for (const k of LEAD_REPORT_FILTER_KEYS) {
      const v = sp.get(k)?.trim();
      if (v && shape[k].safeParse(v).success) out[k] = v;
    }
    for (const k of extraKey ? extraKey.split(',') : []) {
      const v = sp.get(k)?.trim();
      if (v) out[k] = v;
    }
    return out as ReportFilterValues & Record<string, string>;
  }, [sp, extraKey]);
  const set = (patch: Record<string, string | number | null | undefined>) =>
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const clear = () => set(Object.fromEntries([...LEAD_REPORT_FILTER_KEYS, ...extra].map((k) => [k, null])));
  return { values, set, clear, active: Object.keys(values).length > 0 };
}

const LOOKUPS = [
  { key: 'courseId', label: 'Program', table: 'course' },
  { key: 'campusId', label: 'Campus', table: 'campus' },
  { key: 'semesterId', label: 'Semester', table: 'semester' },
  { key: 'sourceId', label: 'Source', table: 'referral-source' },
] as const;
const cell = { xs: 24, sm: 12, md: 8, xl: 6 } as const;

/** Date range (what it means is the report's `rangeLabel`), representative, program, campus, semester, source. */
export function ReportFilters({
  filters,
  rangeLabel,
  repLabel = 'Representative',
  children,
}: {
  filters: ReturnType<typeof useReportFilters>;
  rangeLabel: string;
  repLabel?: string;
  children?: ReactNode;
}) {
  const { values, set, clear, active } = filters;
  const num = (v: string | undefined) => (v ? Number(v) : undefined);
  const range: [Dayjs | null, Dayjs | null] = [
    values.from ? dayjs(values.from) : null,
    values.to ? dayjs(values.to) : null,
  ];
  return (
    <section aria-label="Report filters" style={{ marginBottom: 16 }}>
      <ListFilters active={Object.keys(values).length}>
        <Row gutter={[8, 8]}>
          <Col {...cell}>
            <DatePicker.RangePicker
              id="report-filter-range"
              aria-label={`${rangeLabel} between`}
              format="MM/DD/YYYY"
              allowEmpty={[true, true]}
              placeholder={[`${rangeLabel} from`, `${rangeLabel} to`]}
              style={{ width: '100%' }}
              value={range}
              onChange={(r) =>
                set({ from: r?.[0]?.format('YYYY-MM-DD') ?? null, to: r?.[1]?.format('YYYY-MM-DD') ?? null })
              }
            />
          </Col>
          <Col {...cell}>
            <UserSelect
              id="report-filter-representativeId"
              aria-label={repLabel}
              placeholder={repLabel}
              value={num(values.representativeId)}
              onChange={(v) => set({ representativeId: v })}
            />
          </Col>
          {LOOKUPS.map((l) => (
            <Col key={l.key} {...cell}>
              <LookupSelect
                id={`report-filter-${l.key}`}
                table={l.table}
                aria-label={l.label}
                placeholder={l.label}
                value={num(values[l.key])}
                onChange={(v) => set({ [l.key]: v })}
              />
            </Col>
          ))}
          {children}
          {active && (
            <Col {...cell}>
              <Button type="link" onClick={clear}>
                Clear filters
              </Button>
            </Col>
          )}
        </Row>
      </ListFilters>
    </section>
  );
}
