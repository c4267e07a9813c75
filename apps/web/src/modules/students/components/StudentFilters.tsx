import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Col, Input, Row, Select } from 'antd';
import { COURSE_STATUS_OPTIONS, FINANCIAL_STATUSES } from '@caduceus/contracts';
import { LookupSelect } from '../../../components/LookupSelect';
import { filtersFromSearch, searchWithFilters, searchWithoutFilters, type StudentFilterKey } from '../listFilters';

/** The list's filters, read from the URL; changing one writes the URL (back to the first page). */
export function useStudentFilters() {
  const [sp, setSp] = useSearchParams();
  const values = useMemo(() => filtersFromSearch(sp), [sp]);
  const set = (patch: Partial<Record<StudentFilterKey, string | number | null | undefined>>) =>
    setSp((prev) => searchWithFilters(prev, patch), { replace: true });
  const clear = () => setSp((prev) => searchWithoutFilters(prev), { replace: true });
  const active = Object.keys(values).length > 0 || !!sp.get('q');
  return { values, set, clear, active };
}

const TEXT_FILTERS: { key: StudentFilterKey; label: string; inputMode?: 'numeric' }[] = [
  { key: 'name', label: 'Name' },
  { key: 'studentId', label: 'Student ID', inputMode: 'numeric' },
  { key: 'email', label: 'Email' },
  { key: 'cohort', label: 'Cohort' },
];
const LOOKUP_FILTERS: { key: StudentFilterKey; label: string; table: string }[] = [
  { key: 'statusId', label: 'Status', table: 'student-status' },
  { key: 'studentTypeId', label: 'Student Type', table: 'student-type' },
  { key: 'campusId', label: 'Campus', table: 'campus' },
  { key: 'semesterId', label: 'Semester', table: 'semester' },
  { key: 'stageId', label: 'Stage', table: 'stage' },
];
const cell = { xs: 24, sm: 12, md: 8, xl: 6 } as const;

/** A text filter: applied on Enter or when leaving the field, so the list does not reload at each key. */
function TextFilter({
  id,
  label,
  value,
  inputMode,
  onApply,
}: {
  id: string;
  label: string;
  value: string | undefined;
  inputMode?: 'numeric';
  onApply: (v: string) => void;
}) {
  const [typed, setTyped] = useState(value ?? '');
  useEffect(() => {
    setTyped(value ?? '');
  }, [value]);
  const apply = () => {
    if (typed.trim() !== (value ?? '')) onApply(typed);
  };
  return (
    <Input
      id={id}
      aria-label={label}
      placeholder={label}
      allowClear
      inputMode={inputMode}
      value={typed}
      onChange={(e) => {
        setTyped(e.target.value);
        if (e.type === 'click') onApply('');
      }}
      onPressEnter={apply}
      onBlur={apply}
    />
  );
}

/** Name, student id, email, status, type, course status, campus, semester, cohort, stage and financial status. */
export function StudentFilters() {
  const { values, set, clear, active } = useStudentFilters();
  const num = (v: string | undefined) => (v ? Number(v) : undefined);
  return (
    <section aria-label="Filter students" style={{ marginBottom: 12 }}>
      <Row gutter={[8, 8]}>
        {TEXT_FILTERS.map((t) => (
          <Col key={t.key} {...cell}>
            <TextFilter
              id={`student-filter-${t.key}`}
              label={t.label}
              value={values[t.key]}
              inputMode={t.inputMode}
              onApply={(v) => set({ [t.key]: v })}
            />
          </Col>
        ))}
        {LOOKUP_FILTERS.map((l) => (
          <Col key={l.key} {...cell}>
            <LookupSelect
              id={`student-filter-${l.key}`}
              table={l.table}
              aria-label={l.label}
              placeholder={l.label}
              value={num(values[l.key])}
              onChange={(v) => set({ [l.key]: v })}
            />
          </Col>
        ))}
        <Col {...cell}>
          <Select
            id="student-filter-courseStatus"
            aria-label="Course Status"
            placeholder="Course Status"
            allowClear
            style={{ width: '100%' }}
            options={COURSE_STATUS_OPTIONS}
            value={values.courseStatus}
            onChange={(v: string | undefined) => set({ courseStatus: v })}
          />
        </Col>
        <Col {...cell}>
          <Select
            id="student-filter-financialStatus"
            aria-label="Financial Status"
            placeholder="Financial Status"
            allowClear
            style={{ width: '100%' }}
            options={FINANCIAL_STATUSES}
            value={num(values.financialStatus)}
            onChange={(v: number | undefined) => set({ financialStatus: v })}
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
