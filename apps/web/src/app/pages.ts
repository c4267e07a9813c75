import { matchPath } from 'react-router';
import type { Pages } from './pageKit';
import { accessPages } from '../modules/access/pages';
import { adminPages } from '../modules/admin/pages';
import { workspacePages } from '../modules/workspace/pages';
import { referencePages } from '../modules/reference/pages';
import { studentsPages } from '../modules/students/pages';
import { financePages } from '../modules/finance/pages';
import { admissionsPages } from '../modules/admissions/pages';
import { requestsPages } from '../modules/requests/pages';
import { academicsPages } from '../modules/academics/pages';
import { alumniPages } from '../modules/alumni/pages';
import { clinicalPages } from '../modules/clinical/pages';
import { clinicalRotationPages } from '../modules/clinical/pages';

export type { BuiltPage, PageKind } from './pageKit';

/**
 * The registry of built screens: each context lists its own in modules/<context>/pages.ts. Every path of
 * APP_ROUTES (the spec's and contracts' EXTRA_ROUTES) is routed; a path listed here renders its page (each
 * lazily loaded, in its own chunk), any other sends the user to /notfound. The menu shows only entries
 * whose page is built.
 */
export const BUILT_PAGES: Pages = {
  ...accessPages,
  ...adminPages,
  ...workspacePages,
  ...referencePages,
  ...studentsPages,
  ...financePages,
  ...admissionsPages,
  ...requestsPages,
  ...academicsPages,
  ...alumniPages,
  ...clinicalPages,
  ...clinicalRotationPages,
};

const BUILT_PATTERNS = ['/', ...Object.keys(BUILT_PAGES)];

/** The built page's pattern that serves a concrete path (e.g. /student/details/personal/12), if any. */
function builtPatternOf(path: string): string | undefined {
  const clean = path.split(/[?#]/)[0];
  return BUILT_PATTERNS.find((pattern) => matchPath({ path: pattern, end: true }, clean) !== null);
}

/** Is a concrete path (e.g. /student/details/personal/12) served by a built page? */
export const isBuiltPath = (path: string): boolean => builtPatternOf(path) !== undefined;

/**
 * Starts loading the code of the screen a path opens (a path the user is about to see: the one the
 * session resolved on, a list row under the pointer), so it does not wait behind the shell's code.
 */
export function preloadPath(path: string): void {
  const pattern = builtPatternOf(path);
  const page = pattern ? BUILT_PAGES[pattern as keyof typeof BUILT_PAGES] : undefined;
  void page?.preload?.().catch(() => undefined);
}
/** Is a menu link built (menu links carry no parameters)? */
export const isBuiltLink = (link: string) => isBuiltPath(link);
