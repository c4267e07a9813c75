import { SPEC_ROUTES } from '@caduceus/contracts';
import { page, type Pages } from '../../app/pageKit';

/**
 * The student record: one page for every /student/details/<tab>/:studentId route, and the alumna's own
 * /alumni/details/<tab>/:studentId ones (it reads its tab from the path). The clinical rotation's page under
 * courses belongs to the clinical domain (clinical/pages.ts).
 */
const studentRecord = page('guarded', () => import('./pages/StudentDetailPage'));
const LATER_STUDENT_ROUTES: string[] = ['/student/details/courses/clinical-rotation/:refId/:studentId'];
const STUDENT_RECORD_ROUTES = Object.fromEntries(
  SPEC_ROUTES.filter(
    (r) => (r.startsWith('/student/details/') || r.startsWith('/alumni/details/')) && !LATER_STUDENT_ROUTES.includes(r),
  ).map((r) => [r, studentRecord]),
) as Pages;

/** The students context's screens (the student list, add, the record, notify-all), each loaded lazily in its own chunk. */
export const studentsPages: Pages = {
  '/admin/notify-all': page('guarded', () => import('./notify-all/NotifyAllPage')),
  '/student/list': page('guarded', () => import('./pages/StudentListPage')),
  '/student/add': page('guarded', () => import('./pages/StudentAddPage')),
  ...STUDENT_RECORD_ROUTES,
};
