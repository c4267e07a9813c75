import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { LEAD_STATUS_OPTIONS } from '@caduceus/contracts';
import {
  FilterCell,
  LookupFilters,
  OptionFilter,
  RecordFilterBar,
  filterNumber,
  useRecordFilters,
} from '../../../../components/records/ListFilters';
import { SHOWN_DATE, WIRE_DATE } from '../../../../components/records/fields';
import { UserSelect } from '../../../../components/UserSelect';
import { leadFilters } from '../listFilters';

/** The list's filters, read from the URL; changing one writes the URL (back to the first page). */
export const useLeadFilters = () => useRecordFilters(leadFilters);

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
const DELETED_OPTIONS = [
  { value: 'false', label: 'Current leads' },
  { value: 'true', label: 'Deleted leads (restore)' },
];

/** Status, program, campus, semester, source, representative, birth country, created range, open/closed, deleted. */
export function LeadFilters() {
  const { values, set, clear, active } = useLeadFilters();
  const range: [Dayjs | null, Dayjs | null] = [
    values.createdFrom ? dayjs(values.createdFrom) : null,
    values.createdTo ? dayjs(values.createdTo) : null,
  ];
  return (
    <RecordFilterBar label="Filter leads" active={active} onClear={clear}>
      <OptionFilter
        id="lead-filter-statusId"
        label="Status"
        options={LEAD_STATUS_OPTIONS}
        value={filterNumber(values.statusId)}
        onChange={(v) => set({ statusId: v })}
        search
      />
      <LookupFilters idPrefix="lead-filter-" filters={LOOKUP_FILTERS} values={values} set={set} />
      <FilterCell>
        <UserSelect
          id="lead-filter-representativeId"
          aria-label="Representative"
          placeholder="Representative"
          value={filterNumber(values.representativeId)}
          onChange={(v) => set({ representativeId: v })}
        />
      </FilterCell>
      <FilterCell>
        <DatePicker.RangePicker
          id="lead-filter-created"
          aria-label="Created between"
          format={SHOWN_DATE}
          placeholder={['Created from', 'Created to']}
          style={{ width: '100%' }}
          allowEmpty={[true, true]}
          value={range}
          onChange={(r) =>
            set({ createdFrom: r?.[0]?.format(WIRE_DATE) ?? null, createdTo: r?.[1]?.format(WIRE_DATE) ?? null })
          }
        />
      </FilterCell>
      <OptionFilter
        id="lead-filter-closed"
        label="Open or closed"
        options={CLOSED_OPTIONS}
        value={values.closed ?? 'open'}
        onChange={(v) => set({ closed: v === 'open' ? null : v })}
        allowClear={false}
      />
      <OptionFilter
        id="lead-filter-deleted"
        label="Deleted leads"
        options={DELETED_OPTIONS}
        value={values.deleted === 'true' ? 'true' : 'false'}
        onChange={(v) => set({ deleted: v === 'true' ? 'true' : null })}
        allowClear={false}
      />
    </RecordFilterBar>
  );
}
