import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { registerNavigate } from '@/lib/navigation';
import { AppShell } from './layouts/app-shell';
import { RootErrorFallback } from './layouts/root-error-fallback';
import type { RouteHandle } from './routes/route-meta';
import { ROUTE_TABLE, type RouteEntry } from './routes/route-table';

function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { meta: entry.meta };
  if (entry.redirectTo) {
    return { path: entry.path, handle, element: <Navigate to={entry.redirectTo} replace /> };
  }
  if (!entry.page) throw new Error(`route ${entry.path} has neither a page nor a redirect`);
  const Page = entry.page;
  return { path: entry.path, handle, element: <Page /> };
}

/** The whole route tree: the shell around every route of the table. */
export const appRoutes: RouteObject[] = [
  { element: <AppShell />, errorElement: <RootErrorFallback />, children: ROUTE_TABLE.map(toRouteObject) },
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
