import { named, page, type Pages } from '../../app/pageKit';

const loadNbme = () => import('./exams/NbmePages');

/** The academics context's screens: the exams office (the student record's tabs below). */
export const academicsPages: Pages = {
  '/exams/kaplan': page('guarded', () => import('./exams/KaplanPage')),
  '/exams/nbme-shelf': page(
    'guarded',
    named(loadNbme, (m) => m.NbmeShelfPage),
  ),
  '/exams/nbme-comprehensive': page(
    'guarded',
    named(loadNbme, (m) => m.NbmeComprehensivePage),
  ),
  '/exams/retake-exams': page('guarded', () => import('./exams/RetakePage')),
  '/exams/bulk-update/nbme-system': page('guarded', () => import('./exams/BulkUpdatePage')),
};

/** The student record's Degree tab (the students context lists it among its tabs). */
export const loadDegreeTab = () => import('./degrees/DegreeTab');

/** The student record's USMLE tab. */
export const loadUsmleTab = () => import('./usmle/UsmleTab');

/** The student record's MCAT tab. */
export const loadMcatTab = () => import('./mcat/McatTab');

/** The student record's Exams tab (NBME, Kaplan, retakes). */
export const loadExamsTab = () => import('./exams/ExamsTab');
/** The student record's Courses tab. */
export const loadCoursesTab = () => import('./courses/CoursesTab');
/** The student record's Academic Details tab (prior education). */
export const loadAcademicDetailsTab = () => import('./prior/AcademicDetailsTab');

/** The student record's Academic Records tab (the four forms, the GPA, the Med6 LOA date). */
export const loadAcademicRecordsTab = () => import('./records/AcademicRecordsTab');

/** The student record's Transcript tab (courses, grades, GPA, standing, degrees, the official PDF). */
export const loadTranscriptTab = () => import('./transcript/TranscriptTab');
