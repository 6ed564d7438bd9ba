import { SECURITY_SECOND_FACTOR_MESSAGES as M } from '@tcm/shared';
import { BusinessError } from '../../lib/errors';
import type { ActiveSession } from '../sessions/service';

/** What a session signed in with an initial password may still call (issue #17). */
const OPEN_WITH_INITIAL_PASSWORD: ReadonlySet<string> = new Set(['/api/auth/changePassword', '/api/auth/logout', '/api/sysMember/getMemberDetail']);

/**
 * A session with an initial password: a call that needs a session is refused (retcode 0, 请先修改初始
 * 密码) unless it is one of the three above; a public call goes on as a visitor's. Answers the session
 * the request keeps.
 */
export function initialPasswordGate(session: ActiveSession | null, routeUrl: string | undefined, needsSession: boolean): ActiveSession | null {
  if (!session?.passwordChangeRequired || (routeUrl && OPEN_WITH_INITIAL_PASSWORD.has(routeUrl))) return session;
  if (needsSession) throw new BusinessError(M.mustChangePassword);
  return null;
}

/** MLPS level 3: the operator console only for a session that passed a second factor. */
export function requireSecondFactor(session: ActiveSession): void {
  if (!session.secondFactor) throw new BusinessError(M.required);
}
