import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, SKIP_REFRESH_HEADER, anySignal, api, getApiLocale, setApiLocale, setTokenRefresher } from './client.ts';
import { refreshToken } from './auth.ts';
import { requestsOf } from './testing.ts';
import { ApiError, TIMEOUT_ERROR_MESSAGE } from './errors.ts';
import { listWatches } from './fetchers.ts';
import { hang, json, pathOf, requestAt, stubFetch, stubLocalStorage } from './testing.ts';

const page = { count: 0, next: null, previous: null, results: [] };

/** The ApiError a promise rejects with. */
async function failureOf(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).failure;
}

beforeEach(() => {
  stubLocalStorage();
});

afterEach(() => {
  setApiLocale('ru');
  setTokenRefresher(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request shape', () => {
  it('calls the site-relative /api/ path with the query', async () => {
    const fetchMock = stubFetch(() => json(page));
    await listWatches({ page_size: 24, ordering: '-production_year' });
    expect(pathOf(fetchMock)).toBe('/api/watches/?page_size=24&ordering=-production_year');
    expect(requestAt(fetchMock).method).toBe('GET');
  });
});

describe('Bearer token', () => {
  it('sends Authorization: Bearer <access_token> when one is stored', async () => {
    stubLocalStorage({ access_token: 'abc.def.ghi' });
    const fetchMock = stubFetch(() => json(page));
    await listWatches();
    expect(requestAt(fetchMock).headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization without a stored token', async () => {
    const fetchMock = stubFetch(() => json(page));
    await listWatches();
    expect(requestAt(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('sends no Authorization, and does not fail, where there is no localStorage at all', async () => {
    vi.stubGlobal('localStorage', undefined);
    const fetchMock = stubFetch(() => json(page));
    await expect(listWatches()).resolves.toEqual(page);
    expect(requestAt(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('sends no Authorization when storage refuses access', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const fetchMock = stubFetch(() => json(page));
    await listWatches();
    expect(requestAt(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('reads the token per request, so sign-in and sign-out apply at once', async () => {
    const store = stubLocalStorage();
    const fetchMock = stubFetch(() => json(page));
    await listWatches();
    store.set('access_token', 'fresh');
    await listWatches();
    store.delete('access_token');
    await listWatches();
    expect(fetchMock.mock.calls.map(([request]) => request.headers.get('Authorization'))).toEqual([null, 'Bearer fresh', null]);
  });

  it('leaves an Authorization the caller set', async () => {
    stubLocalStorage({ access_token: 'stored' });
    const fetchMock = stubFetch(() => json(page));
    await api.GET('/api/watches/', { headers: { Authorization: 'Bearer explicit' } });
    expect(requestAt(fetchMock).headers.get('Authorization')).toBe('Bearer explicit');
  });
});

describe('Accept-Language', () => {
  it('is ru by default', async () => {
    const fetchMock = stubFetch(() => json(page));
    expect(getApiLocale()).toBe('ru');
    await listWatches();
    expect(requestAt(fetchMock).headers.get('Accept-Language')).toBe('ru');
  });

  it('follows setApiLocale', async () => {
    const fetchMock = stubFetch(() => json(page));
    setApiLocale('en');
    await listWatches();
    setApiLocale('ru');
    await listWatches();
    expect(fetchMock.mock.calls.map(([request]) => request.headers.get('Accept-Language'))).toEqual(['en', 'ru']);
  });

  it("leaves the caller's own Accept-Language", async () => {
    const fetchMock = stubFetch(() => json(page));
    await api.GET('/api/watches/', { params: { header: { 'Accept-Language': 'en' } } });
    expect(requestAt(fetchMock).headers.get('Accept-Language')).toBe('en');
  });
});

describe('timeout and abort', () => {
  it(`times out after ${REQUEST_TIMEOUT_MS} ms with the timeout code and message`, async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(hang);
    const failure = failureOf(listWatches());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toEqual({ code: 'timeout', message: TIMEOUT_ERROR_MESSAGE });
  });

  it('times out a body that stalls after the headers', async () => {
    vi.useFakeTimers();
    stubFetch((_request, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"count":'));
          // The real fetch errors the body stream with the signal's reason when the request is aborted.
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason), { once: true });
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const failure = failureOf(listWatches());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((await failure).code).toBe('timeout');
  });

  it('a caller abort gives "aborted", not "timeout", and reaches fetch', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(hang);
    const controller = new AbortController();
    const failure = failureOf(listWatches({}, controller.signal));
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect((await failure).code).toBe('aborted');
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('a caller abort with its own reason still gives "aborted"', async () => {
    stubFetch(hang);
    const controller = new AbortController();
    const failure = failureOf(listWatches({}, controller.signal));
    controller.abort('left the state');
    expect((await failure).code).toBe('aborted');
  });

  it('an already aborted signal fails at once with "aborted"', async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(hang);
    expect((await failureOf(listWatches({}, controller.signal))).code).toBe('aborted');
  });

  it('clears its timer once the answer is in', async () => {
    vi.useFakeTimers();
    stubFetch(() => json(page));
    await listWatches();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('anySignal', () => {
  const withoutAny = () => {
    const original = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true, writable: true });
    return () => {
      if (original) Object.defineProperty(AbortSignal, 'any', original);
    };
  };

  it.each([
    ['AbortSignal.any', () => () => {}],
    ['the manual fallback', withoutAny],
  ])('with %s, aborts when any input aborts, with its reason', (_name, setUp) => {
    const restore = setUp();
    try {
      const a = new AbortController();
      const b = new AbortController();
      const { signal, dispose } = anySignal([a.signal, b.signal]);
      expect(signal.aborted).toBe(false);
      b.abort('because');
      expect(signal.aborted).toBe(true);
      expect(signal.reason).toBe('because');
      dispose();
    } finally {
      restore();
    }
  });

  it('the fallback starts aborted when an input already is, and dispose detaches it', () => {
    const restore = withoutAny();
    try {
      const done = new AbortController();
      done.abort('early');
      expect(anySignal([new AbortController().signal, done.signal]).signal.reason).toBe('early');

      const caller = new AbortController();
      const { signal, dispose } = anySignal([caller.signal]);
      dispose();
      caller.abort();
      expect(signal.aborted).toBe(false);
    } finally {
      restore();
    }
  });
});

describe('part 1 §4 "Session": a 401 refreshes once and the call is retried once', () => {
  const unauthorized = () => json({ detail: 'Token expired' }, 401);

  it('retries a call that carried a token with the refreshed one, body intact', async () => {
    stubLocalStorage({ access_token: 'old' });
    const refresher = vi.fn(async () => 'new');
    setTokenRefresher(refresher);
    const fetchMock = stubFetch(async (request) =>
      request.headers.get('Authorization') === 'Bearer new' ? json({ id: 1, detail: await request.text() }, 201) : unauthorized(),
    );
    const { data, response } = await api.POST('/api/price-requests/', {
      body: { watch: 1, name: 'Анна', phone: '+7 916 123-45-67', message: 'Цена?', consent: true, website: '' },
    });
    expect(response.status).toBe(201);
    expect(refresher).toHaveBeenCalledWith('old');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse((data as unknown as { detail: string }).detail)).toMatchObject({ watch: 1, name: 'Анна' });
  });

  it('gives the 401 back when the session cannot be renewed', async () => {
    stubLocalStorage({ access_token: 'old' });
    setTokenRefresher(async () => null);
    const fetchMock = stubFetch(unauthorized);
    expect((await failureOf(listWatches())).code).toBe('unauthorized');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 is the caller\'s', async () => {
    stubLocalStorage({ access_token: 'old' });
    const refresher = vi.fn(async () => 'new');
    setTokenRefresher(refresher);
    const fetchMock = stubFetch(unauthorized);
    expect((await failureOf(listWatches())).code).toBe('unauthorized');
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not refresh for a call made without a token', async () => {
    const refresher = vi.fn(async () => 'new');
    setTokenRefresher(refresher);
    stubFetch(unauthorized);
    expect((await failureOf(listWatches())).code).toBe('unauthorized');
    expect(refresher).not.toHaveBeenCalled();
  });

  it('never refreshes in answer to the refresh call itself, and never sends its marker header', async () => {
    stubLocalStorage({ access_token: 'old' });
    const refresher = vi.fn(async () => 'new');
    setTokenRefresher(refresher);
    const fetchMock = stubFetch(unauthorized);
    expect((await failureOf(refreshToken('r1'))).code).toBe('unauthorized');
    expect(refresher).not.toHaveBeenCalled();
    expect(requestsOf(fetchMock)[0]?.headers.has(SKIP_REFRESH_HEADER)).toBe(false);
  });
});
