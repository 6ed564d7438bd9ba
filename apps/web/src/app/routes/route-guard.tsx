import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { isLeavingPage } from '@/lib/navigation';
import { isLoggedIn, useSession } from '@/lib/session';
import { hasSignOnParams } from '../sign-on';
import { useRouteMeta } from './route-meta';

/**
 * The one place route meta `requireAuth` is enforced (and, issue #17, where an
 * initial password sends the account to 修改初始密码): a visitor on such a page
 * goes to /login with the page (path and query) as redirect. While the address
 * still carries sign-on parameters the check may yet sign them in, so the
 * guard waits (`pending`) instead of sending them away.
 */
export function RouteGuard({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const meta = useRouteMeta();
  const session = useSession();
  const location = useLocation();
  // Issue #17: a session with an initial password leads to changing it, from any page but the sign-in ones.
  if (session.mustChangePassword && isLoggedIn(session) && !meta.hidden) {
    return <Navigate to={paths.initPassword.getHref(location.pathname + location.search)} replace />;
  }
  if (!meta.requireAuth || isLoggedIn(session)) return children;
  if (hasSignOnParams(location.search) || isLeavingPage()) return pending;
  return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
}
