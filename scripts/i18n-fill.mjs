#!/usr/bin/env node
// Fills English translations into src/locales/en/messages.po from a JSON object {"русский текст": "English text"}
// (a file path argument, or standard input). Run `npm run i18n:extract` first so the entries exist.
// Only entries whose msgstr is empty are filled, unless --force is given.
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => arg !== '--force');
const map = JSON.parse(readFileSync(file ?? 0, 'utf8'));
const path = new URL('../src/locales/en/messages.po', import.meta.url);
const escape = (text) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const unescape = (text) => text.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
let filled = 0;
const po = readFileSync(path, 'utf8').replace(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm, (whole, id, str) => {
  const english = map[unescape(id)];
  if (english === undefined || (str !== '' && !force)) return whole;
  filled += 1;
  return `msgid "${id}"\nmsgstr "${escape(english)}"`;
});
writeFileSync(path, po);
const missing = [...po.matchAll(/^msgid "((?:[^"\\]|\\.)+)"\nmsgstr ""/gm)].map((m) => unescape(m[1]));
console.log(`filled ${filled}; still untranslated: ${missing.length}`);
for (const id of missing) console.log(`  ${JSON.stringify(id)}`);
