import { useMatches } from 'react-router';

/** §2 route metadata. */
export interface RouteMeta {
  /** Page title: the h1 and `<title> - 中药质量检测服务平台`. */
  title: string;
  /** Hides the header's account area and the nav bar. */
  hidden?: boolean;
  /** Whether the page needs a login; enforced in one place, routes/route-guard.tsx. */
  requireAuth?: boolean;
  /** Hides the footer (§2: the cart). */
  hideFooter?: boolean;
}

export interface RouteHandle {
  meta: RouteMeta;
}

const NO_META: RouteMeta = { title: '' };

function hasMeta(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** Meta of the deepest matched route. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (hasMeta(handle)) return handle.meta;
  }
  return NO_META;
}
