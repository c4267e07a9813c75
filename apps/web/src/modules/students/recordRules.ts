import { studentTabOfPath, type StudentHeader, type StudentTab } from '@caduceus/contracts';

/** The tab a record URL names: /student/details/profile/view/12 -> profileView; undefined for any other path. */
export function tabOfRecordPath(pathname: string): StudentTab | undefined {
  const m = /^\/student\/details\/(.+)\/[^/]+\/?$/.exec(pathname);
  return m ? studentTabOfPath(m[1]) : undefined;
}

/**
 * Is the record shown from the student's side: the student, a parent, or staff viewing it as the student
 * (the header's viewer stays "staff" then, but the tab set is the student's)?
 */
export const seenAsStudent = (h: Pick<StudentHeader, 'viewer' | 'tabSet'>) =>
  h.viewer !== 'staff' || (h.tabSet !== 'staff' && h.tabSet !== 'adminWithdrawn');
