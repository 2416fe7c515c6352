/**
 * Typed failures of every /api call. Machines keep `code` (never a translated sentence); views pick their own
 * copy from it, or show `message` where the spec says to show the server's text.
 */
export type ApiFailureCode =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  /** 409: the piece is no longer to be had (issue 26: reserved by another order, or sold). */
  | 'conflict'
  | 'validation'
  | 'rate-limited'
  | 'server'
  | 'unknown';

export interface ApiFailure {
  code: ApiFailureCode;
  /** HTTP status, when the server answered. */
  status?: number;
  /** The server's `detail`, or its whole answer when that had none of `detail`, `message`, `errors`. */
  detail?: string;
  /** Human text: detail, else the server's message, else the joined field errors, else the transport text. */
  message: string;
  /** Field name → messages, as the server sent them. */
  errors?: Record<string, string[]>;
  /** A refusal's `Retry-After`, in seconds (a 429 says how long to wait; issue 22 item 5). */
  retryAfterS?: number;
}

/** Part 1 §8 "Transport". */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const TIMEOUT_ERROR_MESSAGE = 'Request timeout. Please try again.';
export const UNKNOWN_ERROR_MESSAGE = 'Произошла неизвестная ошибка';

/** What every fetcher throws: an Error (stack, `instanceof`) that carries the normalised failure. */
export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

function codeForStatus(status: number): ApiFailureCode {
  if (status === 400) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'unknown';
}

const errorName = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : undefined;

function codeForError(error: unknown): ApiFailureCode {
  const name = errorName(error);
  // client.ts turns its own timer into a TimeoutError and a caller's abort into an AbortError, so the two differ.
  if (name === 'TimeoutError') return 'timeout';
  if (name === 'AbortError') return 'aborted';
  // fetch() rejects with a TypeError ("Failed to fetch", "Load failed", "fetch failed") when no answer arrives.
  if (error instanceof TypeError) return 'network';
  return 'unknown';
}

function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === 'string') return error || undefined;
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A server field as text; an empty one counts as absent. */
const toText = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

/** `{field: [..]}`, tolerating a single string per field. */
function toFieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    out[field] = list.map((m) => toText(m)).filter((m): m is string => m !== undefined);
  }
  return out;
}

/** Joined as the generic error box joins them (src/ui/ErrorBox/errorText.ts). */
const joinFieldErrors = (errors: Record<string, string[]> | undefined): string | undefined => {
  const joined = errors ? Object.values(errors).flat().filter(Boolean).join('; ') : '';
  return joined || undefined;
};

/**
 * Part 1 §8 "Transport", in its order. Server data with `detail`, `message` or `errors` is used as is; any other
 * object becomes a JSON-string `detail`; plain text becomes `detail`. Without server data: a network failure,
 * a timeout, else the error's own message, else "Произошла неизвестная ошибка".
 * Pass an ApiFailure's ApiError back in and you get the same failure.
 */
export function normalizeError(input: { status?: number; body?: unknown; error?: unknown; retryAfter?: string | null }): ApiFailure {
  const { status, body, error } = input;
  if (error instanceof ApiError) return error.failure;

  const code: ApiFailureCode = status !== undefined ? codeForStatus(status) : codeForError(error);

  let detail: string | undefined;
  let serverMessage: string | undefined;
  let errors: Record<string, string[]> | undefined;
  if (isRecord(body) && ('detail' in body || 'message' in body || 'errors' in body)) {
    detail = toText(body.detail);
    serverMessage = toText(body.message);
    errors = toFieldErrors(body.errors);
  } else if (typeof body === 'string') {
    detail = body.trim() === '' ? undefined : body;
  } else if (body !== undefined && body !== null) {
    detail = typeof body === 'object' ? JSON.stringify(body) : String(body);
  }

  const transport =
    code === 'network' ? NETWORK_ERROR_MESSAGE : code === 'timeout' ? TIMEOUT_ERROR_MESSAGE : (errorMessage(error) ?? UNKNOWN_ERROR_MESSAGE);

  const failure: ApiFailure = { code, message: detail ?? serverMessage ?? joinFieldErrors(errors) ?? transport };
  if (status !== undefined) failure.status = status;
  if (detail !== undefined) failure.detail = detail;
  if (errors !== undefined) failure.errors = errors;
  const wait = retryAfterSeconds(input.retryAfter);
  if (wait !== null) failure.retryAfterS = wait;
  return failure;
}

/** `Retry-After` as seconds: its delay-seconds form, or its HTTP-date form counted from now (RFC 9110 §10.2.3). */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Any thrown value as a failure: what a machine's `onError` hands to its assign. */
export const toApiFailure = (error: unknown): ApiFailure => normalizeError({ error });
