import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../../media/svg.ts';
import { jewelryType } from './gems.ts';
import { renderJewelry } from './render.ts';
import { bytes, JEWELRY, svgProblems, titleOf, VARIANTS, VIEWS, withoutClockOrRandom } from '../drawing-checks.ts';

const expectValidSvg = (svg: string, width: number, height: number, decorative = false) =>
  expect(svgProblems(svg, width, height, decorative)).toEqual([]);

describe('renderJewelry', () => {
  it('is well-formed, deterministic and within budget', () => {
    for (const j of JEWELRY)
      for (const view of VIEWS)
        for (const variant of VARIANTS) {
          const input = { ...j, view, variant };
          const svg = withoutClockOrRandom(() => renderJewelry(input));
          const size = variant === 'full' ? 1200 : 320;
          expectValidSvg(svg, size, size);
          expect(renderJewelry({ ...input })).toBe(svg);
          expect(titleOf(svg)).toBe(escapeXml(`${j.brand} ${j.model}`));
          expect(bytes(svg)).toBeLessThan(variant === 'full' ? 12_000 : 4_000);
          if (variant === 'thumb') expect(bytes(svg)).toBeLessThan(bytes(renderJewelry({ ...input, variant: 'full' })));
        }
  });

  it('recognises Russian and English type names', () => {
    expect(jewelryType('кольцо')).toBe('ring');
    expect(jewelryType('Bracelet')).toBe('bracelet');
    expect(jewelryType('колье')).toBe('necklace');
    expect(jewelryType('серьги')).toBe('earrings');
    expect(jewelryType('подвеска')).toBe('pendant');
    expect(jewelryType('брошь')).toBe('brooch');
  });

  it('colours the stones', () => {
    const ring = (stone: string | null) => renderJewelry({ ...JEWELRY[0]!, stone, view: 0, variant: 'full' });
    expect(ring('emerald')).toContain('#1c8a58');
    expect(ring('сапфир')).toContain('#1f4fb5');
    expect(ring('Ruby')).toContain('#b3123a');
    expect(ring(null)).toBe(ring('diamond'));
  });

  it('differs by id and view and escapes text', () => {
    const base = { ...JEWELRY[2]!, view: 0, variant: 'full' as const };
    expect(renderJewelry({ ...base, id: 1 })).not.toBe(renderJewelry(base));
    expect(renderJewelry({ ...base, view: 1 })).not.toBe(renderJewelry(base));
    const svg = renderJewelry({ ...base, brand: '<script>&"', model: "O'Neil" });
    expectValidSvg(svg, 1200, 1200);
    expect(svg).not.toContain('<script');
  });
});
