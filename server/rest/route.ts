// The shape of one documented REST call. The table of calls (routes.ts) is mounted by mount.ts and documented
// from the same definitions, so the API and its description cannot drift apart: the handler's result must be of
// the type of the route's response schema, and the document describes that schema.
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

/** Error statuses a call may answer beyond those every call may (400, 401, 403, 404, and 413 with a body). */
export type ExtraErrorStatus = 409 | 422 | 429;

export interface Route<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
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
  status?: 200 | 201;
  /**
   * The schema of the success answer (a response schema of server/rest/shapes, whose named parts become the
   * document's components). Required: an undocumented answer does not compile.
   */
  response: R;
  /** The answer's media type when it is not JSON (a file): its schema then describes the text. */
  mediaType?: string;
  /** Answers under other statuses, with their schemas (e.g. the 503 of /health); handlers return them as WithStatus. */
  otherResponses?: Partial<Record<200 | 503, z.ZodType>>;
  /** Set when the call is to be removed: what to use instead. Documented as a deprecated operation. */
  deprecated?: string;
  /** Error statuses beyond the shared ones. */
  errors?: ExtraErrorStatus[];
  handler(ctx: RequestContext, input: RouteInput<Q, B>): Promise<z.output<R> | WithStatus | FileResult>;
}

/** Keeps the types of one route's query, body and response while the table holds routes of every shape. */
export function route<Q extends z.ZodType = z.ZodNever, B extends z.ZodType = z.ZodNever, R extends z.ZodType = z.ZodType>(definition: Route<Q, B, R>): Route {
  return definition as unknown as Route;
}

/** A handler result with a status other than the route's usual one (one of the route's otherResponses). */
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
