import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOG_ENTRIES, CATALOG_NAMES, type CatalogName } from '../../src/runtime/catalogEntries.ts';
import { CHUNK_SCREENS, SCREEN_CHUNKS } from '../../kernel/siteMap.ts';

/** msgid → msgstr of a .po file (the header entry left out). */
function parse(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    if (match[1]) map.set(match[1], match[2] ?? '');
  }
  return map;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const locales = join(root, 'src/locales');
const entries = (locale: 'ru' | 'en', name: string) => parse(readFileSync(join(locales, locale, `${name}.po`), 'utf8'));

describe('Lingui catalogs (one for the shell, one per lazily loaded screen: src/runtime/catalogEntries.ts, kernel/siteMap.ts)', () => {
  it('has exactly the catalogs of the table, in both languages', () => {
    const expected = CATALOG_NAMES.map((name) => `${name}.po`).sort();
    expect(readdirSync(join(locales, 'ru')).sort()).toEqual(expected);
    expect(readdirSync(join(locales, 'en')).sort()).toEqual(expected);
  });

  it('names entry modules that exist (the import walk of lingui.config.ts starts there)', () => {
    const missing = CATALOG_NAMES.flatMap((name) => CATALOG_ENTRIES[name].filter((entry) => !existsSync(join(root, entry))));
    expect(missing).toEqual([]);
  });

  it.each(CATALOG_NAMES)('%s: en and ru hold the same messages and en translates every one of them', (name) => {
    const ru = entries('ru', name);
    const en = entries('en', name);
    expect([...en.keys()].sort()).toEqual([...ru.keys()].sort());
    const untranslated = [...en].filter(([, translation]) => translation === '').map(([id]) => id);
    expect(untranslated, 'translate them: node scripts/i18n-fill.mjs words.json').toEqual([]);
  });

  it('a message shared by several catalogs has the same English in each', () => {
    const english = new Map<string, Set<string>>();
    for (const name of CATALOG_NAMES) {
      for (const [id, text] of entries('en', name)) english.set(id, (english.get(id) ?? new Set()).add(text));
    }
    expect([...english].filter(([, texts]) => texts.size > 1).map(([id, texts]) => [id, [...texts]])).toEqual([]);
  });

  it('holds every message the source uses, each in the catalog of the screen that renders it', () => {
    // Extract into a scratch folder with the project's own Lingui settings (plus one catalog of all of src/), then
    // compare with the committed ru catalogs.
    const scratch = mkdtempSync(join(tmpdir(), 'lingui-'));
    try {
      const config = join(scratch, 'lingui.config.ts');
      writeFileSync(
        config,
        `import config from ${JSON.stringify(join(root, 'lingui.config.ts'))};
export default {
  ...config,
  rootDir: ${JSON.stringify(root)},
  locales: ['ru'],
  catalogs: [
    ...config.catalogs.map((catalog) => ({ ...catalog, path: catalog.path.replace('<rootDir>/src/locales', ${JSON.stringify(scratch)}) })),
    { path: ${JSON.stringify(join(scratch, '{locale}', 'everything'))}, include: ['<rootDir>/src'], exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'] },
  ],
};
`,
      );
      execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--config', config], { cwd: root, stdio: 'pipe' });
      const fresh = (name: string) => parse(readFileSync(join(scratch, 'ru', `${name}.po`), 'utf8'));
      const missing = CATALOG_NAMES.flatMap((name) => {
        const committed = entries('ru', name);
        return [...fresh(name).keys()].filter((id) => !committed.has(id)).map((id) => `${name}: ${id}`);
      });
      expect(missing, 'run npm run i18n:extract and translate the new messages (scripts/i18n-fill.mjs)').toEqual([]);
      // A message of src/ that no catalog holds is one the import walk of lingui.config.ts does not reach.
      const all = new Set(CATALOG_NAMES.flatMap((name) => [...entries('ru', name).keys()]));
      const everything = fresh('everything');
      expect(everything.size).toBeGreaterThan(0);
      expect([...everything.keys()].filter((id) => !all.has(id)), 'no catalog holds these: add their module to catalogEntries.ts (a screen: to kernel/siteMap.ts SCREEN_CHUNKS)').toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);

  it("the site map's screen chunks name every src/features/<noun>/<Noun>Screen.tsx, and only modules that exist", () => {
    // src/app/screens.ts and src/entry-server.tsx find the table's modules by that pattern: a screen file the table
    // leaves out would be a chunk no route loads, a table module outside it a route that fails at start-up.
    const screensOf = (noun: string) =>
      readdirSync(join(root, 'src/features', noun))
        .filter((file) => /Screen\.tsx$/.test(file))
        .map((file) => `src/features/${noun}/${file}`);
    const nouns = readdirSync(join(root, 'src/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const onDisk = nouns.flatMap(({ name }) => screensOf(name));
    const listed = new Set(CHUNK_SCREENS.map((key) => SCREEN_CHUNKS[key].module));
    expect(onDisk.length).toBeGreaterThan(20);
    expect([...listed].sort()).toEqual([...onDisk].sort());
  });

  it('each screen module is the entry of its catalog, and of no other (the import walk stops at other entries)', () => {
    const catalogsOf = (module: string) => CATALOG_NAMES.filter((name) => (CATALOG_ENTRIES[name] as readonly string[]).includes(module));
    for (const key of CHUNK_SCREENS) {
      const { module, catalog } = SCREEN_CHUNKS[key];
      expect([key, catalogsOf(module)]).toEqual([key, [catalog]]);
    }
  });

  it('every lazily loaded chunk of the shell is the entry of a catalog, and screens.ts loads the catalog of its entry', () => {
    const entryOf = new Map<string, CatalogName>();
    for (const name of CATALOG_NAMES) for (const entry of CATALOG_ENTRIES[name]) entryOf.set(entry, name);
    const lazyImports = (file: string) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/(?:lazyWithCatalog\('(\w+)',\s*\(\)\s*=>\s*)?\bimport\('(\.[^']+)'\)/g)].map(
        ([, catalog, path]) => ({ catalog, module: relative(root, resolve(dirname(join(root, file)), path ?? '')) }),
      );
    // The screens come from the table (above); what screens.ts imports by name (the login modal) names its catalog.
    const named = lazyImports('src/app/screens.ts');
    expect(named.length).toBeGreaterThan(0);
    for (const { catalog, module } of named) expect([module, entryOf.get(module)]).toEqual([module, catalog]);
    // Pieces the shell loads by itself (the menu's chunks, the dev tools) must be entries too: the shell's or their own.
    for (const file of ['src/app/App.tsx', 'src/app/menuChunks.ts', 'src/main.tsx']) {
      for (const { module } of lazyImports(file)) expect([module, entryOf.has(module)]).toEqual([module, true]);
    }
  });
});
