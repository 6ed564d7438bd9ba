import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AntdScopeHost } from '@/components/antd-scope/antd-scope-host';
import { PageSpinner } from '@/components/page-spinner/page-spinner';
import { PageErrorBoundary } from '@/components/page-error-boundary/page-error-boundary';
import { RouteGuard } from '../routes/route-guard';
import { useIsConsole, useRouteMeta } from '../routes/route-meta';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { NavBar } from './nav-bar/nav-bar';
import { useRouteEffects } from './use-route-effects';
import styles from './app-shell.module.css';

/** §2 app shell: header, nav bar, the routed page, footer. */
export function AppShell() {
  const location = useLocation();
  const meta = useRouteMeta();
  const fullPath = location.pathname + location.search;
  const inConsole = useIsConsole();
  useRouteEffects(location, meta);
  const page = (
    /* Ant Design's context for the pages, kept across routes; inside, keyed by the full path: every change re-creates the page (§2). */
    <AntdScopeHost>
      <PageErrorBoundary key={fullPath}>
        <Suspense fallback={<PageLoading />}>
          <RouteGuard pending={<PageLoading />}>
            <Outlet />
          </RouteGuard>
        </Suspense>
      </PageErrorBoundary>
    </AntdScopeHost>
  );
  // A console frame (the institution workbench, the operator console) draws its own header, menu and <main>.
  if (inConsole) return page;

  return (
    <div className={styles.shell}>
      <SiteHeader showAccount={!meta.hidden} />
      {meta.hidden ? null : <NavBar />}
      <main className={styles.main}>
        <div className={styles.content}>{page}</div>
      </main>
      {meta.hideFooter ? null : <SiteFooter />}
    </div>
  );
}

function PageLoading() {
  return <PageSpinner className={styles.loading} />;
}
