import { LIVE_STREAM_PATH } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { requireSession } from '../../plugins/auth';

/** Last-Event-ID is at most an id we made (`<epoch>-<seq>`); anything longer is not looked at. */
const MAX_EVENT_ID_LENGTH = 64;

/**
 * Issue #22: GET /api/live/stream — one Server-Sent Events stream per signed-in tab, authenticated
 * by the Token header like every call (the web opens it with fetch, so the token is never in a URL);
 * without a live session the auth hook answers the usual 401 envelope. Plain SSE over Fastify's
 * reply: the format is a few lines of text, and a stream payload keeps Fastify's hooks and its
 * clean-up when the client goes away.
 */
const liveRoutes: FastifyPluginAsync = async (app) => {
  const { live } = app.services;

  app.get(LIVE_STREAM_PATH, { config: { auth: 'member', stream: true } }, async (req, reply) => {
    const viewer = await live.viewerOf(requireSession(req.session));
    const header = req.headers['last-event-id'];
    const lastEventId = typeof header === 'string' && header.length <= MAX_EVENT_ID_LENGTH ? header : undefined;
    const stream = live.open(viewer, lastEventId);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      // Nothing between here and the browser may keep, transform (compress) or buffer the events (nginx: X-Accel-Buffering).
      .header('cache-control', 'no-cache, no-store, no-transform')
      .header('x-accel-buffering', 'no')
      // The connection carries this one reply: once a stream ends (logout, shutdown) its socket closes
      // too, instead of idling as keep-alive and holding up the server's close.
      .header('connection', 'close')
      .send(stream);
  });
};

export default liveRoutes;
