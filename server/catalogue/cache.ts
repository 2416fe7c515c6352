/**
 * A small time-bounded memo for catalogue aggregates (list counts, facets). Why: a count or a facet set scans
 * every matching watch — tens of milliseconds at 100 000 watches — while shoppers ask the same few filter
 * combinations over and over and the catalogue changes rarely (the seed, later an admin). An answer may
 * therefore lag a catalogue change by at most `ttlMs`; pages themselves are never cached.
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
