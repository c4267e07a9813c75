import type { Pages } from '../../app/pageKit';

/** The academics context's screens (none of its own yet: the student record's tabs below). */
export const academicsPages: Pages = {};

/** The student record's Degree tab (the students context lists it among its tabs). */
export const loadDegreeTab = () => import('./degrees/DegreeTab');

/** The student record's USMLE tab. */
export const loadUsmleTab = () => import('./usmle/UsmleTab');

/** The student record's MCAT tab. */
export const loadMcatTab = () => import('./mcat/McatTab');
