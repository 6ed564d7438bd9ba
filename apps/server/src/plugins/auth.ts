import { OPERATOR_MESSAGES, ORDER_MESSAGES } from '@tcm/shared';
import fp from 'fastify-plugin';
import { BusinessError, LoginRequiredError } from '../lib/errors';
import type { OperatorContext } from '../modules/operators/service';
import { initialPasswordGate, requireSecondFactor } from '../modules/second-factor/session-gate';
import type { ActiveSession } from '../modules/sessions/service';
import type { StaffContext } from '../modules/staff/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, or null for a visitor. */
    session: ActiveSession | null;
    /** Set on `auth: 'institution'` routes: the staff member and the one institution it acts for. */
    staff: StaffContext | null;
    /** Set on `auth: 'operator'` routes: the platform operator. */
    operator: OperatorContext | null;
  }
  interface FastifyContextConfig {
    /**
     * 'member': a visitor (or a dead token) gets retcode 401. 'institution': also refused unless institution staff.
     * 'operator': also refused unless a platform operator.
     */
    auth?: 'member' | 'institution' | 'operator';
  }
}

const MAX_TOKEN_LENGTH = 200;

/**
 * §6: the session travels in the Token header only. The web client keeps it in a cookie, but the
 * server never reads that cookie: a cross-site link or form sends cookies and cannot send a header,
 * so no other site can act with a member's session (and the spec's GET deletions stay safe).
 */
function tokenFrom(headers: Record<string, string | string[] | undefined>): string | undefined {
  const header = headers.token;
  return typeof header === 'string' && header ? header : undefined;
}

/** §6: the caller is identified by the Token header (read from a cookie by the web client). */
export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorateRequest('staff', null);
    app.decorateRequest('operator', null);
    app.addHook('preValidation', async (request) => {
      const token = tokenFrom(request.headers);
      if (token && token.length <= MAX_TOKEN_LENGTH) {
        request.session = await app.services.sessions.resolve(app.db, token);
      }
      const auth = request.routeOptions.config?.auth;
      // Issue #17: a session with an initial password may only change it.
      request.session = initialPasswordGate(request.session, request.routeOptions.url, !!auth);
      if (auth && !request.session) throw new LoginRequiredError();
      if (auth === 'institution') {
        request.staff = await app.services.staff.resolve(request.session!.memberId);
        if (!request.staff) throw new BusinessError(ORDER_MESSAGES.staffOnly);
      }
      if (auth === 'operator') {
        request.operator = await app.services.operators.resolve(request.session!.memberId);
        if (!request.operator) throw new BusinessError(OPERATOR_MESSAGES.operatorOnly);
        // Issue #17 (MLPS level 3): the console needs a session that passed a second factor.
        requireSecondFactor(request.session!);
      }
    });
  },
  { name: 'auth' },
);

/** For handlers of `auth: 'member'` routes: the session the hook guaranteed. */
export function requireSession(session: ActiveSession | null): ActiveSession {
  if (!session) throw new LoginRequiredError();
  return session;
}

/** For handlers of `auth: 'institution'` routes: the staff context the hook guaranteed. */
export function requireStaff(staff: StaffContext | null): StaffContext {
  if (!staff) throw new BusinessError(ORDER_MESSAGES.staffOnly);
  return staff;
}

/** For handlers of `auth: 'operator'` routes: the operator context the hook guaranteed. */
export function requireOperator(operator: OperatorContext | null): OperatorContext {
  if (!operator) throw new BusinessError(OPERATOR_MESSAGES.operatorOnly);
  return operator;
}
