/**
 * `npm run bench:size`: what a shopper's browser downloads, in KB gzip. Builds the SPA into a scratch folder with
 * Vite's manifest and prints the initial JavaScript of `/` (the entry, its static imports and the shell's Russian
 * catalog it awaits before the first render, then the home screen with its catalog: what `/` loads until idle),
 * then what each lazily loaded screen adds on its first visit, its own Lingui catalog included (so `/catalog` costs
 * the shell + the catalogue screen and its catalog). It also names any chunk of the initial set that comes from
 * firebase or the sign-in panel, which must never load up front, and lists each catalog's size in both languages.
 * Prints figures; asserts nothing (budgets are reported in issue notes).
 *
 * `npm run bench:size -- --dir dist` measures an existing build made with `--manifest` instead of building.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CATALOG_ENTRIES, CATALOG_NAMES, SHELL_CATALOG, type CatalogName } from '../src/runtime/catalogEntries.ts';

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
/** The compiled catalog `src/locales/<locale>/<name>.po` (a chunk of its own, loaded with its screen). */
const catalogChunk = (name: CatalogName, locale = 'ru') => Object.keys(manifest).find((key) => key === `src/locales/${locale}/${name}.po`);
/** Which catalog a lazily loaded chunk brings along (the table of src/runtime/catalogEntries.ts). */
const catalogOf = (key: string) => CATALOG_NAMES.find((name) => (CATALOG_ENTRIES[name] as readonly string[]).includes(key));
const shellCatalog = catalogChunk(SHELL_CATALOG);
if (!shellCatalog) throw new Error(`the manifest has no src/locales/ru/${SHELL_CATALOG}.po`);

/** What a first visit fetches for a lazily loaded chunk: its static imports and its catalog, minus what is there. */
function firstVisit(key: string, loaded: ReadonlySet<string>): string[] {
  const name = catalogOf(key);
  const catalog = name ? catalogChunk(name) : undefined;
  const keys = closure(key);
  if (catalog) closure(catalog, keys);
  return [...keys].filter((dep) => !loaded.has(dep));
}

const initial = closure(entry);
closure(shellCatalog, initial);
const initialJs = sum(initial);
const initialCss = [...cssOf(initial)].reduce((total, file) => total + gz(file), 0);
const homeKey = Object.keys(manifest).find((key) => manifest[key]?.isDynamicEntry && catalogOf(key) === 'home');
const home = homeKey ? firstVisit(homeKey, initial) : [];
const homeJs = sum(home);

const list = (keys: Iterable<string>) => {
  for (const key of [...keys].sort((a, b) => gz(manifest[b]!.file) - gz(manifest[a]!.file))) {
    console.log(`  ${kb(gz(manifest[key]!.file)).padStart(6)} KB  ${manifest[key]!.src ?? key}`);
  }
};
console.log(`\nInitial load of / (gzip): JS ${kb(initialJs + homeJs)} KB in ${initial.size + home.length} chunks until idle, CSS ${kb(initialCss)} KB`);
console.log(`Before the first render (entry, its static imports, the shell's catalog): JS ${kb(initialJs)} KB in ${initial.size} chunks`);
list(initial);
const forbidden = [...initial, ...home].filter((key) => /firebase|SignIn|signIn/.test(`${key} ${manifest[key]?.src ?? ''}`));
console.log(forbidden.length ? `  ✗ in the initial bundle but must be lazy: ${forbidden.join(', ')}` : '  firebase / sign-in panel in the initial bundle: none');
console.log(`Then the home screen with its catalog: JS ${kb(homeJs)} KB in ${home.length} chunks`);
list(home);

const screens = Object.keys(manifest)
  .filter((key) => manifest[key]?.isDynamicEntry && /src\/(features|ui)\//.test(key))
  .sort();
console.log('\nLazily loaded screens and overlays: what a first visit adds, catalog included (JS gzip), after the shell');
for (const key of screens) {
  const added = sum(firstVisit(key, initial));
  const name = catalogOf(key) ?? '—';
  console.log(`  ${kb(added).padStart(6)} KB  ${key}  [catalog ${name}]  (route total ${kb(initialJs + added)} KB)`);
}

console.log('\nLingui catalogs (gzip, ru / en)');
for (const name of CATALOG_NAMES) {
  const size = (locale: string) => {
    const key = catalogChunk(name, locale);
    return key ? kb(gz(manifest[key]!.file)) : '—';
  };
  console.log(`  ${size('ru').padStart(6)} / ${size('en').padStart(6)} KB  ${name}`);
}
if (!given) rmSync(outDir, { recursive: true, force: true });
