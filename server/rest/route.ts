// The shape of one documented REST call. The table of calls (routes.ts) is mounted by mount.ts and documented
// from the same definitions, so the API and its description cannot drift apart.
import type { z } from 'zod';
import type { RequestContext } from '../context.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a handler receives: path parameters, and the query and body under the command's (camelCase) names. */
export interface RouteInput<Q extends z.ZodType, B extends z.ZodType> {
  params: Record<string, string>;
  /** The query string as sent, renamed (values are strings, repeated keys arrays): the service validates it. */
  query: z.input<Q>;
  /** The JSON body as sent, renamed: the service validates it. */
  body: z.input<B>;
}

export interface Route<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  method: Method;
  /** Below /api, with :name path parameters (e.g. /teams/:id/members). */
  path: string;
  summary: string;
  tag: string;
  /** Whether a signed-in user is required; otherwise visitors may call it and see public data. */
  auth: 'required' | 'optional';
  /**
   * The schema of the command the query string is for. Its fields' snake_case names are the query parameters
   * (documented from it); the edge renames them to the schema's names and the service validates the values.
   */
  query?: Q;
  /** The body's command schema, in the same way. */
  body?: B;
  /** Success status (200 by default). */
  status?: 200 | 201 | 204;
  handler(ctx: RequestContext, input: RouteInput<Q, B>): Promise<unknown>;
}

/** Keeps the types of one route's query and body while the table holds routes of every shape. */
export function route<Q extends z.ZodType = z.ZodNever, B extends z.ZodType = z.ZodNever>(definition: Route<Q, B>): Route {
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
