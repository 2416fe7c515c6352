/**
 * Where the session keeps its token pair (part 1 §3: local storage, `access_token` and `refresh_token`). Storage
 * can be present yet refuse access (privacy modes, sandboxed frames): then there simply is no session.
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

export interface Tokens {
  access: string | null;
  refresh: string | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readTokens(): Tokens {
  try {
    const store = storage();
    return { access: store?.getItem(ACCESS_TOKEN_KEY) ?? null, refresh: store?.getItem(REFRESH_TOKEN_KEY) ?? null };
  } catch {
    return { access: null, refresh: null };
  }
}

/** Writes both (a null removes that key), so the pair never ends half old, half new. */
export function writeTokens(tokens: Tokens): void {
  try {
    const store = storage();
    if (!store) return;
    for (const [key, value] of [
      [ACCESS_TOKEN_KEY, tokens.access],
      [REFRESH_TOKEN_KEY, tokens.refresh],
    ] as const) {
      if (value) store.setItem(key, value);
      else store.removeItem(key);
    }
  } catch {
    // Quota or a refused storage: the session lives for this page only.
  }
}

export const clearTokens = (): void => writeTokens({ access: null, refresh: null });
