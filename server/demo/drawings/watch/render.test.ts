import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../../media/svg.ts';
import { metalKind } from '../palette.ts';
import { dialColor } from './classify.ts';
import { renderWatch } from './render.ts';
import { bytes, svgProblems, titleOf, VARIANTS, VIEWS, WATCHES, withoutClockOrRandom } from '../drawing-checks.ts';

const expectValidSvg = (svg: string, width: number, height: number, decorative = false) =>
  expect(svgProblems(svg, width, height, decorative)).toEqual([]);

describe('renderWatch', () => {
  it('is well-formed, accessible and within budget for every composition', () => {
    for (const w of WATCHES)
      for (const view of VIEWS)
        for (const variant of VARIANTS) {
          const svg = renderWatch({ ...w, view, variant });
          const size = variant === 'full' ? 1200 : 320;
          expectValidSvg(svg, size, size);
          expect(svg).toContain('viewBox="0 0 1200 1200"');
          expect(titleOf(svg)).toBe(escapeXml(`${w.brand} ${w.model}`));
          expect(bytes(svg), `${w.brand} ${w.model} v${view} ${variant}`).toBeLessThan(variant === 'full' ? 12_000 : 4_000);
        }
  });

  it('is deterministic and never uses Math.random or Date', () => {
    for (const w of WATCHES.slice(0, 6))
      for (const view of VIEWS) {
        const input = { ...w, view, variant: 'full' as const };
        const a = withoutClockOrRandom(() => renderWatch(input));
        const b = withoutClockOrRandom(() => renderWatch({ ...input }));
        expect(a).toBe(b);
      }
  });

  it('differs by id and by view', () => {
    const base = { ...WATCHES[0]!, view: 0, variant: 'full' as const };
    const a = renderWatch(base);
    expect(renderWatch({ ...base, id: 999 })).not.toBe(a);
    const views = new Set(VIEWS.map((view) => renderWatch({ ...base, view })));
    expect(views.size).toBe(4);
  });

  it('thumbnail is smaller than the full image', () => {
    for (const w of WATCHES)
      for (const view of VIEWS) {
        const full = renderWatch({ ...w, view, variant: 'full' });
        const thumb = renderWatch({ ...w, view, variant: 'thumb' });
        expect(bytes(thumb)).toBeLessThan(bytes(full));
        expect(thumb).toMatch(/^<svg [^>]*width="320" height="320"/);
      }
  });

  it('escapes brand and model text (A. Lange & Söhne, <script>)', () => {
    const svg = renderWatch({
      ...WATCHES[0]!, // black dial: baton indices, so the model is printed on the dial
      brand: 'A. Lange & Söhne',
      model: `<script>alert("x")</script> 'Up/Down'`,
      view: 0,
      variant: 'full',
    });
    expectValidSvg(svg, 1200, 1200);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('A. Lange &amp; Söhne');
    expect(svg).toContain('&lt;SCRIPT&gt;'); // the model line on the dial is upper-cased
    expect(titleOf(svg)).toBe('A. Lange &amp; Söhne &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &apos;Up/Down&apos;');
    // the caseback engraves the brand as well
    const back = renderWatch({ ...WATCHES[3]!, view: 2, variant: 'full' });
    expectValidSvg(back, 1200, 1200);
    expect(back).toContain('A. LANGE &amp; SÖHNE');
  });

  it('maps each dial colour name (Russian and English) to its own fill', () => {
    const pairs: [string, ...string[]][] = [
      ['black', 'чёрный', 'черный'],
      ['blue', 'синий'],
      ['green', 'зелёный'],
      ['white', 'белый'],
      ['silver', 'серебристый'],
      ['champagne', 'шампань'],
      ['grey', 'серый', 'gray'],
      ['brown', 'коричневый'],
      ['burgundy', 'бордовый'],
      ['ice blue', 'голубой'],
      ['salmon', 'лососевый'],
      ['mother-of-pearl', 'перламутровый'],
      ['skeleton', 'скелетон'],
      ['navy', ''],
    ];
    const bases = pairs.map(([en, ...ru]) => {
      const base = dialColor(en).base;
      for (const other of ru) expect(dialColor(other).base, other).toBe(base);
      return base;
    });
    expect(new Set(bases).size).toBe(pairs.length);
    // unknown names fall back to deep navy
    expect(dialColor('pantone 19-4052').base).toBe(dialColor('navy').base);
    // and the rendered dial really uses that colour
    for (const [en] of pairs) {
      const svg = renderWatch({ ...WATCHES[8]!, dialColor: en, view: 0, variant: 'full' });
      expect(svg, en).toContain(dialColor(en).base);
    }
  });

  it('maps case materials to metal families', () => {
    expect(metalKind('Oystersteel')).toBe('steel');
    expect(metalKind('Stainless steel')).toBe('steel');
    expect(metalKind('White gold')).toBe('white');
    expect(metalKind('Platinum')).toBe('white');
    expect(metalKind('Yellow gold')).toBe('yellow');
    expect(metalKind('Жёлтое золото')).toBe('yellow');
    expect(metalKind('Everose gold')).toBe('rose');
    expect(metalKind('Sedna gold')).toBe('rose');
    expect(metalKind('Розовое золото')).toBe('rose');
    expect(metalKind('Titanium')).toBe('titanium');
    expect(metalKind('Black ceramic')).toBe('black');
    expect(metalKind('Carbon')).toBe('black');
    expect(metalKind('Bronze')).toBe('bronze');
  });

  it('draws metal links for bracelets and a stitched strap for leather', () => {
    const bracelet = renderWatch({ ...WATCHES[0]!, view: 0, variant: 'full' });
    const leather = renderWatch({ ...WATCHES[2]!, view: 0, variant: 'full' });
    expect(bracelet).toContain('<pattern'); // link seams
    expect(leather).toContain('stroke-dasharray="11 8"'); // stitching
  });

  it('scales the case gently with the diameter', () => {
    const radius = (d: number) => {
      const svg = renderWatch({ ...WATCHES[8]!, diameterMm: d, view: 0, variant: 'full' });
      return Number(/<circle r="(\d+(?:\.\d+)?)" fill="url\(#[^)]+m\)"/.exec(svg)?.[1]);
    };
    expect(radius(28)).toBeLessThan(radius(40));
    expect(radius(40)).toBeLessThan(radius(47));
    expect(radius(47) / radius(28)).toBeLessThan(1.4);
    expect(radius(10)).toBe(radius(28));
    expect(radius(Number.NaN)).toBe(radius(40));
  });
});
