import { studentTabOfPath, type StudentHeader, type StudentTab } from '@caduceus/contracts';

/** The tab a record URL names: /student/details/profile/view/12 -> profileView; undefined for any other path. */
export function tabOfRecordPath(pathname: string): StudentTab | undefined {
  const m = /^\/student\/details\/(.+)\/[^/]+\/?$/.exec(pathname);
  if (m) return studentTabOfPath(m[1]);
  const a = /^\/alumni\/details\/([a-z]+)\/[^/]+\/?$/.exec(pathname);
  return a && Object.hasOwn(ALUMNI_RECORD_TABS, a[1]) ? ALUMNI_RECORD_TABS[a[1]] : undefined;
}
/**
 * The alumna's own record's paths (/alumni/details/<part>/:studentId) and the tabs they open; her calendar is
 * the record's Time Table (not in the alumni tab set: the record then opens her first tab).
 */
const ALUMNI_RECORD_TABS: Record<string, StudentTab> = {
  alumni: 'alumni',
  courses: 'courses',
  transcript: 'transcript',
  queries: 'queries',
  calender: 'timeTable',
};

/**
 * Is the record shown from the student's side: the student, a parent, or staff viewing it as the student
 * (the header's viewer stays "staff" then, but the tab set is the student's)?
 */
export const seenAsStudent = (h: Pick<StudentHeader, 'viewer' | 'tabSet'>) =>
  h.viewer !== 'staff' || (h.tabSet !== 'staff' && h.tabSet !== 'adminWithdrawn');
