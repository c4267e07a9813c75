import { z } from 'zod';
import { safeString, singleLine } from '../validation.js';

/**
 * Global search in the top bar (000 sections 2 and 6: super admin and super user only). Pages are
 * suggested from the spec's destination list (then every other menu screen) filtered by title; records
 * come from the server's search registry, one group per kind (users and reference rows today; students,
 * leads and employees add theirs as they land).
 */
export const SEARCH_DESTINATIONS: readonly { link: string; title: string }[] = [
  { link: '/student/list', title: 'All Students' },
  { link: '/medical/clinicals/hospitals/list', title: 'Hospitals' },
  { link: '/medical/attendance/stage-schedule', title: 'Attendance' },
  { link: '/medical/request/transcript-request', title: 'Transcript Requests' },
  { link: '/medical/alumniList', title: 'Alumni List' },
  { link: '/medical/registrar', title: 'Registrar' },
  { link: '/accounting/invoices/non-clinical', title: 'Invoices' },
  { link: '/accounting/scholarship', title: 'Scholarship' },
  { link: '/accounting/loa/med6Loa', title: 'Letters of Authorization' },
  { link: '/accounting/revenue', title: 'Revenue' },
  { link: '/employee/list', title: 'Employees' },
  { link: '/lead/list', title: 'Leads' },
  { link: '/task/list', title: 'Tasks' },
  { link: '/exams/nbme-shelf', title: 'NBME Shelf' },
  { link: '/mailLog/incoming', title: 'Mail Log' },
  { link: '/document/list', title: 'Documents' },
  { link: '/reports/list', title: 'Reports' },
  { link: '/admin/user', title: 'Users' },
  { link: '/calendar', title: 'Calendar' },
  { link: '/dashboard/list', title: 'Dashboard' },
  { link: '/committee/list', title: 'Committee Meeting' },
  { link: '/accounting/unverified-notifications', title: 'Unverified Payments' },
];

export const SEARCH_MIN_CHARS = 2;

export const searchQuery = z.object({
  q: singleLine()
    .trim()
    .min(SEARCH_MIN_CHARS, `Type at least ${SEARCH_MIN_CHARS} characters`)
    .max(100, 'Search text can be at most 100 characters'),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchHit = z.object({ title: safeString(), subtitle: safeString().nullable(), link: safeString() });
export type SearchHit = z.infer<typeof searchHit>;
export const searchGroup = z.object({ key: safeString(), label: safeString(), items: z.array(searchHit) });
export type SearchGroup = z.infer<typeof searchGroup>;
export const searchResult = z.object({ groups: z.array(searchGroup) });
export type SearchResult = z.infer<typeof searchResult>;
