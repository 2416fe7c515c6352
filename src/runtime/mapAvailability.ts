import { useCallback, useSyncExternalStore } from 'react';
import type { MapAvailability } from '../domain/maps.ts';

/**
 * One probe of the map host per page load, so an unreachable host shows the address card instead of a broken frame
 * (part 2 §9). The previews' URLs are src/domain/maps.ts.
 */

/** The one tile the probe loads: the world at zoom 0, small and always cached by the tile CDN. */
export const MAP_PROBE_TILE = 'https://tile.openstreetmap.org/0/0/0.png';

/** How long the probe waits before calling the host unreachable. */
export const MAP_PROBE_TIMEOUT_MS = 4000;

type Settled = Exclude<MapAvailability, 'checking'>;

/**
 * One probe of the map host: loads `src` as an image once, on the first `start()`, and settles on load (available),
 * on error or after `timeoutMs` (unavailable). `current()` is the settled answer, or 'checking' until then.
 */
export function createMapProbe({ src = MAP_PROBE_TILE, timeoutMs = MAP_PROBE_TIMEOUT_MS }: { src?: string; timeoutMs?: number } = {}) {
  let settled: Settled | null = null;
  let running: Promise<Settled> | null = null;
  return {
    current: (): MapAvailability => settled ?? 'checking',
    start(): Promise<Settled> {
      running ??= new Promise<Settled>((resolve) => {
        const image = new Image();
        const finish = (answer: Settled) => {
          if (settled) return;
          settled = answer;
          clearTimeout(timer);
          image.onload = null;
          image.onerror = null;
          resolve(answer);
        };
        const timer = setTimeout(() => finish('unavailable'), timeoutMs);
        image.onload = () => finish('available');
        image.onerror = () => finish('unavailable');
        image.src = src;
      });
      return running;
    },
  };
}

/** The page's one probe: every preview shares it, so the host is asked once per page load. */
const pageProbe = createMapProbe();

/**
 * Whether the map host can be reached: 'checking' until the page's one probe settles. `enabled` false (no map on
 * screen) does not start the probe. Built on useSyncExternalStore: the answer is read from the module, so an
 * unmounted preview (StrictMode's double mount, a test's cleanup) never gets a state update.
 */
export function useMapAvailability(enabled: boolean): MapAvailability {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => {};
      let listening = true;
      void pageProbe.start().then(() => {
        if (listening) onChange();
      });
      return () => {
        listening = false;
      };
    },
    [enabled],
  );
  // The server cannot know (and a hydrating page must match it): 'checking' until the browser has probed.
  return useSyncExternalStore(subscribe, pageProbe.current, () => 'checking');
}
