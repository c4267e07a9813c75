import { page, type Pages } from '../../app/pageKit';

/** The clinical context's screens: hospitals, third parties, the clinical log, preceptors, and the preceptor's own profile and rotations. */
export const clinicalPages: Pages = {
  '/medical/clinicals/hospitals': page('guarded', () => import('./hospitals/HospitalsPage')),
  '/medical/clinicals/third-party': page('guarded', () => import('./hospitals/ThirdPartiesPage')),
  '/medical/clinicals/clinical-log': page('guarded', () => import('./logs/ClinicalLogPage')),
  '/medical/clinicals/preceptors': page('guarded', () => import('./preceptors/PreceptorPage')),
  '/medical/clinicals/preceptors/list': page('guarded', () => import('./preceptors/PreceptorListPage')),
  '/preceptor/user/profile': page('guarded', () => import('./preceptors/PreceptorProfilePage')),
  '/preceptor/rotation': page('guarded', () => import('./preceptors/PreceptorRotationsPage')),
};
/** The clinical context's rotation screens: the assignment list and wizard, roster, graph, planned rotations, a rotation's own screen. */
export const clinicalRotationPages: Pages = {
  '/medical/clinicals/assign-rotation/list': page('guarded', () => import('./office/AssignListPage')),
  '/medical/clinicals/assign-rotation/roaster': page('guarded', () => import('./office/RosterPage')),
  '/medical/clinicals/assign-rotation/graph': page('guarded', () => import('./office/GraphPage')),
  '/medical/clinicals/assign-rotation/planned': page('guarded', () => import('./office/PlannedPage')),
  '/student/details/courses/clinical-rotation/:refId/:studentId': page(
    'guarded',
    () => import('./rotations/RotationDetailPage'),
  ),
};

/** The student record's Rotation tab (the students context lists it among its tabs). */
export const loadRotationTab = () => import('./rotations/RotationTab');
