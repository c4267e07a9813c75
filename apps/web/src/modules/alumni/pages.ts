import { page, type Pages } from '../../app/pageKit';

/** The alumni context's screens: the alumni list. (The alumna's own record is the student record's, under /alumni/details/.) */
export const alumniPages: Pages = {
  '/medical/alumniList': page('guarded', () => import('./AlumniListPage')),
};

/** The student record's Alumni tab. */
export const loadAlumniTab = () => import('./AlumniTab');
