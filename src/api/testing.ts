import { vi } from 'vitest';

/**
 * Test helpers for src/api (imported by *.test.ts only): a stubbed global fetch that records the Request it
 * was given, and a Map-backed localStorage.
 */

export type FetchStub = ReturnType<typeof stubFetch>;

/** Replace global fetch; `respond` gets the Request and the init client.ts passes (its combined signal). */
export function stubFetch(respond: (request: Request, init?: RequestInit) => Promise<Response> | Response) {
  const fetchMock = vi.fn(async (request: Request, init?: RequestInit) => respond(request, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that never answers, and rejects with the signal's reason when aborted, as the real one does. */
export const hang = (_request: Request, init?: RequestInit): Promise<Response> =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** The nth request the stub saw. */
export function requestAt(fetchMock: FetchStub, n = 0): Request {
  const call = fetchMock.mock.calls[n];
  if (!call) throw new Error(`fetch was called ${fetchMock.mock.calls.length} times, not ${n + 1}`);
  return call[0];
}

/** Path and query of the nth request. */
export function pathOf(fetchMock: FetchStub, n = 0): string {
  const url = new URL(requestAt(fetchMock, n).url);
  return `${url.pathname}${url.search}`;
}

export function stubLocalStorage(initial: Record<string, string> = {}): Map<string, string> {
  const store = new Map(Object.entries(initial));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
    key: (index: number) => [...store.keys()][index] ?? null,
    get length() {
      return store.size;
    },
  });
  return store;
}

/** Every request the stub saw, in order. */
export const requestsOf = (fetchMock: FetchStub): Request[] => fetchMock.mock.calls.map((call) => call[0]);
