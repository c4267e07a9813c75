import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { APP_ROUTES } from '@caduceus/contracts';
import { BUILT_PAGES } from './pages';
import { FullLayout, HomeRedirect, OpenLayout, PageElement, RequireAuth, Root } from './guards';

/**
 * Every path of APP_ROUTES (the spec's and the extra screens) is registered; unbuilt and unknown paths go to the NotFound screen.
 * Declarative routing (BrowserRouter + useRoutes), not the data router: the data router's code would
 * cost the sign-in screen about 17 KB gzipped, and the app loads its data with TanStack Query anyway.
 */
function buildRoutes(): RouteObject[] {
  const publicRoutes: RouteObject[] = [];
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
    const route = { path, element: <PageElement page={page} path={path} /> };
    if (page.kind === 'public') publicRoutes.push(route);
    else if (page.kind === 'open') openRoutes.push(route);
    else authRoutes.push(route);
  }
  return [
    {
      element: <Root />,
      children: [
        { path: '/', element: <HomeRedirect /> },
        { element: <FullLayout />, children: publicRoutes },
        { element: <OpenLayout />, children: openRoutes },
        { element: <RequireAuth />, children: authRoutes },
        ...notBuilt,
        { path: '*', element: <Navigate to="/notfound" replace /> },
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
