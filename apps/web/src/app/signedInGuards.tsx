import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

import { canOpen, homePath, safeReturn } from './access';
import { FullLayout, FullPageSpin } from './guards';
import { preloadPath, type BuiltPage } from './pages';
import { useSession } from './session';
import { loadForcePasswordChangePage } from '../modules/access/pages';

/* The guards of the signed-in screens: loaded with their route table after sign-in (app/signedInRoutes). */

const AppLayout = lazy(() => import('./layouts/AppLayout'));
const ForcePasswordChangePage = lazy(() => loadForcePasswordChangePage());

/** The signed-in shell; the screen's code loads beside the shell's, not after it. */
function Shell() {
  const { pathname } = useLocation();
  useEffect(() => preloadPath(pathname), [pathname]);
  return (
    <Suspense fallback={<FullPageSpin />}>
      <AppLayout />
    </Suspense>
  );
}

/** Screens anyone may open: inside the shell when signed in, blank otherwise. */
export function OpenLayout() {
  const s = useSession();
  return s && !s.user.mustChangePassword ? <Shell /> : <FullLayout />;
}

/** Signed-in screens: to /login (remembering the way back) when signed out; the forced password change first. */
export function RequireAuth() {
  const session = useSession();
  const loc = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: loc.pathname + loc.search }} />;
  if (session.user.mustChangePassword) {
    return (
      <div className="full-layout">
        <Suspense fallback={<FullPageSpin />}>
          <ForcePasswordChangePage />
        </Suspense>
      </div>
    );
  }
  return <Shell />;
}

/** A stable number per built page (one page may serve several paths: the mail log's registers, a record's tabs). */
const pageKeys = new WeakMap<BuiltPage, number>();
let pageCount = 0;
const keyOf = (page: BuiltPage) => {
  let k = pageKeys.get(page);
  if (k === undefined) pageKeys.set(page, (k = ++pageCount));
  return k;
};

/**
 * One built screen with its access rule. A screen never outlives its route: navigations run in a React
 * transition (React Router's default), and a transition keeps what is on screen until the next screen
 * is ready, so while the next screen's code loaded the previous one stayed visible and working (a filled
 * form whose Save still saved). Each screen therefore has its own Suspense boundary, keyed by the page:
 * going to another page mounts a new boundary, which React shows at once (its fallback while the code
 * loads), and the previous screen unmounts in the same commit that changes the URL. Paths of one page
 * (a record's tabs, a register of the mail log) keep the boundary, so a tab change loads in place.
 */
export function PageElement({ page }: { page: BuiltPage; path: string }) {
  const session = useSession();
  const loc = useLocation();
  if (page.kind === 'guarded' && session && !canOpen(loc.pathname, session))
    return <Navigate to="/misc/not-authorized" replace />;
  return (
    <Suspense key={keyOf(page)} fallback={page.kind === 'public' ? <FullPageSpin /> : <PageLoading />}>
      <page.Component />
    </Suspense>
  );
}

/** What shows in the content area while a screen's code loads. */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/**
 * "/": the user's home, or the login screen. The sign-in screen sends a user who just signed in here with
 * the page that sent them to it (state.from): they go back there when they may open it.
 */
export function HomeRedirect() {
  const session = useSession();
  const { state } = useLocation();
  if (!session) return <Navigate to="/login" replace />;
  const from = (state as { from?: unknown } | null)?.from;
  return <Navigate to={safeReturn(from, session) ?? homePath(session)} replace />;
}
