import { setHeaderRule } from '../../app/api';

/**
 * "View as student": a staff user looks at a record through the student's eyes, read only. The state
 * lives in the record's URL (`?as=student`, so tab links and the back button keep it); while it is on,
 * every read of that student's API (`/api/students/:id` and below) carries `x-view-as: student`, which
 * the server honours on GETs (the student's tab set, no edit rights). useApiQuery keys those reads apart
 * from the staff view's.
 */
export const VIEW_AS_PARAM = 'as';
export const VIEW_AS_VALUE = 'student';
export const VIEW_AS_HEADER = 'x-view-as';

/** Is this API path part of this student's record? */
export const isRecordPath = (path: string, studentId: number) => {
  const clean = path.split('?')[0];
  return clean === `/api/students/${studentId}` || clean.startsWith(`/api/students/${studentId}/`);
};

/** The header rule for viewing one student as the student; null for the staff view. */
export const viewAsRule = (studentId: number | null) =>
  studentId === null
    ? null
    : (method: string, path: string) =>
        method === 'GET' && isRecordPath(path, studentId) ? { [VIEW_AS_HEADER]: VIEW_AS_VALUE } : undefined;

let owner: symbol | null = null;

/**
 * Turns the header rule on or off for the record a page shows. Called while rendering (before the
 * record's queries are built); `token` identifies the page, so that a page leaving after another has
 * taken over does not switch the other's view off.
 */
export function applyViewAs(token: symbol, studentId: number | null) {
  owner = token;
  setHeaderRule(viewAsRule(studentId));
}
export function releaseViewAs(token: symbol) {
  if (owner !== token) return;
  owner = null;
  setHeaderRule(null);
}

/** The URL of a record page with view-as on or off (other parameters kept). */
export function withViewAs(search: string, on: boolean): string {
  const sp = new URLSearchParams(search);
  if (on) sp.set(VIEW_AS_PARAM, VIEW_AS_VALUE);
  else sp.delete(VIEW_AS_PARAM);
  const s = sp.toString();
  return s ? `?${s}` : '';
}
