/**
 * A small time-bounded memo for catalogue aggregates (list counts, facets). Why: a count or a facet set scans
 * every matching watch — tens of milliseconds at 100 000 watches — while shoppers ask the same few filter
 * combinations over and over and the catalogue changes rarely (the seed, later an admin). An answer may
 * therefore lag a catalogue change by at most `ttlMs`. A page with a cached total is read afresh unless the
 * whole answer is still in the AnswerCache below (same TTL), so paging never scans every match again.
 *
 * Concurrent misses share one query (the promise is stored), a failed query is forgotten at once, and the
 * oldest entries go first when the map is full. Per process: API nodes behind one database each keep their own.
 */
export class AggregateCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Map keeps insertion order: re-inserting makes this the most recently used entry.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = load();
    const entry = { expires: now + this.ttlMs, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The cache key of a filter set: parameters in a fixed order, paging and ordering left out by the caller. */
export function filterKey(scope: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${scope}?${JSON.stringify(entries)}`;
}

/** One public answer as it went out: its body (JSON text), ETag and content type, and its compressed forms. */
export interface StoredAnswer {
  body: Buffer;
  /** Strong validator of the identity body, quoted (`"…"`); a compressed form's ETag adds its coding. */
  etag: string;
  contentType: string;
  /** Compressed forms, made once per coding on first demand (server/plugins/http-cache.ts). */
  encoded: Map<string, Promise<Buffer>>;
}

/**
 * The per-process answer cache of the public catalogue (server/plugins/http-cache.ts): whole answers of hot GET
 * requests, keyed by what the answer depends on (origin, URL with its query, language), reused for `ttlMs`.
 * Why: PGlite has one connection and serialises every query, so a popular first page asked by twenty shoppers at
 * once would otherwise be twenty round trips; here it is one, then none until it expires. A shopper may
 * therefore see a catalogue change up to `ttlMs` late on this node (plus the HTTP max-age a browser or CDN adds).
 *
 * Bounded by entries and by bytes (oldest out first). Concurrent misses of one key share one computation:
 * `claim` gives the first request of a key the right to fill it and the others a promise of its result.
 * Personal answers never come here: only operations of the contract without a security requirement do.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { expires: number; answer: StoredAnswer }>();
  private readonly pending = new Map<string, Promise<StoredAnswer | undefined>>();
  private bytes = 0;
  /** Statistics for tests and benchmarks. */
  hits = 0;
  misses = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** A fresh answer, or undefined. */
  get(key: string): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.remove(key);
      return undefined;
    }
    this.hits++;
    return entry.answer;
  }

  /**
   * On a miss: either `{ fill }` — this request computes the answer and must call `fill` with it (or undefined
   * when it is not cacheable) — or `{ wait }`, the promise of the answer another request is computing.
   */
  claim(key: string): { fill: (answer: StoredAnswer | undefined) => void } | { wait: Promise<StoredAnswer | undefined> } {
    const wait = this.pending.get(key);
    if (wait) return { wait };
    this.misses++;
    let resolve!: (answer: StoredAnswer | undefined) => void;
    this.pending.set(key, new Promise((r) => (resolve = r)));
    let done = false;
    return {
      fill: (answer) => {
        if (done) return;
        done = true;
        this.pending.delete(key);
        if (answer) this.set(key, answer);
        resolve(answer);
      },
    };
  }

  private set(key: string, answer: StoredAnswer): void {
    if (answer.body.length > this.maxBytes / 8) return;
    this.remove(key);
    this.entries.set(key, { expires: Date.now() + this.ttlMs, answer });
    this.bytes += answer.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    // Compressed forms are counted with their body: at most about its size again.
    this.bytes -= entry.answer.body.length;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
