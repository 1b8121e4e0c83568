import type { Writable } from 'node:stream';
import type { z } from 'zod';
import type { RequestContext } from '../platform/auth/index.js';
import type { MultipartLimits, UploadedFile } from '../platform/uploads/index.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route of the REST façade. Input is validated with `query`/`body` before `handle` runs, and
 * `handle` calls the same service method as the route's GraphQL twin; `data` documents the answer.
 */
export interface RestRoute<Query extends z.ZodType = z.ZodType, Body extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Path below /api, e.g. `/channel/get`. */
  path: string;
  summary: string;
  tag: string;
  query?: Query;
  body?: Body;
  data: z.ZodType;
  /**
   * A POST that only reads (the original apps post lists and details too). Every other POST, PUT or DELETE that
   * passes a staff permission check is recorded in the audit log as a staff action.
   */
  reads?: true;
  /** `code` of a successful answer when a route's clients expect another than 1 (the spec's phone login: 200). */
  successCode?: number;
  /**
   * Set for an upload route: the request is `multipart/form-data`, its text fields are validated by
   * `body` and its files handed to `handle` as `files` (not yet checked: pass them to ImageStore).
   */
  multipart?: MultipartLimits;
  handle(
    ctx: RequestContext,
    input: { query: z.infer<Query>; body: z.infer<Body>; files: UploadedFile[] },
  ): Promise<unknown>;
}

/**
 * What a download route's `handle` answers instead of data: the router sends the bytes as an attachment
 * rather than an envelope (errors before it still answer the envelope).
 */
export class FileAnswer {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly bytes: Buffer,
  ) {}
}

/**
 * A download too large to hold in memory (a catalog export): the router sets the attachment headers and `write`
 * streams the bytes into the response. An error after the first bytes can only cut the download short.
 */
export class StreamAnswer {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly write: (out: Writable) => Promise<void>,
  ) {}
}

/** Keeps each route's input types tied to its schemas. */
export function defineRoute<Query extends z.ZodType = z.ZodType, Body extends z.ZodType = z.ZodType>(
  route: RestRoute<Query, Body>,
): RestRoute {
  return route as unknown as RestRoute;
}
