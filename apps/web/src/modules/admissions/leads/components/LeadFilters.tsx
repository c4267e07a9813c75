import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Col, DatePicker, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { LEAD_STATUS_OPTIONS } from '@caduceus/contracts';
import { LookupSelect } from '../../../../components/LookupSelect';
import { UserSelect } from '../../../../components/UserSelect';
import {
  leadFiltersFromSearch,
  searchWithLeadFilters,
  searchWithoutLeadFilters,
  type LeadFilterPatch,
} from '../listFilters';

/** The list's filters, read from the URL; changing one writes the URL (back to the first page). */
export function useLeadFilters() {
  const [sp, setSp] = useSearchParams();
  const values = useMemo(() => leadFiltersFromSearch(sp), [sp]);
  const set = (patch: LeadFilterPatch) => setSp((prev) => searchWithLeadFilters(prev, patch), { replace: true });
  const clear = () => setSp((prev) => searchWithoutLeadFilters(prev), { replace: true });
  const active = Object.keys(values).length > 0 || !!sp.get('q');
  return { values, set, clear, active };
}

const LOOKUP_FILTERS = [
  { key: 'courseId', label: 'Program', table: 'course' },
  { key: 'campusId', label: 'Campus', table: 'campus' },
  { key: 'semesterId', label: 'Semester', table: 'semester' },
  { key: 'sourceId', label: 'Source', table: 'referral-source' },
  { key: 'birthCountryId', label: 'Birth Country', table: 'country' },
] as const;
const CLOSED_OPTIONS = [
  { value: 'open', label: 'Open leads' },
  { value: 'closed', label: 'Closed leads' },
  { value: 'all', label: 'Open and closed' },
];
const cell = { xs: 24, sm: 12, md: 8, xl: 6 } as const;
const WIRE = 'YYYY-MM-DD';
const SHOWN = 'MM/DD/YYYY';

/** Status, program, campus, semester, source, representative, birth country, created range, open/closed, deleted. */
export function LeadFilters() {
  const { values, set, clear, active } = useLeadFilters();
  const num = (v: string | undefined) => (v ? Number(v) : undefined);
  const range: [Dayjs | null, Dayjs | null] = [
    values.createdFrom ? dayjs(values.createdFrom) : null,
    values.createdTo ? dayjs(values.createdTo) : null,
  ];
  return (
    <section aria-label="Filter leads" style={{ marginBottom: 12 }}>
      <Row gutter={[8, 8]}>
        <Col {...cell}>
          <Select
            id="lead-filter-statusId"
            aria-label="Status"
            placeholder="Status"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: '100%' }}
            options={LEAD_STATUS_OPTIONS}
            value={num(values.statusId)}
            onChange={(v: number | undefined) => set({ statusId: v })}
          />
        </Col>
        {LOOKUP_FILTERS.map((l) => (
          <Col key={l.key} {...cell}>
            <LookupSelect
              id={`lead-filter-${l.key}`}
              table={l.table}
              aria-label={l.label}
              placeholder={l.label}
              value={num(values[l.key])}
              onChange={(v) => set({ [l.key]: v })}
            />
          </Col>
        ))}
        <Col {...cell}>
          <UserSelect
            id="lead-filter-representativeId"
            aria-label="Representative"
            placeholder="Representative"
            value={num(values.representativeId)}
            onChange={(v) => set({ representativeId: v })}
          />
        </Col>
        <Col {...cell}>
          <DatePicker.RangePicker
            id="lead-filter-created"
            aria-label="Created between"
            format={SHOWN}
            placeholder={['Created from', 'Created to']}
            style={{ width: '100%' }}
            allowEmpty={[true, true]}
            value={range}
            onChange={(r) =>
              set({ createdFrom: r?.[0]?.format(WIRE) ?? null, createdTo: r?.[1]?.format(WIRE) ?? null })
            }
          />
        </Col>
        <Col {...cell}>
          <Select
            id="lead-filter-closed"
            aria-label="Open or closed"
            style={{ width: '100%' }}
            options={CLOSED_OPTIONS}
            value={values.closed ?? 'open'}
            onChange={(v: string) => set({ closed: v === 'open' ? null : v })}
          />
        </Col>
        <Col {...cell}>
          <Select
            id="lead-filter-deleted"
            aria-label="Deleted leads"
            style={{ width: '100%' }}
            options={[
              { value: 'false', label: 'Current leads' },
              { value: 'true', label: 'Deleted leads (restore)' },
            ]}
            value={values.deleted === 'true' ? 'true' : 'false'}
            onChange={(v: string) => set({ deleted: v === 'true' ? 'true' : null })}
          />
        </Col>
        {active && (
          <Col {...cell}>
            <Button type="link" onClick={clear}>
              Clear filters
            </Button>
          </Col>
        )}
      </Row>
    </section>
  );
}
