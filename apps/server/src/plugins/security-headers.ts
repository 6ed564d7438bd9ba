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

/** Headers on every reply, page or call. */
export default fp(
  async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
      reply.removeHeader('X-Powered-By');
    });
  },
  { name: 'security-headers' },
);
