import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Poller } from './poller.ts';

/** A pass the test settles by hand, counting its calls. */
function passes(results: (boolean | Error)[]) {
  let calls = 0;
  const pass = vi.fn(async () => {
    const result = results[calls++] ?? false;
    if (result instanceof Error) throw result;
    return result;
  });
  return { pass, calls: () => calls };
}

describe('Poller: the background loop of the outbox, the matcher and the hold expiry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes at start, then every `everyMs`, and never after stop', async () => {
    const { pass } = passes([]);
    const poller = new Poller(pass, 1000, () => {});
    await vi.advanceTimersByTimeAsync(10);
    expect(pass).not.toHaveBeenCalled(); // not started
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    await poller.stop();
    expect(poller.stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('passes again at once while a pass says more is due, and on a kick', async () => {
    const { pass } = passes([true, true, false]);
    const poller = new Poller(pass, 60_000, () => {});
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(3);
    poller.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(4);
    await poller.stop();
  });

  it('a kick during a pass runs one more right after it, never two at a time', async () => {
    let release: () => void = () => {};
    let inFlight = 0;
    let most = 0;
    const pass = vi.fn(async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise<void>((resolve) => (release = resolve));
      inFlight--;
      return false;
    });
    const poller = new Poller(pass, 60_000, () => {});
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    poller.kick();
    poller.kick();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    await poller.stop();
  });

  it('a failed pass is reported and tried again at the next poll; a kick before start or after stop does nothing', async () => {
    const { pass } = passes([new Error('database restarting'), false]);
    const errors: unknown[] = [];
    const poller = new Poller(pass, 500, (error) => errors.push(error));
    poller.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).not.toHaveBeenCalled();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([new Error('database restarting')]);
    await vi.advanceTimersByTimeAsync(500);
    expect(pass).toHaveBeenCalledTimes(2);
    await poller.stop();
    poller.kick();
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(2);
  });
});
