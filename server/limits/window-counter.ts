import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { RateLimited } from '../contract/errors.ts';

/** A key's current window: hits counted so far and milliseconds until it resets (0 hits when there is none). */
export interface WindowState {
  hits: number;
  ttlMs: number;
}

/** Milliseconds until the row's window resets, by the database's clock. */
const ttlMs = sql<number>`greatest(0, ceil(extract(epoch FROM rate_limit_windows.resets_at - now()) * 1000))::integer`;
/** Retry-After: whole seconds, at least 1. */
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Expired windows are deleted at most this often per node; a live window is never touched by the pruning. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The one counter behind every limit: fixed windows in the database (table `rate_limit_windows`, migration 0007),
 * so every API node on one database counts the same hits (ARCHITECTURE: what must hold across nodes lives in the
 * database). A hit is one atomic upsert … RETURNING: a window that has run out starts again at 1, concurrent hits
 * on one key serialise on its row, and the database's clock decides, so nodes with drifting clocks still agree.
 */
export class WindowCounter {
  private lastPrune = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** Counts one hit on `key`, opening a window of `windowMs` when none is running. */
  async hit(key: string, windowMs: number): Promise<WindowState> {
    await this.pruneNow();
    const fresh = sql<boolean>`rate_limit_windows.resets_at <= now()`;
    const row = await this.db
      .insertInto('rate_limit_windows')
      .values({ key, hits: 1, resets_at: sql<Date>`now() + make_interval(secs => ${windowMs / 1000})` })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`CASE WHEN ${fresh} THEN 1 ELSE rate_limit_windows.hits + 1 END`,
          resets_at: sql<Date>`CASE WHEN ${fresh} THEN excluded.resets_at ELSE rate_limit_windows.resets_at END`,
        }),
      )
      .returning(['hits', ttlMs.as('ttl_ms')])
      .executeTakeFirstOrThrow();
    return { hits: row.hits, ttlMs: row.ttl_ms };
  }

  /** The key's running window, counting nothing. */
  async read(key: string): Promise<WindowState> {
    const row = await this.db
      .selectFrom('rate_limit_windows')
      .select(['hits', ttlMs.as('ttl_ms')])
      .where('key', '=', key)
      .where('resets_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ? { hits: row.hits, ttlMs: row.ttl_ms } : { hits: 0, ttlMs: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_windows').where('key', '=', key).execute();
  }

  /** One named limit over this counter: at most `max` hits per subject (phone, client address) per window. */
  limit(name: string, max: number, windowMs: number): Limit {
    return new Limit(this, name, max, windowMs);
  }

  private async pruneNow(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.deleteFrom('rate_limit_windows').where('resets_at', '<=', sql<Date>`now()`).execute();
  }
}

export class Limit {
  constructor(
    private readonly counter: WindowCounter,
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private key(subject: string): string {
    return `${this.name}:${subject}`;
  }

  /** Refuses (429 with Retry-After) when `subject` has used up its window, without counting this call. */
  async check(subject: string): Promise<void> {
    const window = await this.counter.read(this.key(subject));
    if (window.hits >= this.max) throw new RateLimited(seconds(window.ttlMs));
  }

  async hit(subject: string): Promise<void> {
    await this.counter.hit(this.key(subject), this.windowMs);
  }

  /** Counts an attempt, and refuses it when it is one too many. */
  async take(subject: string): Promise<void> {
    const window = await this.counter.hit(this.key(subject), this.windowMs);
    if (window.hits > this.max) throw new RateLimited(seconds(window.ttlMs));
  }

  async reset(subject: string): Promise<void> {
    await this.counter.reset(this.key(subject));
  }
}
