import { logisticsCalls as C, recogniseCourierQuerySchema } from '@tcm/shared';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { requireSession } from '../../plugins/auth';
import { KUAIDI100_CALLBACK_PATH } from './kuaidi100-client';
import { PUSH_MESSAGES, PUSH_PARAM_MAX, pushRefused } from './service';

/** A push's form body: param (up to PUSH_PARAM_MAX, form-encoded) and sign, with room for the encoding. */
const PUSH_BODY_LIMIT = 4 * PUSH_PARAM_MAX;

/**
 * POST /api/logistics/kuaidi100/callback: the aggregator's push (推送接口). No session — the
 * signature proves the sender; public, so it is rate-limited per address and its body bounded.
 * It takes the documented form body (application/x-www-form-urlencoded; this plugin's own parser)
 * and answers the documented body, never the envelope — also for a body it cannot read.
 */
const kuaidi100CallbackRoutes: FastifyPluginAsync = async (app) => {
  const { couriers } = app.services;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: PUSH_BODY_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'courier push failed');
      return reply.status(500).send(pushRefused(PUSH_MESSAGES.broken, '500'));
    }
    return reply.status(status).send(pushRefused(status === 413 ? PUSH_MESSAGES.tooLarge : PUSH_MESSAGES.malformed));
  });
  app.post(KUAIDI100_CALLBACK_PATH, { bodyLimit: PUSH_BODY_LIMIT }, async (req, reply) => reply.send(await couriers.receivePush(req.body, req.ip)));
};

/** Issue #22, ours: the courier of a tracking number (signed in), and the aggregator's pushes. */
const courierRoutes: FastifyPluginAsync = async (app) => {
  const { couriers } = app.services;
  // Not owner-scoped: it names no record; any signed-in member or staff may ask.
  route(app, C.recogniseCourier, { config: { auth: 'member' }, schema: recogniseCourierQuerySchema }, async (req) =>
    ok(await couriers.recognise(requireSession(req.session), req.query.trackingNo)),
  );
  await app.register(kuaidi100CallbackRoutes);
};
export default courierRoutes;
