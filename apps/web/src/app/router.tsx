import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { publicPages } from '../modules/access/publicPages';
import { FullLayout, FullPageSpin, PublicPage, Root } from './guards';
import { useSession } from './session';
import { loadSignedInRoutes } from './signedInLoader';

const SignedInRoutes = lazy(loadSignedInRoutes);

function SignedIn() {
  return (
    <Suspense fallback={<FullPageSpin />}>
      <SignedInRoutes />
    </Suspense>
  );
}

/** "/" signed out goes straight to the sign-in screen, without the signed-in table. */
function RootIndex() {
  return useSession() ? <SignedIn /> : <Navigate to="/login" replace />;
}

/**
 * The entry's routes: the signed-out screens, and every other path through the signed-in table, which loads
 * lazily (app/signedInRoutes.tsx), so the sign-in screen does not carry every context's screen list.
 * Declarative routing (BrowserRouter + useRoutes), not the data router: the data router's code would
 * cost the sign-in screen about 17 KB gzipped, and the app loads its data with TanStack Query anyway.
 */
function buildRoutes(): RouteObject[] {
  const publicRoutes: RouteObject[] = Object.entries(publicPages).flatMap(([path, page]) =>
    page ? [{ path, element: <PublicPage page={page} /> }] : [],
  );
  return [
    {
      element: <Root />,
      children: [
        { path: '/', element: <RootIndex /> },
        { element: <FullLayout />, children: publicRoutes },
        { path: '*', element: <SignedIn /> },
      ],
    },
  ];
}

const ROUTES = buildRoutes();

function AppRoutes() {
  return useRoutes(ROUTES);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
