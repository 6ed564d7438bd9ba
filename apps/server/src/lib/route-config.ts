/**
 * Route options every route may declare in its `config`. A route that reads or changes one
 * member's (or one institution's) data says `ownerScoped: true`; the ownership matrix test
 * (test/gates/ownership.test.ts) then requires a row for it, proving that another user and a
 * visitor are refused.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    ownerScoped?: boolean;
    /**
     * Issue #22: the route answers a stream that stays open (Server-Sent Events), not an envelope.
     * The gates that call every route through app.inject — which waits for the reply's end — leave
     * it to its own tests (test/live-stream.test.ts).
     */
    stream?: boolean;
    /**
     * Issue #24: the route belongs to the API documentation (/api/docs: its page, assets and the
     * OpenAPI document), not to the API. It answers HTML, scripts or the document, never the
     * envelope, so the gates that call every call leave it to test/gates/api-docs.test.ts.
     */
    apiDocs?: boolean;
  }
}

export const OWNER_SCOPED = { ownerScoped: true } as const;
