import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { charactersOf, fontFaceCss, FONTS_DIR, fontSubsets, subsetted } from '../../scripts/subset-fonts.ts';

const css = readFileSync(join(FONTS_DIR, '..', 'fonts.css'), 'utf8');

// Issue 25: the web fonts are subset from the packages by scripts/subset-fonts.ts and committed.
describe('the shipped fonts (src/ui/theme/fonts/)', () => {
  it.each(fontSubsets())('$file is what `npm run fonts` makes of the package file, and fonts.css declares its range', async (font) => {
    const committed = readFileSync(join(FONTS_DIR, font.file));
    expect(Buffer.compare(committed, await subsetted(font)), `${font.file} is stale: run \`npm run fonts\``).toBe(0);
    const face = css.split('@font-face').find((block) => block.includes(`./fonts/${font.file}`));
    expect(face).toContain(`unicode-range: ${font.unicodeRange};`);
    expect(face).toContain('font-weight: 400 600;');
    expect(face).toContain('font-display: swap;');
  });

  it('fonts.css is what `npm run fonts` writes', () => {
    expect(css, 'src/ui/theme/fonts.css is stale: run `npm run fonts`').toBe(fontFaceCss());
  });

  it('reads a unicode-range as its characters', () => {
    expect(charactersOf('U+0041-0043,U+2116')).toBe('ABC№');
  });
});
