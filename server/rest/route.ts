// The shape of one documented REST call. The table of calls (routes.ts) is mounted by mount.ts and documented
// from the same definitions, so the API and its description cannot drift apart.
import type { z } from 'zod';
import type { RequestContext } from '../context.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteInput<Q, B> {
  params: Record<string, string>;
  query: Q;
  body: B;
}

export interface Route<Q = unknown, B = unknown> {
  method: Method;
  /** Below /api, with :name path parameters (e.g. /teams/:id/members). */
  path: string;
  summary: string;
  tag: string;
  /** Whether a signed-in user is required; otherwise visitors may call it and see public data. */
  auth: 'required' | 'optional';
  /** Coerces and checks the query string (values arrive as strings; repeated keys as arrays). */
  query?: z.ZodType<Q>;
  /** The body schema the service validates with, given here for documentation. */
  body?: z.ZodType;
  /** Success status (200 by default). */
  status?: 200 | 201 | 204;
  handler(ctx: RequestContext, input: RouteInput<Q, B>): Promise<unknown>;
}

/** Keeps the type parameters of one route while the table holds routes of every shape. */
export function route<Q = Record<string, never>, B = unknown>(definition: Route<Q, B>): Route {
  return definition as unknown as Route;
}

/** A handler result with a status other than the route's usual one (e.g. 503 from /health). */
export class WithStatus {
  readonly status: number;
  readonly body: object;
  constructor(status: number, body: object) {
    this.status = status;
    this.body = body;
  }
}

/** A handler result that is a file rather than JSON (e.g. a CSV export). */
export class FileResult {
  readonly body: string;
  readonly contentType: string;
  readonly filename: string;
  constructor(body: string, contentType: string, filename: string) {
    this.body = body;
    this.contentType = contentType;
    this.filename = filename;
  }
}
