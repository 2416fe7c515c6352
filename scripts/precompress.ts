import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Build-time compression of the SPA (issue 10 item 2): every text file of the build (HTML, JS, CSS, SVG, JSON,
 * …) gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling, which the server picks by
 * Accept-Encoding (@fastify/static `preCompressed`). Run by the Vite build itself (vite.config.ts, `closeBundle`),
 * so `npm run build` and any `vite build --outDir …` produce them; also usable alone: `tsx scripts/precompress.ts dist`.
 */
const TEXT = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/i;
/** Below this a compressed copy is not worth a file (and may be larger than the original). */
const MIN_BYTES = 256;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * The shop's build takes the best compression (quality 11, level 9): shoppers download it. A Storybook build (issue
 * 29: 11 MB of text, for reviewers) takes `fast` (brotli 5, gzip 6): 2.7 MB of brotli instead of 2.4 MB, in about
 * 2 s instead of 20 s.
 */
export interface PrecompressOptions {
  fast?: boolean;
}

export function precompress(dir: string, { fast = false }: PrecompressOptions = {}): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const path of walk(dir)) {
    if (!TEXT.test(path) || statSync(path).size < MIN_BYTES) continue;
    const source = readFileSync(path);
    const br = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: fast ? 5 : 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gz = gzipSync(source, { level: fast ? 6 : 9 });
    // A copy that is not smaller is useless: the server then sends the original.
    if (br.length < source.length) writeFileSync(`${path}.br`, br);
    if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
    result.files += 1;
    result.bytes += source.length;
    result.brotli += Math.min(br.length, source.length);
    result.gzip += Math.min(gz.length, source.length);
  }
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const { files, bytes, brotli, gzip } = precompress(dir);
  console.log(`precompressed ${files} files in ${dir}: ${bytes} B → brotli ${brotli} B, gzip ${gzip} B`);
}
