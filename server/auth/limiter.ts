/**
 * Counters for the sign-in limits (login failures per phone, attempts per client, codes per phone and client):
 * fixed windows in memory, bounded in size (oldest keys dropped first). One API node counts its own traffic, like
 * the forms' limiter (server/http/rate-limit.ts); the code resend interval, which matters most for SMS cost, is
 * read from the database instead and so holds across nodes.
 */
interface Window {
  count: number;
  resetAt: number;
}

export class WindowCounter {
  private readonly windows = new Map<string, Window>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string, now = Date.now()): number {
    const window = this.current(key, now);
    return window && window.count >= this.max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  hit(key: string, now = Date.now()): void {
    const window = this.current(key, now) ?? { count: 0, resetAt: now + this.windowMs };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }
}
