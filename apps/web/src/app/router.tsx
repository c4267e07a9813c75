import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SPEC_ROUTES } from '@caduceus/contracts';
import { BUILT_PAGES } from './pages';
import { CrashPage, FullLayout, HomeRedirect, OpenLayout, PageElement, RequireAuth, Root } from './guards';

/** Every path of SPEC_ROUTES is registered; unbuilt and unknown paths go to the NotFound screen. */
function buildRoutes(): RouteObject[] {
  const publicRoutes: RouteObject[] = [];
  const openRoutes: RouteObject[] = [];
  const authRoutes: RouteObject[] = [];
  const notBuilt: RouteObject[] = [];
  for (const path of SPEC_ROUTES) {
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
  return [{
    element: <Root />,
    errorElement: <CrashPage />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { element: <FullLayout />, children: publicRoutes },
      { element: <OpenLayout />, children: openRoutes },
      { element: <RequireAuth />, children: authRoutes },
      ...notBuilt,
      { path: '*', element: <Navigate to="/notfound" replace /> },
    ],
  }];
}

export const router = createBrowserRouter(buildRoutes());
