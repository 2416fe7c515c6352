import { useCallback, useSyncExternalStore } from 'react';

/**
 * The map previews of checkout, /about and /contacts (part 2 §2, §9): OpenStreetMap URLs, the two boutiques'
 * points, and one probe of the map host per page load, so an unreachable host shows the address card instead of a
 * broken frame. The CSP admits exactly the two hosts used here (server/http/csp.ts): the embed's frame and the
 * probe's tile.
 */

/** Part 2 §9: "map zoom 14 by default". */
export const MAP_ZOOM = 14;

/** Part 2 §9: "… and 16 on the about page". */
export const ABOUT_MAP_ZOOM = 16;

const OSM = 'https://www.openstreetmap.org';

/** The one tile the probe loads: the world at zoom 0, small and always cached by the tile CDN. */
export const MAP_PROBE_TILE = 'https://tile.openstreetmap.org/0/0/0.png';

/** How long the probe waits before calling the host unreachable. */
export const MAP_PROBE_TIMEOUT_MS = 4000;

export type LatLon = { lat: number; lon: number };

const TILE = 256;
const round = (value: number) => Number(value.toFixed(6));

/**
 * The embed page fits its `bbox` to the frame at the largest zoom that holds it, so the box is sized in pixels of
 * the wanted zoom: 200 px high cannot fit a 220 px frame one zoom closer (400 px), and 300 px wide fits any frame
 * from a 375 px phone up. The frame therefore opens at `zoom` itself.
 */
const BOX_WIDTH_PX = 300;
const BOX_HEIGHT_PX = 200;

function mercatorY(lat: number, world: number): number {
  const phi = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * world;
}

function latitudeOf(y: number, world: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))) * 180) / Math.PI;
}

/** The OpenStreetMap embed (export/embed.html) centred on a point with its marker, at `zoom`. */
export function osmEmbedUrl(lat: number, lon: number, zoom: number = MAP_ZOOM): string {
  const world = TILE * 2 ** zoom;
  const halfLon = ((BOX_WIDTH_PX / 2) * 360) / world;
  const y = mercatorY(lat, world);
  const south = latitudeOf(y + BOX_HEIGHT_PX / 2, world);
  const north = latitudeOf(y - BOX_HEIGHT_PX / 2, world);
  const bbox = [round(lon - halfLon), round(south), round(lon + halfLon), round(north)].join(',');
  return `${OSM}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/** "Open the map": a pinned point at `zoom`, or a search for a typed address that has no coordinates. */
export function osmLinkUrl(place: LatLon | { query: string }, zoom: number = MAP_ZOOM): string {
  if ('query' in place) return `${OSM}/search?query=${encodeURIComponent(place.query)}`;
  const { lat, lon } = place;
  return `${OSM}/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

export type Boutique = LatLon & {
  id: 'moscow' | 'dubai';
  /** The pickup address in each language of the shop. */
  address: { ru: string; en: string };
};

export const MOSCOW: Boutique = { id: 'moscow', lat: 55.7652, lon: 37.6175, address: { ru: 'Москва, ул. Петровка, 10', en: '10 Petrovka St, Moscow' } };
export const DUBAI: Boutique = { id: 'dubai', lat: 25.1972, lon: 55.2796, address: { ru: 'Дубай, The Dubai Mall', en: 'The Dubai Mall, Dubai' } };

/** The two pickup points, keyed by the city's name as the API gives it, in Russian and in English. */
export const BOUTIQUES: Readonly<Record<string, Boutique>> = { Москва: MOSCOW, Moscow: MOSCOW, Дубай: DUBAI, Dubai: DUBAI };

const byLowerName = new Map(Object.entries(BOUTIQUES).map(([name, boutique]) => [name.toLocaleLowerCase('ru'), boutique]));

/** The boutique of a pickup city ("Москва", "dubai", " DUBAI "), or null for a city without one. */
export function boutiqueOf(cityName: string): Boutique | null {
  return byLowerName.get(cityName.trim().toLocaleLowerCase('ru')) ?? null;
}

export type MapAvailability = 'checking' | 'available' | 'unavailable';

/** A boutique's map preview at `zoom` (MapPreview's embedUrl, linkUrl and status). */
export function boutiqueMap(boutique: LatLon, zoom: number, status: MapAvailability) {
  return { embedUrl: osmEmbedUrl(boutique.lat, boutique.lon, zoom), linkUrl: osmLinkUrl(boutique, zoom), status };
}
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
