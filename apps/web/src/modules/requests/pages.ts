import { REQUEST_KINDS } from '@caduceus/contracts';
import { page, type Pages } from '../../app/pageKit';

const queue = page('guarded', () => import('./RequestQueuePage'));

/** Each kind's staff queue, and the appeal's drafts and open appeals: one page that reads its kind from the path. */
export const requestsPages: Pages = {
  ...Object.fromEntries(REQUEST_KINDS.flatMap((k) => ('path' in k ? [[k.path, queue]] : []))),
  '/medical/request/appeal/draft': queue,
  '/medical/request/appeal/status': queue,
};

/** The student record's Requests tab. */
export const loadRequestsTab = () => import('./RequestsTab');

/** The student record's Leave tab. */
export const loadLeaveTab = () => import('./leaves/LeaveTab');

/** The student record's Graduation Survey tab. */
export const loadGraduationSurveyTab = () => import('./surveys/GraduationSurveyTab');
