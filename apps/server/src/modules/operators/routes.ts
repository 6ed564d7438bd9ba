import { consoleCalls as C } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { requireSession } from '../../plugins/auth';

/**
 * Ours: which consoles the signed-in account may open (the web shows the workbench and
 * operator entries from it; every console call still checks the role itself).
 */
const consoleRoutes: FastifyPluginAsync = async (app) => {
  const { staff, operators } = app.services;
  route(app, C.getMyRoles, { config: { auth: 'member' } }, async (req) => {
    const { memberId } = requireSession(req.session);
    const [staffOf, operator] = await Promise.all([staff.resolve(memberId), operators.resolve(memberId)]);
    return ok({
      operator: operator !== null,
      institution: staffOf ? { id: staffOf.institutionId, name: staffOf.institutionName } : null,
    });
  });
};
export default consoleRoutes;
