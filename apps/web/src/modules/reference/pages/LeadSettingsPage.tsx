import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { tableDef } from '@caduceus/contracts';
import { Page } from '../../../components/Page';
import { LoadingState } from '../../../components/QueryState';
import { SideNav } from '../components/SideNav';
import { TableSection } from '../components/TableSection';

const LeadCurrentSemester = lazy(() =>
  import('../components/LeadCurrentSemester').then((m) => ({ default: m.LeadCurrentSemester })),
);
const BASE = '/admin/lead-settings';
/** The tabs of lead settings, each a route of the spec; a tab backed by a table shows that table. */
const TABS = [
  { path: `${BASE}/faculty-timeslot`, table: 'faculty-timeslot', label: 'Faculty Time Slots' },
  { path: `${BASE}/lead-current-semester`, label: 'Current Semester' },
  { path: `${BASE}/lead-task`, table: 'task-subject', label: 'Task Subjects' },
  { path: `${BASE}/lead-sources`, table: 'referral-source', label: 'Lead Sources' },
];

/**
 * /admin/lead-settings and its four tabs (faculty time slots, current semester, task subjects, lead
 * sources); the tabs are routes, shown as a bar of links (the shell's menu, no extra tab code to load).
 */
export default function LeadSettingsPage() {
  const { pathname } = useLocation();
  const active = TABS.find((t) => pathname === t.path) ?? TABS[0];
  return (
    <Page
      title="Lead settings"
      subtitle="Interview time slots, the semester leads apply for, task subjects and lead sources"
    >
      <SideNav
        horizontal
        label="Lead settings"
        selected={active.path}
        items={TABS.map((t) => ({ key: t.path, to: t.path, label: (t.table && tableDef(t.table)?.title) || t.label }))}
      >
        {active.table ? (
          <TableSection key={active.table} table={active.table} />
        ) : (
          <Suspense fallback={<LoadingState />}>
            <LeadCurrentSemester />
          </Suspense>
        )}
      </SideNav>
    </Page>
  );
}
