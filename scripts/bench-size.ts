/**
 * `npm run bench:size`: what a shopper's browser downloads, in KB gzip. Builds the SPA into a scratch folder with
 * Vite's manifest and prints the initial JavaScript of `/` (the entry, its static imports and the Russian catalog it
 * awaits before the first render), then what each lazily loaded screen adds on its first visit (so `/catalog` costs
 * initial + the catalog screen). It also names any chunk of the initial set that comes from firebase or the sign-in
 * panel, which must never load up front. Prints figures; asserts nothing (budgets are reported in issue notes).
 *
 * `npm run bench:size -- --dir dist` measures an existing build made with `--manifest` instead of building.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = new URL('../', import.meta.url).pathname;
const dirFlag = process.argv.indexOf('--dir');
const given = dirFlag >= 0 ? process.argv[dirFlag + 1] : undefined;
const outDir = given ? join(root, given) : mkdtempSync(join(tmpdir(), 'boutique-size-'));

if (!given) {
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
const manifestPath = join(outDir, '.vite/manifest.json');
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with \`vite build --manifest\``);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gz = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A chunk and everything it imports statically (the browser fetches them all before running it). */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, into);
  return into;
}
const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gz(manifest[key]?.file ?? ''), 0);
const cssOf = (keys: Iterable<string>) => new Set([...keys].flatMap((key) => manifest[key]?.css ?? []));

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('the manifest has no entry');
const catalogKey = Object.keys(manifest).find((key) => /src\/locales\/ru\/messages\.po$/.test(key));
const initial = closure(entry);
if (catalogKey) closure(catalogKey, initial);
const initialJs = sum(initial);
const initialCss = [...cssOf(initial)].reduce((total, file) => total + gz(file), 0);

console.log(`\nInitial load of / (gzip): JS ${kb(initialJs)} KB in ${initial.size} chunks, CSS ${kb(initialCss)} KB`);
for (const key of [...initial].sort((a, b) => gz(manifest[b]!.file) - gz(manifest[a]!.file))) {
  console.log(`  ${kb(gz(manifest[key]!.file)).padStart(6)} KB  ${manifest[key]!.src ?? key}`);
}
const forbidden = [...initial].filter((key) => /firebase|SignIn|signIn/.test(`${key} ${manifest[key]?.src ?? ''}`));
console.log(forbidden.length ? `  ✗ in the initial bundle but must be lazy: ${forbidden.join(', ')}` : '  firebase / sign-in panel in the initial bundle: none');

const screens = Object.keys(manifest)
  .filter((key) => manifest[key]?.isDynamicEntry && /src\/(features|ui)\//.test(key))
  .sort();
console.log('\nLazily loaded screens and overlays: what a first visit adds (JS gzip)');
for (const key of screens) {
  const extra = [...closure(key)].filter((dep) => !initial.has(dep));
  const added = sum(extra);
  console.log(`  ${kb(added).padStart(6)} KB  ${key}  (route total ${kb(initialJs + added)} KB)`);
}
if (!given) rmSync(outDir, { recursive: true, force: true });
