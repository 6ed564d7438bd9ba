/**
 * Route options every route may declare in its `config`. A route that reads or changes one
 * member's (or one institution's) data says `ownerScoped: true`; the ownership matrix test
 * (test/gates/ownership.test.ts) then requires a row for it, proving that another user and a
 * visitor are refused.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    ownerScoped?: boolean;
  }
}

export const OWNER_SCOPED = { ownerScoped: true } as const;
