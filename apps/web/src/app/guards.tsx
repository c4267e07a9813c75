import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

import { registerNavigate } from './bridge';
import type { BuiltPage } from './pageKit';
import { useSessionQuery } from './session';

export function FullPageSpin() {
  const { t } = useTranslation();
  return (
    <div className="full-center" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** The root: hands navigate to the error catalogue and waits for the session before any screen. */
export function Root() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, opts) => {
      void navigate(to, opts);
    });
    return () => registerNavigate(null);
  }, [navigate]);
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]); // a new screen starts at its top
  const q = useSessionQuery();
  const { t } = useTranslation();
  if (q.isPending) return <FullPageSpin />;
  if (q.isError && q.data === undefined) {
    return (
      <main className="full-center" aria-labelledby="page-title">
        <h1 id="page-title" className="result-h1">
          {t('offline.title')}
        </h1>
        <p>{t('offline.hint')}</p>
        <button type="button" className="plain-btn" onClick={() => void q.refetch()} disabled={q.isFetching}>
          {q.isFetching ? t('offline.trying') : t('offline.retry')}
        </button>
      </main>
    );
  }
  return <Outlet />;
}

/** Blank layout for login-type screens. */
export function FullLayout() {
  return (
    <div className="full-layout">
      <Suspense fallback={<FullPageSpin />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/** A signed-out screen (sign-in, forgotten password): no rights to check. */
export function PublicPage({ page }: { page: BuiltPage }) {
  return (
    <Suspense fallback={<FullPageSpin />}>
      <page.Component />
    </Suspense>
  );
}
