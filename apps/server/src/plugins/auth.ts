import { TOKEN_COOKIE } from '@tcm/shared';
import fp from 'fastify-plugin';
import { LoginRequiredError } from '../lib/errors';
import type { ActiveSession } from '../modules/sessions/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, or null for a visitor. */
    session: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /** 'member': a visitor (or a dead token) gets retcode 401. */
    auth?: 'member';
  }
}

const MAX_TOKEN_LENGTH = 200;

function tokenFrom(headers: Record<string, string | string[] | undefined>): string | undefined {
  const header = headers.token;
  if (typeof header === 'string' && header) return header;
  const cookie = headers.cookie;
  if (typeof cookie !== 'string') return undefined;
  const hit = cookie.split(';').map((p) => p.trim()).find((p) => p.startsWith(`${TOKEN_COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(TOKEN_COOKIE.length + 1)) : undefined;
}

/** §6: the caller is identified by the Token header (read from a cookie by the web client). */
export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.addHook('preValidation', async (request) => {
      const token = tokenFrom(request.headers);
      if (token && token.length <= MAX_TOKEN_LENGTH) {
        request.session = await app.services.sessions.resolve(app.db, token);
      }
      if (request.routeOptions.config?.auth === 'member' && !request.session) throw new LoginRequiredError();
    });
  },
  { name: 'auth' },
);

/** For handlers of `auth: 'member'` routes: the session the hook guaranteed. */
export function requireSession(session: ActiveSession | null): ActiveSession {
  if (!session) throw new LoginRequiredError();
  return session;
}
