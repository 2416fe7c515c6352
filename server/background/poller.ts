/**
 * The loop behind every API node's background work — the outbox's deliveries (server/notify/worker.ts), the alerts'
 * matching (server/alerts/match-worker.ts), the hold expiry (server/orders/holds.ts): a pass every `everyMs`, at once
 * on `kick` (this node has just committed something for it), never two passes at a time. A pass answers whether more
 * is due at once (a full batch); a kick during a pass runs another right after it. A failed pass is reported and
 * tried again at the next poll (the database may be restarting). The timer never keeps a process alive on its own
 * (the manager CLI, a test).
 */
export class Poller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** idle: made, not started (a pass may still be run directly); running: polling; stopped: for good. */
  private state: 'idle' | 'running' | 'stopped' = 'idle';
  private kicked = false;

  constructor(
    private readonly pass: () => Promise<boolean>,
    private readonly everyMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  get stopped(): boolean {
    return this.state === 'stopped';
  }

  start(): void {
    if (this.state !== 'idle') return;
    this.state = 'running';
    this.schedule(0);
  }

  /** Look now. */
  kick(): void {
    if (this.state !== 'running') return;
    if (this.running) this.kicked = true;
    else this.schedule(0);
  }

  /** Stops polling for good; answers once a pass in progress has finished (the state is set before it waits). */
  async stop(): Promise<void> {
    this.state = 'stopped';
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), ms);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    if (this.running || this.state !== 'running') return;
    this.running = (async () => {
      try {
        let more: boolean;
        do {
          this.kicked = false;
          more = await this.pass();
        } while (!this.stopped && (this.kicked || more));
      } catch (error) {
        this.onError(error);
      }
    })();
    await this.running;
    this.running = undefined;
    if (this.state === 'running') this.schedule(this.everyMs);
  }
}
