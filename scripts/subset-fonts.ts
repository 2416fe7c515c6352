/**
 * `npm run fonts`: the shop's web fonts, made smaller (issue 25: the bytes before the first paint). From the
 * @fontsource-variable packages' Latin and Cyrillic files of Inter and Cormorant Garamond it keeps
 * - the same characters (each file's own `unicode-range`, read from the package's CSS), so nothing on a page falls
 *   back to another face that did not before;
 * - the weight axis from 400 to 600 only, the weights the theme uses (regular, medium, semibold);
 * - harfbuzz's default layout features (kerning, ligatures, the usual alternates), dropping the stylistic sets
 *   the shop never switches on.
 * Four files of 92 KB in all instead of 123 KB, written to src/ui/theme/fonts/, and src/ui/theme/fonts.css, which
 * declares them (all committed). tests/unit/fonts.test.ts rebuilds both and fails when the committed ones are not
 * what this script makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = new URL('../', import.meta.url).pathname;
export const FONTS_DIR = join(root, 'src/ui/theme/fonts');
export const WEIGHTS = { min: 400, max: 600 } as const;

export interface FontSubset {
  /** The CSS family name the theme asks for (src/ui/theme/light.css.ts). */
  family: string;
  /** The written file, under src/ui/theme/fonts/. */
  file: string;
  /** The package file it is made from. */
  source: string;
  unicodeRange: string;
}

const FAMILIES = [
  { pkg: 'cormorant-garamond', prefix: 'cormorant-garamond', name: 'cormorant', family: 'Cormorant Garamond Variable' },
  { pkg: 'inter', prefix: 'inter', name: 'inter', family: 'Inter Variable' },
] as const;
const SUBSETS = ['cyrillic', 'latin'] as const;

/** The `unicode-range` the package declares for one of its files. */
function rangeOf(css: string, file: string): string {
  const face = css.split('@font-face').find((block) => block.includes(`/files/${file}`));
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`no unicode-range for ${file}`);
  return range.trim();
}

/** Every character a `unicode-range` names. */
export function charactersOf(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from ?? '', 16); code <= parseInt(to ?? '', 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

export function fontSubsets(): FontSubset[] {
  return FAMILIES.flatMap(({ pkg, prefix, name, family }) => {
    const dir = join(root, 'node_modules/@fontsource-variable', pkg);
    const css = readFileSync(join(dir, 'wght.css'), 'utf8');
    return SUBSETS.map((subset) => {
      const file = `${prefix}-${subset}-wght-normal.woff2`;
      return { family, file: `${name}-${subset}.woff2`, source: join(dir, 'files', file), unicodeRange: rangeOf(css, file) };
    });
  });
}

export async function subsetted(font: FontSubset): Promise<Buffer> {
  return subsetFont(readFileSync(font.source), charactersOf(font.unicodeRange), { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
}

/** src/ui/theme/fonts.css: one `@font-face` per file, with the file's range and the kept weights. */
export function fontFaceCss(): string {
  const faces = fontSubsets().map(
    (font) => `@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url(./fonts/${font.file}) format('woff2');
  unicode-range: ${font.unicodeRange};
}`,
  );
  return `/*
 * Written by \`npm run fonts\` (scripts/subset-fonts.ts): do not edit. The shipped faces (fonts.ts): Inter for body
 * and Cormorant Garamond for display, each a variable font from ${WEIGHTS.min} to ${WEIGHTS.max} in a Latin and a Cyrillic
 * file, declared with its \`unicode-range\` so a page downloads only the files its text uses. \`swap\`: the page
 * paints at once in the metric-matched stand-ins of fallbackFonts.css.ts.
 */
${faces.join('\n\n')}
`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  writeFileSync(join(FONTS_DIR, '..', 'fonts.css'), fontFaceCss());
  for (const font of fontSubsets()) {
    const bytes = await subsetted(font);
    writeFileSync(join(FONTS_DIR, font.file), bytes);
    console.log(`${font.file}: ${(readFileSync(font.source).length / 1024).toFixed(1)} KB → ${(bytes.length / 1024).toFixed(1)} KB  (${font.unicodeRange})`);
  }
}
