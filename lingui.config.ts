import { defineConfig } from '@lingui/cli';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG_ENTRIES, CATALOG_NAMES, SHELL_CATALOG, type CatalogName } from './src/runtime/catalogEntries.ts';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Relative static imports and re-exports (`import type` carries no messages), and dynamic `import('./x')`. Good
 * enough for this code base's style: explicit extensions, one specifier per statement; tests/unit/locales.test.ts
 * checks that every message of src/ lands in a catalog, so a missed import fails a test.
 */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const sources = new Map<string, { text: string; imports: string[]; lazyImports: string[] }>();
function source(file: string) {
  let known = sources.get(file);
  if (!known) {
    const text = readFileSync(file, 'utf8');
    const at = (match: RegExpMatchArray) => resolve(dirname(file), match[1] ?? '');
    known = { text, imports: [...text.matchAll(STATIC_IMPORT)].map(at), lazyImports: [...text.matchAll(DYNAMIC_IMPORT)].map(at) };
    sources.set(file, known);
  }
  return known;
}

/** Every catalog's entry modules, absolute. */
const entryFiles = new Map(CATALOG_NAMES.map((name) => [name, new Set(CATALOG_ENTRIES[name].map((entry) => resolve(root, entry)))]));

/**
 * The modules a chunk brings: its entries' static import graph, and with `lazy` the pieces they load by import().
 * The walk stops at another catalog's entry: that module brings its own catalog.
 */
function graph(name: CatalogName, lazy: boolean): Set<string> {
  const own = entryFiles.get(name)!;
  const others = new Set(CATALOG_NAMES.filter((other) => other !== name).flatMap((other) => [...entryFiles.get(other)!]));
  const seen = new Set<string>();
  const stack = [...own];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || others.has(file) || !/\.[cm]?[jt]sx?$/.test(file) || !existsSync(file)) continue;
    seen.add(file);
    const { imports, lazyImports } = source(file);
    stack.push(...imports, ...(lazy ? lazyImports : []));
  }
  return seen;
}

const shell = graph(SHELL_CATALOG, false);
/** Only files that can hold messages are extracted (Lingui extracts each catalog's files on its own). */
const mayHoldMessages = (file: string) => !file.endsWith('.css.ts') && /lingui|i18n/.test(source(file).text);

/**
 * A catalog's source files: the shell's graph stops at import() (each lazy chunk brings its own catalog, or is part
 * of the shell's entries); a screen's graph follows its own lazy pieces and leaves out what the shell already holds.
 */
export function catalogFiles(name: CatalogName): string[] {
  const files = name === SHELL_CATALOG ? shell : [...graph(name, true)].filter((file) => !shell.has(file));
  return [...files]
    .filter(mayHoldMessages)
    .map((file) => `<rootDir>/${relative(root, file)}`)
    .sort();
}

/** ru is the default language of the product (part 2 §4); en the other one. */
export default defineConfig({
  sourceLocale: 'ru',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'ru' },
  catalogs: CATALOG_NAMES.map((name) => ({ path: `<rootDir>/src/locales/{locale}/${name}`, include: catalogFiles(name) })),
  format: 'po',
});
