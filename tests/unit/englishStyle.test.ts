import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '../../server/demo/data/reference.ts';

/**
 * Issue 22 item 21: one English house style — US English (jewelry, caliber, color, catalog, center, canceled),
 * sentence case for buttons and titles, "Order #", "Subtotal", Lingui plurals for counts ("1 piece", "2 pieces")
 * and no space before a percent sign. These forms must not come back into the English catalogs.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const enDir = join(root, 'src/locales/en');

/** Every translation (msgstr, continuation lines included) of every English catalog, with where it is. */
function translations(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const file of readdirSync(enDir).filter((name) => name.endsWith('.po'))) {
    const text = readFileSync(join(enDir, file), 'utf8');
    for (const match of text.matchAll(/^msgstr "((?:[^"\\]|\\.)*)"((?:\n"(?:[^"\\]|\\.)*")*)/gm)) {
      const value = (match[1] ?? '') + (match[2] ?? '').replace(/\n"|"/g, '');
      if (value) out.push({ where: file, text: value });
    }
  }
  return out;
}

const BANNED: [RegExp, string][] = [
  [/\bpcs\b/i, '"pcs": a plural ("1 piece", "2 pieces")'],
  [/jewellery/i, 'UK "jewellery": "jewelry"'],
  [/calibre\b/, 'UK "calibre": "caliber"'],
  [/colour/i, 'UK "colour": "color"'],
  [/catalogue/i, 'UK "catalogue": "catalog"'],
  [/\bcentre/i, 'UK "centre": "center"'],
  [/cancelled/i, 'UK "cancelled": "canceled"'],
  [/favourite/i, 'UK "favourite": "favorite"'],
  [/\be-mail\b/i, '"e-mail": "email"'],
  [/Order №|order №|№/, '"Order №": "Order #"'],
  [/Order No\./i, '"Order No.": "Order #"'],
  [/Goods total/i, '"Goods total": "Subtotal"'],
  [/^Receiving$/, '"Receiving": "Delivery method"'],
  [/^Registration$/, '"Registration" as a button: "Create account"'],
  [/\d[  ]%/, 'a space before "%": "−10%"'],
  [/^(Book an Appointment|Refresh Page|Try Again)$/, 'title case: sentence case ("Book an appointment")'],
];

describe('the English catalogs follow one house style (US English, sentence case)', () => {
  const all = translations();

  it('reads the catalogs', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it.each(BANNED)('none has %s', (pattern, why) => {
    const found = all.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text}`);
    expect(found, why).toEqual([]);
  });
});

describe("the seed's English (served to English pages: names, descriptions, banners, FAQ)", () => {
  it('follows the same house style', () => {
    const found: string[] = [];
    // watch-models.ts holds the makers' own names ("Calibre 11", Bvlgari "Aluminium"): proper names stay as they are.
    for (const file of ['data/content.ts', 'data/reference.ts', 'seed/bags.ts', 'seed/jewelry.ts', 'seed/watches.ts', 'seed/watch-descriptions.ts']) {
      const source = readFileSync(join(root, 'server/demo', file), 'utf8');
      for (const match of source.matchAll(/(?:\ben|_en|En): ['`]((?:[^'`\\]|\\.)*)['`]/g)) {
        const text = (match[1] ?? '').replace('Financial Centre Road', '');
        if (/jewellery|calibre|colour|catalogue|\bcentre|cancelled|favourite|\bgrey\b|aluminium|unworn|\d %/i.test(text)) found.push(`${file}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('the server\'s English condition grades (issue 22 item 19)', () => {
  it('«Как новые» is "Like new"; no grade claims "Unworn"', () => {
    expect(CONDITIONS.unworn).toMatchObject({ ru: 'Как новые', en: 'Like new' });
    for (const grade of Object.values(CONDITIONS)) expect(`${grade.en} ${grade.textEn}`).not.toMatch(/unworn/i);
  });
});
