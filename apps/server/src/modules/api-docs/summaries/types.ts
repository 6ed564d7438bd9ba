/**
 * One domain of the API documentation: its tag (the Chinese name the reference page groups the
 * calls under), what it holds, and each call's Chinese summary, keyed `METHOD path` as the server
 * registers it (`GET /files/:key`). The summaries live here, on the server: the shared endpoint
 * descriptors are two strings at run time on purpose (the web's first-load budget), so they carry
 * no text. test/gates/api-docs.test.ts fails when a registered call has no summary here, or a
 * summary names a call the server does not register.
 */
export interface DocDomain {
  tag: string;
  description: string;
  /** `METHOD path` → a summary, or [summary, a longer description] where a caller needs more. */
  calls: Readonly<Record<string, string | readonly [summary: string, description: string]>>;
}
