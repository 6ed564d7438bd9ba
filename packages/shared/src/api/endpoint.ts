import type { z } from 'zod';
import type { ApiGetPath, ApiPostPath } from './paths.generated';

/**
 * One call of the API, defined once for both sides (issue #19 §3, STYLE rule 15): its method, its
 * path, the zod schema the server checks its query (GET) or body (POST) with, and what it answers in
 * the envelope's `data`. The schema and the answer are types only — a descriptor is two strings at
 * run time, so a web page that calls it does not carry zod. The server registers the route from the
 * descriptor with the schema of exactly that type (`route()` in apps/server/src/lib/route.ts); the
 * web calls it through `call()` (apps/web/src/lib/call.ts), which types the input from the schema and
 * the answer from the descriptor.
 *
 * The paths are the ones the server registers (`paths.generated.ts`): a descriptor naming a path the
 * server does not have fails `npm run typecheck`.
 */
export interface Endpoint<M extends EndpointMethod = EndpointMethod, S extends InputSchema = InputSchema, R = unknown> {
  readonly method: M;
  readonly path: M extends 'GET' ? ApiGetPath : ApiPostPath;
  /** Type only, never set: the schema of the query or body (`undefined` for a call that takes none). */
  readonly schema?: S;
  /** Type only, never set: the envelope's `data` on success. */
  readonly answer?: R;
}

export type EndpointMethod = 'GET' | 'POST';
/** A zod schema, or `undefined` for a call that takes no input. */
export type InputSchema = z.ZodType | undefined;

/** What the caller sends: the schema's input (before defaults and coercion); nothing for a call without a schema. */
export type EndpointInput<E> = E extends Endpoint<EndpointMethod, infer S, unknown> ? (S extends z.ZodType ? z.input<S> : undefined) : never;
/** What the server's handler reads, once checked: the schema's output. */
export type EndpointParsed<E> = E extends Endpoint<EndpointMethod, infer S, unknown> ? (S extends z.ZodType ? z.output<S> : undefined) : never;
/** The envelope's `data` on success. */
export type EndpointAnswer<E> = E extends Endpoint<EndpointMethod, InputSchema, infer R> ? R : never;

// Both builders are marked free of side effects, so the bundler drops the descriptors a page never uses.
/** A GET call: `getEndpoint<typeof querySchema, Answer>('/api/…')`; `getEndpoint<undefined, Answer>` for one without a query. */
/*#__NO_SIDE_EFFECTS__*/
export function getEndpoint<S extends InputSchema, R>(path: ApiGetPath): Endpoint<'GET', S, R> {
  return { method: 'GET', path };
}

/** A POST call: `postEndpoint<typeof bodySchema, Answer>('/api/…')`; `postEndpoint<undefined, Answer>` for one without a body. */
/*#__NO_SIDE_EFFECTS__*/
export function postEndpoint<S extends InputSchema, R>(path: ApiPostPath): Endpoint<'POST', S, R> {
  return { method: 'POST', path };
}
