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
  /**
   * false: a page that opens only from another (a detail page needs its ?id=, the checkout a
   * cart, 找回密码 the login form), so the site map leaves it out with the signed-in pages.
   */
  sitemap?: false;
}

/**
 * The section frame a page sits in: the personal centre's menu inside the portal, or a
 * console (the institution workbench, the operator console) that replaces the portal's header, nav bar and footer.
 */
export type RouteFrame = 'pcenter' | 'workbench' | 'admin';
const CONSOLE_FRAMES: readonly RouteFrame[] = ['workbench', 'admin'];

export interface RouteHandle {
  meta: RouteMeta;
  frame?: RouteFrame;
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

/** Whether the deepest matched route sits in a console frame (no portal header, nav bar or footer). */
export function useIsConsole(): boolean {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  return hasMeta(handle) && handle.frame !== undefined && CONSOLE_FRAMES.includes(handle.frame);
}
