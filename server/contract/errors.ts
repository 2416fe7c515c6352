/**
 * The contract's failures (openapi.yaml's error shape), which services and repositories throw and the one error
 * handler (server/http/errors.ts) answers. They name a status and the words, never how the answer is sent, so the
 * domain throws them without importing anything of HTTP.
 */

/**
 * The spec's error shape (part 1 §3 "Error shape: detail, message, or an errors map"): every failure the API
 * answers has `detail`, and `errors` (field → messages) when fields are at fault. 5xx never carry internals.
 */
export interface ErrorBody {
  detail: string;
  errors?: Record<string, string[]>;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
    /** Other members of the operation's error body (the catalogue import's `problems`), sent beside `detail`. */
    readonly more?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a minute.';

/** A 429 that also tells the client when to come back: the error handler sends `Retry-After` (openapi.yaml TooManyRequests). */
export class RateLimited extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, TOO_MANY_REQUESTS);
  }
}

export const notFound = (what = 'Not found.') => new HttpError(404, what);
export const badRequest = (detail: string, errors?: Record<string, string[]>) => new HttpError(400, detail, errors);
