import createClient, { type Middleware } from 'openapi-fetch';
import { TIMEOUT_ERROR_MESSAGE } from './errors.ts';
import type { paths } from '../../kernel/schema.d.ts';
import { readTokens } from './tokens.ts';

export type ApiLocale = 'ru' | 'en';

/** Part 1 §9 "Request timeout". */
export const REQUEST_TIMEOUT_MS = 10_000;
export { ACCESS_TOKEN_KEY } from './tokens.ts';

let currentLocale: ApiLocale = 'ru';

/** The language every call asks for (`Accept-Language`); the i18n start-up and the language toggle set it. */
export function setApiLocale(locale: ApiLocale): void {
  currentLocale = locale;
}

export const getApiLocale = (): ApiLocale => currentLocale;

const readAccessToken = (): string | null => readTokens().access;

/**
 * Answers a 401 for a request sent with `staleAccess`: resolves with the access token to retry with, or null when
 * the session cannot be renewed. The session machine provides it (`setTokenRefresher`); it refreshes once even
 * when many calls fail together, and across tabs.
 */
export type TokenRefresher = (staleAccess: string) => Promise<string | null>;
let refresher: TokenRefresher | null = null;

export function setTokenRefresher(next: TokenRefresher | null): void {
  refresher = next;
}

/** A request marked with this header gets no refresh-and-retry (the refresh call itself). Never sent. */
export const SKIP_REFRESH_HEADER = 'X-Skip-Refresh';

/** Bearer token and language on every request; a header the caller set explicitly wins. */
const sessionHeaders: Middleware = {
  onRequest({ request }) {
    const token = readAccessToken();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', currentLocale);
  },
};

/**
 * One signal that aborts when any of `signals` does, with that signal's reason. `AbortSignal.any` where the
 * platform has it (Chrome 116, Safari 17.4, Firefox 124, Node 20.3); older browsers get listeners that
 * `dispose` removes, so a long-lived caller signal does not collect one listener per request.
 */
export function anySignal(signals: readonly AbortSignal[]): { signal: AbortSignal; dispose: () => void } {
  if (typeof AbortSignal.any === 'function') return { signal: AbortSignal.any([...signals]), dispose: () => {} };
  const controller = new AbortController();
  const cleanups: (() => void)[] = [];
  const dispose = () => cleanups.splice(0).forEach((cleanup) => cleanup());
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    const onAbort = () => {
      controller.abort(signal.reason);
      dispose();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    cleanups.push(() => signal.removeEventListener('abort', onAbort));
  }
  if (controller.signal.aborted) dispose();
  return { signal: controller.signal, dispose };
}

/**
 * Where requests go: the network (`globalThis.fetch`, looked up per call) unless a transport is set — the server's
 * renderer sets one that answers in-process (issue 16 §1), so a server render makes no network call.
 */
export type ApiTransport = (request: Request, init: { signal: AbortSignal }) => Promise<Response>;
let transport: ApiTransport | null = null;

export function setApiTransport(next: ApiTransport | null): void {
  transport = next;
}

/** Statuses whose Response must be built without a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * fetch with the 10 s timeout combined with the caller's signal (the request's own, from openapi-fetch's
 * `signal` option), so a machine leaving its state aborts the call. The body is read inside the same timer,
 * so a stalled download times out too. The two endings stay distinguishable for normalizeError: the timer
 * gives a `TimeoutError`, the caller an `AbortError`, whatever reason either was given.
 * `globalThis.fetch` is looked up per call, so tests can stub it after import.
 */
async function timedFetch(request: Request): Promise<Response> {
  let timedOut = false;
  const timer = new AbortController();
  const timeoutId = setTimeout(() => {
    timedOut = true;
    timer.abort(new DOMException(TIMEOUT_ERROR_MESSAGE, 'TimeoutError'));
  }, REQUEST_TIMEOUT_MS);
  const combined = anySignal([request.signal, timer.signal]);
  try {
    const response = await (transport ?? globalThis.fetch)(request, { signal: combined.signal });
    const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } catch (error) {
    if (timedOut) throw new DOMException(TIMEOUT_ERROR_MESSAGE, 'TimeoutError');
    if (request.signal.aborted) throw new DOMException('The request was aborted.', 'AbortError');
    throw error;
  } finally {
    clearTimeout(timeoutId);
    combined.dispose();
  }
}

/**
 * The schema's paths already start with /api/, so the base is the site root. Browsers resolve such a relative
 * URL against the page; Node (unit tests, scripts) has no page, so resolve against `location` when there is one,
 * else a localhost origin.
 */
class SiteRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, globalThis.location?.href ?? 'http://localhost/') : input, init);
  }
}

const bearerOf = (request: Request): string | null => /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;

/**
 * Part 1 §4 "Session": on a 401 to a call that carried an access token, the session is refreshed and the call
 * retried once with the new token; a second 401 is the caller's. The request is cloned before it is sent, since
 * sending consumes its body.
 */
async function sessionFetch(request: Request): Promise<Response> {
  const skip = request.headers.has(SKIP_REFRESH_HEADER);
  if (skip) request.headers.delete(SKIP_REFRESH_HEADER);
  const stale = skip ? null : bearerOf(request);
  const retry = stale && refresher ? request.clone() : null;
  const response = await timedFetch(request);
  if (response.status !== 401 || !retry || !stale || !refresher) return response;
  const fresh = await refresher(stale);
  if (!fresh) return response;
  retry.headers.set('Authorization', `Bearer ${fresh}`);
  return timedFetch(retry);
}

/** The one typed client of the contract (openapi.yaml → schema.d.ts). Prefer the fetchers of fetchers.ts. */
export const api = createClient<paths>({ baseUrl: '/', Request: SiteRequest, fetch: sessionFetch });
api.use(sessionHeaders);
