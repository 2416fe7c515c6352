#!/usr/bin/env node
// Fills English translations into every catalog src/locales/en/*.po (one per screen, see
// src/runtime/catalogEntries.ts; a message two screens share is in both, and gets the same English in both).
//
//   node scripts/i18n-fill.mjs words.json     a JSON object {"русский текст": "English text"} (or standard input)
//   node scripts/i18n-fill.mjs old/en.po      the msgid → msgstr pairs of another en catalog
//   node scripts/i18n-fill.mjs --reuse        only what the en catalogs already translate elsewhere (run by
//                                             `npm run i18n:extract`: a message that joins another screen's
//                                             catalog keeps its English)
//
// Run `npm run i18n:extract` first so the entries exist. Only empty msgstr are filled, unless --force is given.
// Prints what is still untranslated.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const reuse = args.includes('--reuse');
const file = args.find((arg) => !arg.startsWith('--'));
const folder = new URL('../src/locales/en/', import.meta.url);
const escape = (text) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const unescape = (text) => text.replace(/\\(n|"|\\)/g, (_, c) => (c === 'n' ? '\n' : c));
const ENTRY = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm;
const pairs = (po) => [...po.matchAll(ENTRY)].filter(([, id]) => id !== '').map(([, id, str]) => [unescape(id), unescape(str)]);

const catalogs = readdirSync(folder)
  .filter((name) => name.endsWith('.po'))
  .sort()
  .map((name) => ({ name, url: new URL(name, folder), po: readFileSync(new URL(name, folder), 'utf8') }));

/** The words to fill: the given map or catalog, then (never overriding it) what the en catalogs already translate. */
const map = {};
if (!reuse) {
  const given = readFileSync(file ?? 0, 'utf8');
  Object.assign(map, file?.endsWith('.po') ? Object.fromEntries(pairs(given).filter(([, str]) => str !== '')) : JSON.parse(given));
}
for (const { po } of catalogs) {
  for (const [id, str] of pairs(po)) if (str !== '' && !(id in map)) map[id] = str;
}

let filled = 0;
const missing = new Map();
for (const catalog of catalogs) {
  const po = catalog.po.replace(ENTRY, (whole, id, str) => {
    const english = map[unescape(id)];
    if (id === '' || english === undefined || english === unescape(str) || (str !== '' && !force)) return whole;
    filled += 1;
    return `msgid "${id}"\nmsgstr "${escape(english)}"`;
  });
  if (po !== catalog.po) writeFileSync(catalog.url, po);
  for (const [id, str] of pairs(po)) if (str === '') missing.set(id, [...(missing.get(id) ?? []), catalog.name]);
}
console.log(`filled ${filled} entries in ${catalogs.length} en catalogs; still untranslated: ${missing.size}`);
for (const [id, names] of missing) console.log(`  ${JSON.stringify(id)}  (${names.join(', ')})`);
