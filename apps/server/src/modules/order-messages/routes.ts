import { ORDER_THREAD_MESSAGES, adminOrderMessagesQuerySchema, orderMessageCalls as C, orderMessagesQuerySchema, postOrderMessageBodySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession, requireStaff } from '../../plugins/auth';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

const MEMBER_OWNED = { auth: 'member', ...OWNER_SCOPED } as const;
/** Staff of one institution, on that institution's orders only. */
const STAFF = { auth: 'institution', ...OWNER_SCOPED } as const;

/** Issue #22, the thread on every order: the member's, the institution staff's and the operators' (read-only, audited) calls. */
const orderMessageRoutes: FastifyPluginAsync = async (app) => {
  const { orderMessages } = app.services;

  route(app, C.getMessages, { config: MEMBER_OWNED, schema: orderMessagesQuerySchema }, async (req) =>
    ok(await orderMessages.ofMember(requireSession(req.session).memberId, req.query.orderId)),
  );
  route(app, C.postMessage, { config: MEMBER_OWNED, schema: postOrderMessageBodySchema }, async (req) =>
    ok(await orderMessages.postAsMember(requireSession(req.session).memberId, req.body), ORDER_THREAD_MESSAGES.posted),
  );
  route(app, C.institutionGetMessages, { config: STAFF, schema: orderMessagesQuerySchema }, async (req) =>
    ok(await orderMessages.ofInstitution(requireStaff(req.staff), req.query.orderId)),
  );
  route(app, C.institutionPostMessage, { config: STAFF, schema: postOrderMessageBodySchema }, async (req) =>
    ok(await orderMessages.postAsStaff(requireStaff(req.staff), req.body), ORDER_THREAD_MESSAGES.posted),
  );
  // Any order's thread, for a dispute: the read is written to the audit log.
  route(app, C.adminGetOrderMessages, { config: OPERATOR_ONLY, schema: adminOrderMessagesQuerySchema }, async (req) =>
    ok(await orderMessages.ofOperator(actorOf(req), req.query), ORDER_THREAD_MESSAGES.readAudited),
  );
};
export default orderMessageRoutes;
