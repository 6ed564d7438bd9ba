import fp from 'fastify-plugin';

/** Baseline headers on every reply; the full CSP arrives with the quality-gates issue. */
export default fp(
  async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.removeHeader('X-Powered-By');
    });
  },
  { name: 'security-headers' },
);
