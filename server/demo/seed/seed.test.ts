/**
 * The seed's data, checked without a database: the catalogue must only combine facts that go together, and
 * the generator must be deterministic and stable under growth. The database half is seed.db.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { referenceKey } from '../../catalogue/keys.ts';
import { BAGS } from './bags.ts';
import { BRANDS, HOME_PAGE_BRANDS } from '../data/brands.ts';
import { FAQS } from '../data/content.ts';
import { PROMO_CODES, VIDEOS } from './content.ts';
import { JEWELRY } from './jewelry.ts';
import { hashSeed, Rng } from './random.ts';
import { plural } from './text.ts';
import { REFERENCE_FORMATS } from '../data/watch-models.ts';
import { WATCH_BRANDS } from './watch-catalogue.ts';
import { generateWatches, variantReference } from './watches.ts';

const brandNames = new Set(BRANDS.map(([name]) => name));
const models = WATCH_BRANDS.flatMap((b) => b.models.map((m) => ({ brand: b, model: m })));

describe('watch catalogue', () => {
  it('every watch brand is a brand, with its real collections, and each home-page brand has stock', () => {
    for (const b of WATCH_BRANDS) {
      expect(brandNames.has(b.brand), b.brand).toBe(true);
      expect(b.collections.length).toBeGreaterThan(0);
      for (const m of b.models) expect(b.collections, `${b.brand} ${m.name}`).toContain(m.collection);
    }
    for (const name of HOME_PAGE_BRANDS) {
      expect(WATCH_BRANDS.find((b) => b.brand === name)?.models.length ?? 0, name).toBeGreaterThan(2);
    }
    const rolex = WATCH_BRANDS.find((b) => b.brand === 'Rolex');
    expect(rolex?.collections).toEqual(
      expect.arrayContaining(['Submariner', 'Daytona', 'GMT-Master II', 'Datejust', 'Day-Date', 'Explorer', 'Sea-Dweller', 'Yacht-Master', 'Sky-Dweller', 'Oyster Perpetual']),
    );
  });

  it('models are physically plausible', () => {
    for (const { brand, model: m } of models) {
      const what = `${brand.brand} ${m.name}`;
      expect(m.years[0], what).toBeGreaterThanOrEqual(1950);
      expect(m.years[1], what).toBeLessThanOrEqual(2025);
      expect(m.years[0], what).toBeLessThanOrEqual(m.years[1]);
      expect(m.size, what).toBeGreaterThanOrEqual(28);
      expect(m.size, what).toBeLessThanOrEqual(47);
      expect(m.thickness, what).toBeGreaterThan(3);
      expect(m.thickness, what).toBeLessThan(m.size);
      expect(m.functions.length, what).toBeLessThanOrEqual(3);
      expect(new Set(m.functions).size, what).toBe(m.functions.length);
      if (m.movement === 'quartz') expect(m.power, what).toBeNull();
      else {
        // 38–72 h for nearly everything; the 5-day calibers (F.P. Journe Octa, Blancpain 1315) keep their 120 h.
        expect(m.power, what).toBeGreaterThanOrEqual(38);
        expect(m.power, what).toBeLessThanOrEqual(120);
      }
      if (m.type === 'diver') expect(m.wr ?? 0, what).toBeGreaterThanOrEqual(200);
      if (m.type === 'womens') expect(m.size, what).toBeLessThanOrEqual(38.8);
      // Before the 1970s watch crystals were acrylic; sapphire arrived in the 1970s–80s.
      if (m.years[0] < 1970) expect(m.glass, what).toBe('hesalite');
      if (m.functions.includes('flyback')) expect(m.functions, what).toContain('chronograph');
      for (const ref of m.refs) {
        expect(ref.price[0], `${what} ${ref.ref}`).toBeGreaterThan(0);
        expect(ref.price[0], `${what} ${ref.ref}`).toBeLessThan(ref.price[1]);
        expect(ref.dials.length).toBeGreaterThan(0);
        const years = ref.years ?? m.years;
        expect(years[0]).toBeGreaterThanOrEqual(1950);
        expect(years[1]).toBeLessThanOrEqual(2025);
      }
    }
  });

  it('keeps the collector rules: no Rolex tourbillon or quartz, no quartz Nautilus, no early Richard Mille, RM on rubber', () => {
    for (const { brand, model: m } of models) {
      if (brand.brand === 'Rolex') {
        expect(m.functions).not.toContain('tourbillon');
        expect(m.movement).not.toBe('quartz');
        if (m.collection === 'Submariner') expect(m.size).toBeGreaterThanOrEqual(39);
      }
      if (m.collection === 'Nautilus') expect(m.movement).toBe('automatic');
      if (brand.brand === 'Richard Mille') {
        expect(m.years[0]).toBeGreaterThanOrEqual(2001);
        for (const ref of m.refs) {
          expect(['carbon', 'titanium', 'ceramic', 'rose_gold']).toContain(ref.material);
          expect(['rubber', 'textile']).toContain(ref.strap);
        }
      }
    }
  });

  it('references follow each house format', () => {
    for (const b of WATCH_BRANDS) {
      const format = REFERENCE_FORMATS[b.brand as keyof typeof REFERENCE_FORMATS];
      if (!format) continue;
      for (const m of b.models) for (const ref of m.refs) expect(ref.ref, `${b.brand} ${m.name}`).toMatch(format);
    }
  });

  it('variant references keep the house format', () => {
    expect(variantReference('rolex', '126610LN', 7)).toBe('126610LN-0007');
    expect(variantReference('suffix', '5711/1A-010', 4)).toBe('5711/1A-014');
    expect(variantReference('suffix', '15510ST.OO.1320ST.06', 3)).toBe('15510ST.OO.1320ST.09');
    expect(variantReference('suffix', '310.30.42.50.01.001', 3)).toBe('310.30.42.50.01.004');
    expect(variantReference('suffix', '4500V/110A-B128', 1)).toBe('4500V/110A-B129');
    expect(variantReference('suffix', '81010-11-431-11A', 2)).toBe('81010-11-431-13A');
    expect(variantReference('suffix', 'WSSA0018', 1)).toBeNull();
    expect(variantReference('none', 'RM 11-03', 1)).toBeNull();
    for (const n of [1, 17, 60]) {
      expect(variantReference('rolex', '126500LN', n)).toMatch(REFERENCE_FORMATS.Rolex);
      expect(variantReference('suffix', '5167A-001', n)).toMatch(REFERENCE_FORMATS['Patek Philippe']);
      expect(variantReference('suffix', '26240ST.OO.1320ST.02', n)).toMatch(REFERENCE_FORMATS['Audemars Piguet']);
    }
  });
});

describe('watch generator', () => {
  const watches = generateWatches(320);

  it('is deterministic and stable under growth (watch i does not depend on the total)', () => {
    expect(generateWatches(320)).toEqual(watches);
    expect(generateWatches(400).slice(0, 320)).toEqual(watches);
  });

  it('spreads the default catalogue the way the home page needs it', () => {
    for (const name of HOME_PAGE_BRANDS) expect(watches.filter((w) => w.brand === name).length, name).toBeGreaterThanOrEqual(12);
    expect(watches.filter((w) => w.onSale && w.price !== null).length).toBeGreaterThanOrEqual(20);
    expect(watches.some((w) => w.priceOnRequest)).toBe(true);
    expect(watches.some((w) => !w.priceOnRequest && w.price === null)).toBe(true);
    expect(watches.some((w) => w.year < 1990)).toBe(true);
    expect(new Set(watches.map((w) => w.city))).toEqual(new Set(['moscow', 'dubai']));
    const share = (p: (w: (typeof watches)[number]) => boolean) => watches.filter(p).length / watches.length;
    expect(share((w) => w.fullSet)).toBeGreaterThan(0.45);
    expect(share((w) => w.fullSet)).toBeLessThan(0.75);
    expect(share((w) => w.limitedPieces !== null)).toBeGreaterThan(0.04);
    expect(share((w) => w.limitedPieces !== null)).toBeLessThan(0.14);
    expect(share((w) => w.year >= 2010)).toBeGreaterThan(0.75);
  });

  it('keeps the unique key, valid keys, prices in whole hundreds and 1–3 sentence descriptions', () => {
    const keys = watches.map((w) => `${w.brand}|${w.reference}|${w.year}|${w.city}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Sentence ends, not the dots of "ref. ", "реф. " or "F.P. Journe".
    const sentences = (text: string, brand: string) => text.replaceAll(brand, '').match(/(?<!ref|реф)\.(\s|$)/g)?.length ?? 0;
    for (const w of watches) {
      expect(w.referenceKey).toBe(referenceKey(w.reference));
      if (w.price !== null) expect(w.price).toMatch(/^\d+00\.00$/);
      if (w.onSale) expect(w.price).not.toBeNull();
      for (const text of [w.description, w.descriptionEn]) {
        expect(sentences(text, w.brand), text).toBeGreaterThanOrEqual(1);
        expect(sentences(text, w.brand), text).toBeLessThanOrEqual(3);
      }
      expect(w.photos.filter((p) => p.isPrimary)).toHaveLength(1);
      expect(w.createdAt.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 9, 1));
    }
  });
});

describe('jewelry, bags and content', () => {
  it('lists at least 40 jewelry pieces and 40 bags of known brands, unique per brand and reference', () => {
    for (const list of [JEWELRY, BAGS]) {
      expect(list.length).toBeGreaterThanOrEqual(40);
      for (const item of list) expect(brandNames.has(item.brand), item.brand).toBe(true);
      const keys = list.map((item) => `${item.brand}|${item.ref}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('has the promo codes the client knows, and video links with an 11-character id in both formats', () => {
    expect(PROMO_CODES.find((p) => p.code === 'SAVE10')).toMatchObject({ type: 'percent', value: 10, is_active: true });
    expect(PROMO_CODES.find((p) => p.code === 'FIX50')).toMatchObject({ type: 'fixed', value: 50, is_active: true });
    for (const v of VIDEOS) {
      const pattern = v.format === 'vertical' ? /^https:\/\/www\.youtube\.com\/shorts\/[A-Za-z0-9_-]{11}$/ : /^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/;
      expect(v.video_url).toMatch(pattern);
    }
    expect(new Set(VIDEOS.map((v) => v.format))).toEqual(new Set(['vertical', 'horizontal']));
    // Issue 15: a dozen videos, some vertical; ids unique.
    expect(VIDEOS).toHaveLength(12);
    expect(VIDEOS.filter((v) => v.format === 'vertical').length).toBeGreaterThanOrEqual(3);
    expect(new Set(VIDEOS.map((v) => v.video_url.slice(-11))).size).toBe(VIDEOS.length);
    expect(FAQS.filter((f) => !f.is_active)).toHaveLength(1);
  });

  it('groups the FAQ as /faq does: order and payment, delivery, warranty, products, each with active questions', () => {
    for (const section of ['order_payment', 'delivery', 'warranty', 'products'] as const) {
      expect(FAQS.filter((f) => f.is_active && f.section === section).length, section).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('helpers', () => {
  it('seeded streams are reproducible and distinct per item', () => {
    const a = new Rng(hashSeed('watch', 1));
    const b = new Rng(hashSeed('watch', 1));
    const c = new Rng(hashSeed('watch', 2));
    const draw = (rng: Rng) => Array.from({ length: 5 }, () => rng.int(0, 1_000_000));
    const first = draw(a);
    expect(draw(b)).toEqual(first);
    expect(draw(c)).not.toEqual(first);
  });

  it('Russian plurals', () => {
    expect([1, 2, 5, 11, 21, 22, 48, 72, 101].map((n) => plural(n, 'час', 'часа', 'часов'))).toEqual([
      'час', 'часа', 'часов', 'часов', 'час', 'часа', 'часов', 'часа', 'час',
    ]);
  });
});
