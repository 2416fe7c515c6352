// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { StrictMode, createElement } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_PROBE_TILE, createMapProbe, useMapAvailability } from './mapAvailability.ts';

/** A stand-in for the browser's Image: records each load it is asked for, and the test settles it. */
class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    FakeImage.made.push(this);
  }
}

beforeEach(() => {
  FakeImage.made = [];
  vi.stubGlobal('Image', FakeImage);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the map-host probe', () => {
  it('loads the one tile once however often it is started, and a load means available', async () => {
    const probe = createMapProbe();
    expect(probe.current()).toBe('checking');
    const first = probe.start();
    const second = probe.start();
    expect(FakeImage.made).toHaveLength(1);
    expect(FakeImage.made[0]?.src).toBe(MAP_PROBE_TILE);
    FakeImage.made[0]?.onload?.();
    await expect(first).resolves.toBe('available');
    await expect(second).resolves.toBe('available');
    expect(probe.current()).toBe('available');
    await probe.start();
    expect(FakeImage.made).toHaveLength(1);
  });

  it('an error means unavailable', async () => {
    const probe = createMapProbe();
    const answer = probe.start();
    FakeImage.made[0]?.onerror?.();
    await expect(answer).resolves.toBe('unavailable');
    expect(probe.current()).toBe('unavailable');
  });

  it('no answer in 4 s means unavailable, and a late load does not change it', async () => {
    vi.useFakeTimers();
    const probe = createMapProbe();
    const answer = probe.start();
    await vi.advanceTimersByTimeAsync(3999);
    expect(probe.current()).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('unavailable');
    FakeImage.made[0]?.onload?.();
    expect(probe.current()).toBe('unavailable');
  });
});

describe('useMapAvailability (the page probe, shared by every preview)', () => {
  it('does not probe while disabled; then several previews under StrictMode probe once and all see the answer', async () => {
    const strict = ({ children }: { children: ReactNode }) => createElement(StrictMode, null, children);
    const off = renderHook(() => useMapAvailability(false), { wrapper: strict });
    expect(off.result.current).toBe('checking');
    expect(FakeImage.made).toHaveLength(0);

    const one = renderHook(() => useMapAvailability(true), { wrapper: strict });
    const two = renderHook(() => useMapAvailability(true), { wrapper: strict });
    const gone = renderHook(() => useMapAvailability(true), { wrapper: strict });
    expect(one.result.current).toBe('checking');
    expect(FakeImage.made).toHaveLength(1);
    gone.unmount();

    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      FakeImage.made[0]?.onerror?.();
      await Promise.resolve();
    });
    expect(one.result.current).toBe('unavailable');
    expect(two.result.current).toBe('unavailable');
    expect(errors).not.toHaveBeenCalled();

    // A preview mounted later reads the settled answer at once, without a second probe.
    const later = renderHook(() => useMapAvailability(true));
    expect(later.result.current).toBe('unavailable');
    expect(FakeImage.made).toHaveLength(1);
  });
});
