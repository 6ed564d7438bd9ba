import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { stubAntdBrowserApis, stubResizeObserver } from '@/lib/testing/browser-stubs';
import { AppProvider } from '../provider';
import { appRoutes } from '../router';

/** Test support: the whole app (providers, route table, lazy pages) at `path`; the router tells where it went. */
export function renderAppAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

/** What the pages need from the browser that jsdom does not have: antd's media queries and measuring, scrolling. */
export function stubPageBrowserApis(): void {
  stubAntdBrowserApis();
  stubResizeObserver();
  vi.stubGlobal('scrollTo', vi.fn());
}
