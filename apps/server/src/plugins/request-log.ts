import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { routeOf } from '../lib/route-of';

/**
 * Issue #24: one JSON line per request — request id, method, route (the pattern, never the URL:
 * a signed link's `sig`, a search's words stay out), status, duration, the signed-in member and
 * the address — instead of Fastify's "incoming request" / "request completed" pair. Nothing of a
 * request's headers or body is logged, so no token, password, code or ID number can be; `redact`
 * guards the objects other log lines carry (a failed query's `detail` repeats the row's values).
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an upstream id may look like: nginx's `$request_id` (32 hex digits), a UUID, and the like. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Probes (load balancer, Prometheus) that succeed are logged at `debug`: their lines would drown the rest. A failed or refused one is not. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export const REDACTED_PATHS = [
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
  ...['password', 'newPassword', 'oldPassword', 'confirmPassword', 'smsCode', 'idCard', 'token', 'accessToken'].flatMap((k) => [k, `*.${k}`]),
  'err.detail',
];

/**
 * The request's id: the proxy's `X-Request-Id` when a proxy is trusted (TRUST_PROXY) and the value
 * is short and plain, so one id follows a request from nginx's log into ours; otherwise a new one.
 */
export function requestIdGenerator(behindProxy: boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    const given = behindProxy ? raw.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID().replaceAll('-', '');
  };
}

const ms = (elapsed: number) => Math.round(elapsed * 10) / 10;

/** What the line says of the request itself. */
function requestFields(request: FastifyRequest) {
  const memberId = request.session?.memberId;
  return { method: request.method, route: routeOf(request), ...(memberId === undefined ? {} : { memberId }), ip: request.ip };
}

/** Fastify's request logging, reduced to the one line at the end of each request. */
class RequestLineController extends LogController {
  override incomingRequest(): void {}

  /** The request line says it (route "(fallback)", status 404); Fastify's would name the raw URL. */
  override routeNotFound(): void {}

  /** A stream the caller closed is the "request aborted" line; other stream failures keep Fastify's warning. */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') super.streamError(error, request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const { method, route, ...who } = requestFields(request);
    const line = { method, route, status: reply.statusCode, durationMs: ms(reply.elapsedTime), ...who };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else if (PROBES.has(route) && reply.statusCode < 400) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}

/** A request in another log line (Fastify's error paths): its method and route, never its URL or headers. */
function requestSummary(req: FastifyRequest | IncomingMessage): { method?: string; route?: string } {
  if ('routeOptions' in req) return { method: req.method, route: routeOf(req) };
  return { method: req.method };
}

/** Fastify's logger options: level, destination, redaction, the request line and the request id. */
export function loggingOptions(config: AppConfig, stream?: NodeJS.WritableStream) {
  return {
    logger: {
      level: config.logLevel,
      redact: REDACTED_PATHS,
      serializers: { req: requestSummary },
      ...(stream ? { stream } : {}),
    },
    logController: new RequestLineController(),
    genReqId: requestIdGenerator(config.trustProxy !== false),
  };
}

/** Every answer names its request id, which the operator finds in the log; an aborted request is logged too. */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    // A caller that goes away before the answer ends (a closed page's live stream) gets its line too.
    app.addHook('onRequestAbort', (request, done) => {
      request.log.info({ ...requestFields(request), aborted: true }, 'request aborted');
      done();
    });
  },
  { name: 'request-id' },
);
