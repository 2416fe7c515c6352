import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../../media/svg.ts';
import { bagShape } from './leather.ts';
import { renderBag } from './render.ts';
import { BAGS, bytes, svgProblems, titleOf, VARIANTS, VIEWS, withoutClockOrRandom } from '../drawing-checks.ts';

const expectValidSvg = (svg: string, width: number, height: number, decorative = false) =>
  expect(svgProblems(svg, width, height, decorative)).toEqual([]);

describe('renderBag', () => {
  it('is well-formed, deterministic and within budget', () => {
    for (const b of BAGS)
      for (const view of VIEWS)
        for (const variant of VARIANTS) {
          const input = { ...b, view, variant };
          const svg = withoutClockOrRandom(() => renderBag(input));
          const size = variant === 'full' ? 1200 : 320;
          expectValidSvg(svg, size, size);
          expect(renderBag({ ...input })).toBe(svg);
          expect(titleOf(svg)).toBe(escapeXml(`${b.brand} ${b.model}`));
          expect(bytes(svg)).toBeLessThan(variant === 'full' ? 12_000 : 4_000);
          if (variant === 'thumb') expect(bytes(svg)).toBeLessThan(bytes(renderBag({ ...input, variant: 'full' })));
        }
  });

  it('chooses the silhouette from the model name', () => {
    expect(bagShape('Birkin 30')).toBe('birkin');
    expect(bagShape('Kelly 25')).toBe('kelly');
    expect(bagShape('Classic Flap')).toBe('flap');
    expect(bagShape('Neverfull MM')).toBe('tote');
    expect(bagShape('Pochette clutch')).toBe('clutch');
    expect(bagShape('Lady Dior')).toBe('lady');
  });

  it('escapes Hermès-style names and differs by id/view', () => {
    const base = { ...BAGS[0]!, view: 0, variant: 'full' as const };
    const svg = renderBag(base);
    expect(titleOf(svg)).toBe('Hermès Birkin 30');
    expect(renderBag({ ...base, id: 5 })).not.toBe(svg);
    expect(renderBag({ ...base, view: 3 })).not.toBe(svg);
    const evil = renderBag({ ...base, brand: 'A & B <script>', model: '"Kelly"' });
    expectValidSvg(evil, 1200, 1200);
    expect(evil).not.toContain('<script');
  });
});
