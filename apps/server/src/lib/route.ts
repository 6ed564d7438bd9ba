import type { ApiEnvelope, Endpoint, EndpointMethod, InputSchema } from '@tcm/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `route()`: the route was registered from its descriptor in @tcm/shared (the endpoints gate reads it). */
    fromEndpoint?: boolean;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a route's handler reads: the query (GET) or body (POST) as the endpoint's schema parsed it. */
export type EndpointRequest<M extends EndpointMethod, S extends InputSchema> = FastifyRequest<
  M extends 'GET' ? { Querystring: Parsed<S> } : { Body: Parsed<S> }
>;

/** The route's options: its config (who may call it, ownership), and the endpoint's schema itself where it has one. */
export type EndpointRouteOptions<S extends InputSchema> = { config?: FastifyContextConfig } & (S extends z.ZodType
  ? { schema: S }
  : { schema?: undefined });

export type EndpointHandler<M extends EndpointMethod, S extends InputSchema, R> = (
  req: EndpointRequest<M, S>,
  reply: FastifyReply,
) => Promise<ApiEnvelope<R>>;

/**
 * Registers a route from its descriptor in @tcm/shared (issue #19 §3): the method and path are the
 * descriptor's, the schema must be the one the descriptor names (its type is checked), and the
 * handler must answer the descriptor's type in the envelope. A path typed twice, a body of another
 * shape or an answer the web does not expect is then a type error.
 */
export function route<M extends EndpointMethod, S extends InputSchema, R>(
  app: FastifyInstance,
  endpoint: Endpoint<M, S, R>,
  options: EndpointRouteOptions<NoInfer<S>>,
  handler: EndpointHandler<M, NoInfer<S>, NoInfer<R>>,
): void {
  const input = options.schema as z.ZodType | undefined;
  const schema = input === undefined ? undefined : endpoint.method === 'GET' ? { querystring: input } : { body: input };
  app.route({ method: endpoint.method, url: endpoint.path, config: { ...options.config, fromEndpoint: true }, schema, handler: handler as unknown as RouteHandlerMethod });
}
