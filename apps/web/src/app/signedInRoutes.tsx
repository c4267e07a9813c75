import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { APP_ROUTES } from '@caduceus/contracts';
import { BUILT_PAGES } from './pages';
import { HomeRedirect, OpenLayout, PageElement, RequireAuth } from './signedInGuards';

/**
 * Every path of APP_ROUTES but the signed-out screens (the entry routes those, app/router.tsx): this table,
 * the registry of built pages and the menu catalogue behind it load after sign-in, not with the sign-in
 * screen. Unbuilt and unknown paths go to the NotFound screen.
 */
function buildRoutes(): RouteObject[] {
  const openRoutes: RouteObject[] = [];
  const authRoutes: RouteObject[] = [];
  const notBuilt: RouteObject[] = [];
  for (const path of APP_ROUTES) {
    if (path === '/') continue;
    const page = BUILT_PAGES[path];
    if (!page) {
      notBuilt.push({ path, element: <Navigate to="/notfound" replace /> });
      continue;
    }
    if (page.kind === 'public') continue;
    const route = { path, element: <PageElement page={page} path={path} /> };
    if (page.kind === 'open') openRoutes.push(route);
    else authRoutes.push(route);
  }
  return [
    { path: '/', element: <HomeRedirect /> },
    { element: <OpenLayout />, children: openRoutes },
    { element: <RequireAuth />, children: authRoutes },
    ...notBuilt,
    { path: '*', element: <Navigate to="/notfound" replace /> },
  ];
}

const ROUTES = buildRoutes();

export default function SignedInRoutes() {
  return useRoutes(ROUTES);
}
