import { BOUTIQUES as SHOP_BOUTIQUES, type BoutiqueCity } from '../../kernel/boutiques.ts';

/**
 * The map previews of checkout, /about and /contacts (part 2 §2, §9): OpenStreetMap URLs and the two boutiques'
 * points. Whether the map host answers is the browser's to find out (src/runtime/mapAvailability.ts). The CSP admits
 * exactly the two hosts used (server/http/csp.ts): the embed's frame here and the probe's tile there.
 */

/** Part 2 §9: "map zoom 14 by default". */
export const MAP_ZOOM = 14;

/** Part 2 §9: "… and 16 on the about page". */
export const ABOUT_MAP_ZOOM = 16;

const OSM = 'https://www.openstreetmap.org';

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
  id: BoutiqueCity;
  /** The pickup address in each language of the shop. */
  address: { ru: string; en: string };
};

/** A boutique of the kernel (kernel/boutiques.ts: its point and address) as a map place. */
const placeOf = (city: BoutiqueCity): Boutique => {
  const { lat, lon, address } = SHOP_BOUTIQUES[city];
  return { id: city, lat, lon, address };
};

export const MOSCOW: Boutique = placeOf('moscow');
export const DUBAI: Boutique = placeOf('dubai');

/** The two pickup points, keyed by the city's name as the API gives it, in Russian and in English. */
export const BOUTIQUES: Readonly<Record<string, Boutique>> = Object.fromEntries(
  [MOSCOW, DUBAI].flatMap((boutique) => Object.values(SHOP_BOUTIQUES[boutique.id].name).map((name) => [name, boutique])),
);

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
