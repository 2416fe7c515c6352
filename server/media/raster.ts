import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { decompress } from 'wawoff2';

/**
 * PNG renditions of the drawn SVG pictures (issue 22 item 25): messengers and social networks show no SVG preview,
 * so `og:image` points at a PNG drawn from the same SVG by resvg (a prebuilt binary shipped in the npm package; no
 * browser, nothing fetched). The drawings' text is set in the site's own faces, loaded from the WOFF2 files of
 * `@fontsource-variable` (resvg reads TrueType, so each file is unpacked once into a temporary folder); system fonts
 * are never consulted, so every machine draws the same picture.
 *
 * A PNG costs tens of milliseconds to draw, on libuv's thread pool (renderAsync) rather than the event loop; the
 * last few are kept in memory by the SVG's hash, and the answer carries the same long cache headers as the SVGs.
 */

/** The faces the drawings name: the display serif (Georgia, Times and `serif` fall back to it) and the text sans. */
const FONTS = [
  ['@fontsource-variable/cormorant-garamond', ['cormorant-garamond-latin-wght-normal', 'cormorant-garamond-cyrillic-wght-normal']],
  ['@fontsource-variable/inter', ['inter-latin-wght-normal', 'inter-cyrillic-wght-normal']],
] as const;

const SERIF = 'Cormorant Garamond';
const SANS = 'Inter';

let fontFiles: Promise<string[]> | null = null;

/** The TrueType files, unpacked from the packages' WOFF2 on first use (named by content, so a stale file is never reused). */
function fonts(): Promise<string[]> {
  fontFiles ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = join(tmpdir(), 'boutique-fonts');
    mkdirSync(dir, { recursive: true });
    const files: string[] = [];
    for (const [pkg, names] of FONTS) {
      // The package exports its LICENSE, not its files/: find the folder from there.
      const root = dirname(require.resolve(`${pkg}/LICENSE`));
      for (const name of names) {
        const woff2 = readFileSync(join(root, 'files', `${name}.woff2`));
        const file = join(dir, `${name}-${createHash('sha1').update(woff2).digest('hex').slice(0, 12)}.ttf`);
        if (!existsSync(file)) {
          // Written aside and renamed: another process drawing at the same moment never reads half a file.
          const partial = `${file}.${process.pid}.part`;
          writeFileSync(partial, await decompress(woff2));
          renameSync(partial, file);
        }
        files.push(file);
      }
    }
    return files;
  })();
  // A failure (a read-only temporary folder, say) is tried again on the next picture rather than remembered.
  fontFiles.catch(() => {
    fontFiles = null;
  });
  return fontFiles;
}

/**
 * The last PNGs drawn, by the hash of their SVG and width: a shared link's preview is fetched by many clients within
 * seconds. A product's PNG is ~0.7 MB, so only a few are kept (~11 MB at most); beyond that the answer's
 * Cache-Control lets browsers, networks' fetchers and a CDN keep them.
 */
const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 16;

/** The SVG drawn as a PNG `width` pixels wide (the height follows the drawing's proportions). */
export async function svgToPng(svg: string, width: number): Promise<Buffer> {
  const key = createHash('sha1').update(svg).update(`@${width}`).digest('base64url');
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last: the first key is the one to drop.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles: await fonts(), defaultFontFamily: SERIF, serifFamily: SERIF, sansSerifFamily: SANS },
    logLevel: 'off',
  });
  const png = image.asPng();
  cache.set(key, png);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return png;
}
