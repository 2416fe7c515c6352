/**
 * The URL rules of the sign-in relay (part 1 §2.5, part 2 §2 "/auth/relay", §4 "Sign-in relay"), pure so that the
 * hostile inputs can be tested one by one. Tokens travel in the fragment, which browsers never send to a server.
 */

/** Part 2 §9: "Default destination after sign-in: /profile". */
export const DEFAULT_DESTINATION = '/profile';
export const RELAY_PATH = '/auth/relay';

/**
 * Where to go after signing in: `next` only when it resolves to this very origin, and then only its path, query
 * and hash (part 2 §4). Everything else — other hosts, protocol-relative `//x`, `/\x` (browsers read the backslash
 * as a slash), `javascript:`, tabs and newlines that URL parsing strips, encoded tricks — ends on /profile.
 */
export function safeNext(next: string | null | undefined, origin: string): string {
  if (!next) return DEFAULT_DESTINATION;
  // A scheme without "//" ("https:evil.example", "javascript:…") is never a link we wrote: refuse it outright
  // rather than rely on how each scheme resolves against this page.
  if (/^[a-z][a-z0-9+.-]*:/i.test(next.trim()) && !/^https?:\/\//i.test(next.trim())) return DEFAULT_DESTINATION;
  let url: URL;
  try {
    url = new URL(next, `${origin}/`);
  } catch {
    return DEFAULT_DESTINATION;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return DEFAULT_DESTINATION;
  const local = `${url.pathname}${url.search}${url.hash}`;
  // The result is used as a path: it must start with exactly one slash and never with a backslash.
  return /^\/(?![/\\])/.test(local) ? local : DEFAULT_DESTINATION;
}

/**
 * A `return_to` receives the tokens, so it must be one of our own relays: an origin in the configured list, the
 * relay path, nothing else (no query, no credentials). Anything else is dropped (the sign-in then stays here).
 */
export function allowedReturnTo(returnTo: string | null | undefined, allowedOrigins: readonly string[]): string | null {
  if (!returnTo) return null;
  try {
    const url = new URL(returnTo);
    if (url.username || url.password) return null;
    if (!allowedOrigins.includes(url.origin) || url.pathname !== RELAY_PATH) return null;
    return `${url.origin}${RELAY_PATH}`;
  } catch {
    return null;
  }
}

/** Part 2 §3 "Relay fragment parameters: access, refresh, next". */
export function relayTarget(returnTo: string, tokens: { access: string; refresh: string; next: string | null }): string {
  const fragment = new URLSearchParams({ access: tokens.access, refresh: tokens.refresh });
  if (tokens.next) fragment.set('next', tokens.next);
  return `${returnTo}#${fragment.toString()}`;
}

export function parseRelayFragment(hash: string): { access: string | null; refresh: string | null; next: string | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { access: params.get('access'), refresh: params.get('refresh'), next: params.get('next') };
}

/** Origins as configured ("https://a.com, https://b.com"), normalised; malformed entries are ignored. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin];
      } catch {
        return [];
      }
    });
}

/**
 * On the international host the sign-in happens on the Russian one (part 1 §2.5): its /login with `next` and
 * `return_to` = this origin + /auth/relay. Null when this host is not an English one or no Russian host is set.
 */
export function russianLoginUrl(
  here: { origin: string },
  config: { enOrigins: readonly string[]; ruOrigin: string | null },
  next: string,
): string | null {
  if (!config.ruOrigin || !config.enOrigins.includes(here.origin) || config.ruOrigin === here.origin) return null;
  const query = new URLSearchParams({ next, return_to: `${here.origin}${RELAY_PATH}` });
  return `${config.ruOrigin}/login?${query.toString()}`;
}
