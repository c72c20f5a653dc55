import type { z } from 'zod';
import type { Endpoint, EndpointAuth, HttpMethod } from './endpoint.js';

/**
 * The zod-free part of an endpoint that a client needs to call it. `E` carries the endpoint's types only (it is
 * never set at run time), so a web bundle that imports routes never loads the schemas or zod.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: HttpMethod;
  /** Path under /api/v1 with `:name` parameters, e.g. `/activities/:id`. */
  readonly path: string;
  readonly auth: EndpointAuth;
  /** Types only: always undefined. */
  readonly endpointType?: E;
}

/** The endpoint behind a route, or the endpoint itself. */
export type EndpointOf<R> = R extends Endpoint ? R : R extends Route<infer E> ? E : never;

// The input and output types of an endpoint, or of a route, whose endpoint type each helper unwraps.
export type EndpointParams<E> = EndpointOf<E> extends Endpoint<infer P> ? z.input<P> : never;
export type EndpointQuery<E> = EndpointOf<E> extends Endpoint<z.ZodType, infer Q> ? z.input<Q> : never;
export type EndpointBody<E> =
  EndpointOf<E> extends Endpoint<z.ZodType, z.ZodType, infer B> ? z.input<B> : never;
export type EndpointResponse<E> =
  EndpointOf<E> extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
