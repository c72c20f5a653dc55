import type { z } from 'zod';
import type { AdminPermission, AdminRole } from './enums.js';

/** Who may call an endpoint: anyone, a signed-in member, or a signed-in staff member. */
export type EndpointAuth = 'public' | 'member' | 'admin';

/**
 * Who may call an endpoint, as the server enforces it: its realm, and for staff the capability flag or
 * the roles it needs (spec §3). The server derives each route's guard from this, never by hand.
 */
export type EndpointAccess =
  | { auth: 'public' }
  | {
      auth: 'member';
      /** Staff holding this flag may call it too, e.g. a moderator deleting a creator's video. */
      staffPermission?: AdminPermission;
    }
  | StaffAccess;

/**
 * A staff endpoint says exactly one of: the flag it needs, the roles it allows, or that any signed-in staff
 * member may call it, so forgetting the rule is a type error rather than a route open to every role.
 */
export type StaffAccess =
  | {
      auth: 'admin';
      /** The flag a staff member needs. */
      permission: AdminPermission;
      roles?: never;
      anyStaff?: never;
    }
  | {
      auth: 'admin';
      /** The roles allowed, for routes gated by role rather than by a grantable flag. */
      roles: readonly AdminRole[];
      permission?: never;
      anyStaff?: never;
    }
  | {
      auth: 'admin';
      /** Every signed-in staff member, whatever their role (their own session, for example). */
      anyStaff: true;
      permission?: never;
      roles?: never;
    };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The parts of an endpoint every realm shares. */
export interface EndpointShape<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path under /api/v1 with `:name` parameters, e.g. `/activities/:id`. */
  path: string;
  summary: string;
  tags: readonly string[];
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  /** Schema of the success body; serialization strips anything it does not name. */
  response: TResponse;
  successStatus?: 200 | 201 | 202 | 204;
  /** Other statuses whose body is not the standard error body, e.g. a 503 health report. */
  alsoResponds?: Readonly<Record<number, z.ZodType>>;
  /** Largest accepted request body in bytes, when it differs from the server default. */
  bodyLimit?: number;
}

/** One API operation, shared by the server route and the web client. */
export type Endpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> = EndpointShape<TParams, TQuery, TBody, TResponse> & EndpointAccess;

/** Declares an endpoint and keeps its schema types for both sides. */
export function defineEndpoint<
  TParams extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TBody extends z.ZodType = z.ZodUndefined,
  TResponse extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<TParams, TQuery, TBody, TResponse>): Endpoint<TParams, TQuery, TBody, TResponse> {
  return endpoint;
}

/** Fills `:name` segments of an endpoint path, encoding each value. */
export function buildEndpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
