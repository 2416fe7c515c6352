import { describe, expect, it } from 'vitest';
import { renderBag } from './bag/render.ts';
import { renderBanner } from './banner.ts';
import { renderJewelry } from './jewelry/render.ts';
import { renderWatch } from './watch/render.ts';
import { BAGS, bytes, checkXml, JEWELRY, svgProblems, VARIANTS, VIEWS, WATCHES } from './drawing-checks.ts';

const expectValidSvg = (svg: string, width: number, height: number, decorative = false) =>
  expect(svgProblems(svg, width, height, decorative)).toEqual([]);

describe('robustness', () => {
  it('stays valid and within budget for absurdly long or odd input', () => {
    const long = 'Ω&<"\'' + 'Très Long Nom '.repeat(80);
    for (const variant of VARIANTS)
      for (const view of VIEWS) {
        const size = variant === 'full' ? 1200 : 320;
        const budget = variant === 'full' ? 12_000 : 4_000;
        const w = renderWatch({ ...WATCHES[4]!, brand: long, model: long, dialColor: long, caseMaterial: long, strapMaterial: long, diameterMm: 1e9, view: view + 40, variant });
        const j = renderJewelry({ ...JEWELRY[3]!, brand: long, model: long, typeName: long, metal: long, stone: long, view: -view, variant });
        const b = renderBag({ ...BAGS[0]!, brand: long, model: long, color: long, material: long, view: Number.NaN, variant });
        for (const svg of [w, j, b]) {
          expectValidSvg(svg, size, size);
          expect(bytes(svg)).toBeLessThan(budget);
        }
      }
    const banner = renderBanner({ id: 1, title: long.repeat(20), subtitle: long.repeat(20), variant: 'full' });
    expectValidSvg(banner, 1600, 640, true);
    expect(bytes(banner)).toBeLessThan(12_000);
  });
});

describe('checkXml (the test helper itself)', () => {
  it('rejects malformed documents', () => {
    expect(checkXml('<svg><g></svg>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg a="1" a="2"/>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg><text>A & B</text></svg>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg><text>a < b</text></svg>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg/><svg/>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg><text x=1>t</text></svg>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg><text x="1">A &amp; B &#233;</text></svg>').errors).toEqual([]);
  });
});
