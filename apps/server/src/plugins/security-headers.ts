import fp from 'fastify-plugin';

/**
 * The policy the web app runs under (the browser suite runs with it). Scripts only from this
 * origin; inline styles are allowed because Ant Design injects its generated CSS as <style> tags.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * One year, subdomains included: sent when the portal's public address is https. The server itself
 * usually sits behind a TLS-terminating proxy and sees plain http, so the configured address decides,
 * not the request. Browsers ignore the header on plain http, and a deployment on http must never
 * pin itself to https.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Headers on every reply, page or call. */
export default fp(
  async (app) => {
    const https = /^https:\/\//i.test(app.config.publicBaseUrl);
    app.addHook('onSend', async (_req, reply) => {
      if (https) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
      reply.removeHeader('X-Powered-By');
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
