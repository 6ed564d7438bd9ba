import { useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { registerNavigate } from '@/lib/navigation';
import { AppShell } from './layouts/app-shell';
import { RootErrorFallback } from './layouts/root-error-fallback';
import { areaFrame } from './routes/area-page';
import type { RouteHandle } from './routes/route-meta';
import { ROUTE_TABLE, type RouteEntry } from './routes/route-table';

/** Each frame comes with its area's script: the public pages never carry the personal centre or the consoles. */
const FRAMES: Record<NonNullable<RouteEntry['frame']>, ComponentType> = {
  pcenter: areaFrame('pcenter'),
  workbench: areaFrame('workbench'),
  admin: areaFrame('admin'),
};

function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { meta: entry.meta, frame: entry.frame };
  if (entry.redirectTo) {
    return { path: entry.path, handle, element: <Navigate to={entry.redirectTo} replace /> };
  }
  if (!entry.page) throw new Error(`route ${entry.path} has neither a page nor a redirect`);
  const Page = entry.page;
  return { path: entry.path, handle, element: <Page /> };
}

/** The table's routes; those of a frame become children of a path-less route showing the frame. */
function toRouteObjects(table: readonly RouteEntry[]): RouteObject[] {
  const framed = new Map<NonNullable<RouteEntry['frame']>, RouteObject[]>();
  const routes: RouteObject[] = [];
  for (const entry of table) {
    if (!entry.frame) {
      routes.push(toRouteObject(entry));
      continue;
    }
    let children = framed.get(entry.frame);
    if (!children) {
      children = [];
      framed.set(entry.frame, children);
      const Frame = FRAMES[entry.frame];
      routes.push({ element: <Frame />, children });
    }
    children.push(toRouteObject(entry));
  }
  return routes;
}

/** The whole route tree: the shell around every route of the table. */
export const appRoutes: RouteObject[] = [
  { element: <AppShell />, errorElement: <RootErrorFallback />, children: toRouteObjects(ROUTE_TABLE) },
];

/** History-mode router (§2); its navigate is lent to non-React code (the 401 redirect). */
export function AppRouter() {
  const [router] = useState(() => {
    const browserRouter = createBrowserRouter(appRoutes);
    registerNavigate((to, options) => void browserRouter.navigate(to, options));
    return browserRouter;
  });
  return <RouterProvider router={router} />;
}
