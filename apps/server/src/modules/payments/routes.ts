import { PAYMENT_ADMIN_PATHS, PAYMENT_MESSAGES, adminPaymentQuerySchema, adminReconciliationQuerySchema, onlinePaymentSettingBodySchema, orderPaymentQuerySchema, payOnlineBodySchema, paymentCalls as C, refundBodySchema, retryRefundBodySchema } from '@tcm/shared';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession, requireStaff } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { OPERATOR_ONLY } from '../audit/actor';
import { staffActorOf } from '../staff/actor';
import { ALIPAY_NOTIFY_PATH } from './alipay-gateway';
import { NOTIFY_ANSWERS } from './notify-handler';
import { WECHAT_NOTIFY_PATH } from './wechat-gateway';

const MEMBER_OWNED = { auth: 'member', ...OWNER_SCOPED } as const;
const STAFF = { auth: 'institution', ...OWNER_SCOPED } as const;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A notification is a few kilobytes; anything larger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * The gateways' notify URLs. No session — the signature proves the sender. The body is kept as the
 * exact text received (WeChat signs the bytes; Alipay's form is parsed by its adapter), and the
 * answer is the gateway's own body, never the envelope — also for a body it cannot read.
 */
const notifyRoutes: FastifyPluginAsync = async (app) => {
  const { paymentNotices } = app.services;
  for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
    app.removeContentTypeParser(type);
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) => done(null, body));
  }
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'payment notification failed');
    const answer = NOTIFY_ANSWERS[request.url.startsWith(WECHAT_NOTIFY_PATH) ? 'wechat' : 'alipay'](false);
    // A body it cannot take (too large, unreadable) is refused with its own status, in the gateway's words.
    return reply.status(status >= 500 ? 500 : status).type(answer.contentType).send(answer.body);
  });
  for (const [path, channel] of [[ALIPAY_NOTIFY_PATH, 'alipay'], [WECHAT_NOTIFY_PATH, 'wechat']] as const) {
    app.post(path, { bodyLimit: NOTIFY_BODY_LIMIT }, async (req, reply) => {
      const answer = await paymentNotices(channel, { headers: req.headers, rawBody: typeof req.body === 'string' ? req.body : '' });
      return reply.status(answer.status).type(answer.contentType).send(answer.body);
    });
  }
};

/** Issue #23: online payment (the member's), refunds and the setting (the institution's), the gateways' notifications. */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  const { payments } = app.services;
  route(app, C.getPayment, { config: MEMBER_OWNED, schema: orderPaymentQuerySchema }, async (req) => ok(await payments.ofMember(requireSession(req.session).memberId, req.query.orderId)));
  route(app, C.payOnline, { config: MEMBER_OWNED, schema: payOnlineBodySchema }, async (req) =>
    ok(await payments.precreate(requireSession(req.session).memberId, req.body), PAYMENT_MESSAGES.precreated),
  );
  route(app, C.institutionGetPayment, { config: STAFF, schema: orderPaymentQuerySchema }, async (req) => ok(await payments.ofInstitution(requireStaff(req.staff), req.query.orderId)));
  route(app, C.refund, { config: STAFF, schema: refundBodySchema }, async (req) => {
    const { state, failed } = await payments.refund(staffActorOf(req), req.body);
    return ok(state, failed ? PAYMENT_MESSAGES.refundFailed : PAYMENT_MESSAGES.refundAccepted);
  });
  route(app, C.retryRefund, { config: STAFF, schema: retryRefundBodySchema }, async (req) => {
    const { state, failed } = await payments.retryRefund(staffActorOf(req), req.body);
    return ok(state, failed ? PAYMENT_MESSAGES.refundFailed : PAYMENT_MESSAGES.refundRetried);
  });
  // Not owner-scoped by a parameter: both read or change the signed-in staff member's own institution only.
  route(app, C.getOnlinePayment, { config: { auth: 'institution' } }, async (req) => ok(await payments.setting(requireStaff(req.staff))));
  route(app, C.setOnlinePayment, { config: { auth: 'institution' }, schema: onlinePaymentSettingBodySchema }, async (req) =>
    ok(await payments.setAccepts(staffActorOf(req), req.body.accepts), PAYMENT_MESSAGES.settingSaved),
  );
  // Operators: a day's payments, and its reconciliation workbook (a file, so by hand rather than from a descriptor).
  const { paymentAdmin } = app.services;
  route(app, C.adminQueryPayments, { config: OPERATOR_ONLY, schema: adminPaymentQuerySchema }, async (req) => ok(await paymentAdmin.query(req.query)));
  app.withTypeProvider<ZodTypeProvider>().get(PAYMENT_ADMIN_PATHS.reconciliation, { config: OPERATOR_ONLY, schema: { querystring: adminReconciliationQuerySchema } }, async (req, reply) => {
    const { fileName, file } = await paymentAdmin.reconciliation(req.query.day);
    reply.header('Content-Type', XLSX_MIME);
    reply.header('Content-Disposition', `attachment; filename="reconciliation.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(file);
  });
  await app.register(notifyRoutes);
};
export default paymentRoutes;
