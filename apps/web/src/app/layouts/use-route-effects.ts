import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate, type Location } from 'react-router';
import { documentTitle } from '@/config/site';
import { setNavPath } from '@/lib/session';
import { runSignOnChecks } from '../sign-on';
import type { RouteMeta } from '../routes/route-meta';

/** What happens on every navigation (§2): title, scroll, stored nav path, sign-on checks. */
export function useRouteEffects(location: Location, meta: RouteMeta): void {
  const fullPath = location.pathname + location.search;
  const navigate = useNavigate();
  const current = useRef(location);

  useLayoutEffect(() => {
    current.current = location;
  });

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [fullPath]);

  useEffect(() => {
    document.title = documentTitle(meta.title);
  }, [meta.title]);

  useEffect(() => {
    setNavPath(location.pathname);
  }, [location.pathname]);

  useEffect(() => {
    runSignOnChecks(location, {
      replace: (to) => void navigate(to, { replace: true, state: location.state }),
      isCurrent: (checked) => current.current.key === checked.key,
    });
    // Once per full-path change, not on every re-render of the shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullPath]);
}
