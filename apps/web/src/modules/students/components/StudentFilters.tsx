import { COURSE_STATUS_OPTIONS, FINANCIAL_STATUSES, FINANCIAL_STATUS_LABEL } from '@caduceus/contracts';
import {
  LookupFilters,
  OptionFilter,
  RecordFilterBar,
  TextFilter,
  filterNumber,
  useRecordFilters,
} from '../../../components/records/ListFilters';
import { studentFilters, type StudentFilterKey } from '../listFilters';

/** The list's filters, read from the URL; changing one writes the URL (back to the first page). */
export const useStudentFilters = () => useRecordFilters(studentFilters);

const TEXT_FILTERS: { key: StudentFilterKey; label: string; inputMode?: 'numeric' }[] = [
  { key: 'name', label: 'First, last or preferred name' },
  { key: 'studentId', label: 'Student ID', inputMode: 'numeric' },
  { key: 'email', label: 'Email' },
  { key: 'cohort', label: 'Cohort' },
];
const LOOKUP_FILTERS = [
  { key: 'statusId', label: 'Status', table: 'student-status' },
  { key: 'studentTypeId', label: 'Student Type', table: 'student-type' },
  { key: 'campusId', label: 'Campus', table: 'campus' },
  { key: 'semesterId', label: 'Semester', table: 'semester' },
  { key: 'stageId', label: 'Stage', table: 'stage' },
] as const;

/** Name, student id, email, status, type, course status, campus, semester, cohort, stage and financial status. */
export function StudentFilters() {
  const { values, set, clear, active } = useStudentFilters();
  return (
    <RecordFilterBar label="Filter students" active={active} onClear={clear}>
      {TEXT_FILTERS.map((t) => (
        <TextFilter
          key={t.key}
          id={`student-filter-${t.key}`}
          label={t.label}
          value={values[t.key]}
          inputMode={t.inputMode}
          onApply={(v) => set({ [t.key]: v })}
        />
      ))}
      <LookupFilters idPrefix="student-filter-" filters={LOOKUP_FILTERS} values={values} set={set} />
      <OptionFilter
        id="student-filter-courseStatus"
        label="Course Status"
        options={COURSE_STATUS_OPTIONS}
        value={values.courseStatus}
        onChange={(v) => set({ courseStatus: v })}
      />
      <OptionFilter
        id="student-filter-financialStatus"
        label={FINANCIAL_STATUS_LABEL}
        options={FINANCIAL_STATUSES}
        value={filterNumber(values.financialStatus)}
        onChange={(v) => set({ financialStatus: v })}
      />
    </RecordFilterBar>
  );
}
