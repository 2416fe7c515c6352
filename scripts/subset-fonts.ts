/**
 * `npm run fonts`: the shop's web fonts, made smaller (issue 25: the bytes before the first paint). From the
 * @fontsource-variable packages' Latin and Cyrillic files of Inter and Cormorant Garamond it keeps
 * - the same characters (each file's own `unicode-range`, read from the package's CSS), so nothing on a page falls
 *   back to another face that did not before;
 * - the weight axis from 400 to 600 only, the weights the theme uses (regular, medium, semibold);
 * - harfbuzz's default layout features (kerning, ligatures, the usual alternates), dropping the stylistic sets
 *   the shop never switches on.
 * Four files of ~83 KB in all instead of ~128 KB, written to src/ui/theme/fonts/ (committed; fonts.css declares
 * them). tests/unit/fonts.test.ts rebuilds them and fails when the committed files are not what this script makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = new URL('../', import.meta.url).pathname;
export const FONTS_DIR = join(root, 'src/ui/theme/fonts');
export const WEIGHTS = { min: 400, max: 600 } as const;

export interface FontSubset {
  /** The written file, under src/ui/theme/fonts/. */
  file: string;
  /** The package file it is made from. */
  source: string;
  unicodeRange: string;
}

const FAMILIES = [
  { pkg: 'inter', prefix: 'inter', name: 'inter' },
  { pkg: 'cormorant-garamond', prefix: 'cormorant-garamond', name: 'cormorant' },
] as const;
const SUBSETS = ['latin', 'cyrillic'] as const;

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
  return FAMILIES.flatMap(({ pkg, prefix, name }) => {
    const dir = join(root, 'node_modules/@fontsource-variable', pkg);
    const css = readFileSync(join(dir, 'wght.css'), 'utf8');
    return SUBSETS.map((subset) => {
      const file = `${prefix}-${subset}-wght-normal.woff2`;
      return { file: `${name}-${subset}.woff2`, source: join(dir, 'files', file), unicodeRange: rangeOf(css, file) };
    });
  });
}

export async function subsetted(font: FontSubset): Promise<Buffer> {
  return subsetFont(readFileSync(font.source), charactersOf(font.unicodeRange), { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  for (const font of fontSubsets()) {
    const bytes = await subsetted(font);
    writeFileSync(join(FONTS_DIR, font.file), bytes);
    console.log(`${font.file}: ${(readFileSync(font.source).length / 1024).toFixed(1)} KB → ${(bytes.length / 1024).toFixed(1)} KB  (${font.unicodeRange})`);
  }
}
