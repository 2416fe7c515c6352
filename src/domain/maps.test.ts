import { describe, expect, it } from 'vitest';
import { ABOUT_MAP_ZOOM, BOUTIQUES, DUBAI, MAP_ZOOM, boutiqueMap, boutiqueOf, osmEmbedUrl, osmLinkUrl } from './maps.ts';

function bboxOf(url: string): [number, number, number, number] {
  const bbox = new URL(url).searchParams.get('bbox') ?? '';
  return bbox.split(',').map(Number) as [number, number, number, number];
}

describe('osmEmbedUrl (part 2 §9: zoom 14 by default)', () => {
  it('is the OpenStreetMap embed around the point with its marker', () => {
    const url = osmEmbedUrl(25.1972, 55.2796);
    expect(url.startsWith('https://www.openstreetmap.org/export/embed.html?bbox=')).toBe(true);
    expect(url.endsWith('&layer=mapnik&marker=25.1972,55.2796')).toBe(true);
    const [west, south, east, north] = bboxOf(url);
    expect(west).toBeLessThan(55.2796);
    expect(east).toBeGreaterThan(55.2796);
    expect(south).toBeLessThan(25.1972);
    expect(north).toBeGreaterThan(25.1972);
    expect((west + east) / 2).toBeCloseTo(55.2796, 5);
  });

  it('sizes the box to 300 × 200 px of the wanted zoom, so a 220 px frame opens at that zoom', () => {
    // At zoom 14 a 256 px tile spans 360 / 2^14 degrees of longitude.
    const [west, , east] = bboxOf(osmEmbedUrl(55.7652, 37.6175));
    expect(((east - west) / (360 / 2 ** 14)) * 256).toBeCloseTo(300, 0);
    // One zoom out, the box doubles in both directions.
    const [w13, s13, e13, n13] = bboxOf(osmEmbedUrl(55.7652, 37.6175, 13));
    const [, s14, , n14] = bboxOf(osmEmbedUrl(55.7652, 37.6175, 14));
    expect((e13 - w13) / (east - west)).toBeCloseTo(2, 3);
    expect((n13 - s13) / (n14 - s14)).toBeCloseTo(2, 2);
  });
});

describe('osmLinkUrl', () => {
  it('pins a point at zoom 14', () => {
    expect(osmLinkUrl({ lat: 55.7652, lon: 37.6175 })).toBe('https://www.openstreetmap.org/?mlat=55.7652&mlon=37.6175#map=14/55.7652/37.6175');
  });

  it('searches a typed address that has no coordinates', () => {
    expect(osmLinkUrl({ query: 'Москва, Тверская 1 & кв. 5' })).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('Москва, Тверская 1 & кв. 5')}`,
    );
  });
});

describe('the boutiques (the two pickup points)', () => {
  it('knows both cities by their Russian and English names, ignoring case and spaces', () => {
    expect(boutiqueOf('Москва')).toMatchObject({ id: 'moscow', lat: 55.7652, lon: 37.6175 });
    expect(boutiqueOf('moscow')?.address).toEqual({ ru: 'Москва, ул. Петровка, 10', en: '10 Petrovka St, Moscow' });
    expect(boutiqueOf(' ДУБАЙ ')).toMatchObject({ id: 'dubai', lat: 25.1972, lon: 55.2796 });
    expect(boutiqueOf('DUBAI')?.address).toEqual({ ru: 'Дубай, The Dubai Mall', en: 'The Dubai Mall, Dubai' });
    expect(boutiqueOf('Санкт-Петербург')).toBeNull();
    expect(Object.keys(BOUTIQUES).sort()).toEqual(['Dubai', 'Moscow', 'Дубай', 'Москва'].sort());
  });

  it('gives a boutique’s preview at zoom 14 by default and 16 on the about page (part 2 §9)', () => {
    expect([MAP_ZOOM, ABOUT_MAP_ZOOM]).toEqual([14, 16]);
    expect(boutiqueMap(DUBAI, ABOUT_MAP_ZOOM, 'unavailable')).toEqual({
      embedUrl: osmEmbedUrl(25.1972, 55.2796, 16),
      linkUrl: 'https://www.openstreetmap.org/?mlat=25.1972&mlon=55.2796#map=16/25.1972/55.2796',
      status: 'unavailable',
    });
    expect(boutiqueMap(DUBAI, MAP_ZOOM, 'checking').linkUrl).toContain('#map=14/');
  });
});
