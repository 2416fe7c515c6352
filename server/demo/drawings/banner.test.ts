import { describe, expect, it } from 'vitest';
import { renderBanner } from './banner.ts';
import { BANNERS, bytes, svgProblems, withoutClockOrRandom } from './drawing-checks.ts';

const expectValidSvg = (svg: string, width: number, height: number, decorative = false) =>
  expect(svgProblems(svg, width, height, decorative)).toEqual([]);

describe('renderBanner', () => {
  it('is wide, well-formed, deterministic and carries no text at all (the page shows the title as HTML)', () => {
    for (const b of BANNERS) {
      const full = withoutClockOrRandom(() => renderBanner({ ...b, variant: 'full' }));
      const thumb = renderBanner({ ...b, variant: 'thumb' });
      expectValidSvg(full, 1600, 640, true);
      expectValidSvg(thumb, 480, 192, true);
      expect(full).toContain('viewBox="0 0 1600 640"');
      expect(renderBanner({ ...b, variant: 'full' })).toBe(full);
      expect(bytes(thumb)).toBeLessThan(bytes(full));
      expect(bytes(full)).toBeLessThan(12_000);
      expect(bytes(thumb)).toBeLessThan(4_000);
      for (const word of [...b.title.split(/\s+/), ...(b.subtitle ?? '').split(/\s+/)].filter((w) => w.length > 3)) {
        expect(full).not.toContain(word);
        expect(full).not.toContain(word.toUpperCase());
      }
    }
    const evil = renderBanner({ id: 9, title: 'A. Lange & Söhne <script>alert(1)</script>', subtitle: `"quoted" & 'single'`, variant: 'full' });
    expectValidSvg(evil, 1600, 640, true);
    expect(evil).not.toMatch(/script|Lange|quoted/);
    expect(renderBanner({ ...BANNERS[0]!, id: 42, variant: 'full' })).not.toBe(renderBanner({ ...BANNERS[0]!, variant: 'full' }));
  });
});
