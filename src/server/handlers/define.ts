import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '#generated/api';
import type { SuccessBody } from '#server/envelope.js';

type Op<K extends keyof operations> = operations[K];
type Content<R> = R extends { content: infer C } ? C : never;
type BodyOf<K extends keyof operations> = Op<K> extends { requestBody?: infer R }
  ? Content<NonNullable<R>> extends infer C
    ? C extends { 'application/json': infer B }
      ? B
      : C extends { 'multipart/form-data': infer B }
        ? B
        : unknown
    : unknown
  : unknown;
type QueryOf<K extends keyof operations> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : unknown;
type ParamsOf<K extends keyof operations> = Op<K>['parameters'] extends { path?: infer P } ? NonNullable<P> : unknown;

export type OperationRequest<K extends keyof operations> = FastifyRequest<{
  Body: BodyOf<K>;
  Querystring: QueryOf<K>;
  Params: ParamsOf<K>;
}>;

/** Per-IP rate limit classes (plugins/rate-limit.ts): `auth` for sign-in, sign-up, codes and passwords; `forms` for the public forms. */
export type RateLimitClass = 'auth' | 'forms';

export interface HandlerOptions {
  rateLimit?: RateLimitClass;
}

export interface HandlerDefinition<K extends keyof operations = keyof operations> extends HandlerOptions {
  operationId: K;
  handler: (request: OperationRequest<K>, reply: FastifyReply) => Promise<SuccessBody<K>>;
}

/**
 * Binds a handler to an operationId of the contract. Inputs and the answer are typed from generated/api.d.ts;
 * fastify-openapi-glue has already validated the request against the spec when the handler runs.
 */
export const defineHandler = <K extends keyof operations>(
  operationId: K,
  handler: HandlerDefinition<K>['handler'],
  options: HandlerOptions = {},
): HandlerDefinition<keyof operations> => ({ operationId, handler, ...options }) as unknown as HandlerDefinition<keyof operations>;

/** A handler with its types erased, as the route table holds it. */
export interface BoundHandler extends HandlerOptions {
  operationId: string;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

// Each definition is checked against its own operation above; the table only needs the erased shape.
export const bind = (...definitions: HandlerDefinition<keyof operations>[]): BoundHandler[] =>
  definitions as unknown as BoundHandler[];
