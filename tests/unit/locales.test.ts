import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every message has a translation in both catalogs (ru is the source language, en must be complete). */
function parse(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    if (match[1]) map.set(match[1], match[2] ?? '');
  }
  return map;
}

const entries = (locale: 'ru' | 'en') => parse(readFileSync(new URL(`../../src/locales/${locale}/messages.po`, import.meta.url), 'utf8'));
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('Lingui catalogs', () => {
  it('en and ru hold the same messages and en translates every one of them', () => {
    const ru = entries('ru');
    const en = entries('en');
    expect(ru.size).toBeGreaterThan(0);
    expect([...en.keys()].sort()).toEqual([...ru.keys()].sort());
    const untranslated = [...en].filter(([, translation]) => translation === '').map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('holds every message the source uses (a fresh extraction finds nothing the committed catalogs lack)', () => {
    // Extract into a scratch folder with the project's own Lingui settings, then compare with the committed ru.
    const scratch = mkdtempSync(join(tmpdir(), 'lingui-'));
    try {
      const config = join(scratch, 'lingui.config.cjs');
      writeFileSync(
        config,
        `module.exports = ${JSON.stringify({
          rootDir: root,
          sourceLocale: 'ru',
          locales: ['ru'],
          format: 'po',
          catalogs: [{ path: join(scratch, '{locale}', 'messages'), include: [join(root, 'src')] }],
        })};`,
      );
      execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--config', config], { cwd: root, stdio: 'pipe' });
      const fresh = parse(readFileSync(join(scratch, 'ru', 'messages.po'), 'utf8'));
      expect(fresh.size).toBeGreaterThan(0);
      const committed = entries('ru');
      const missing = [...fresh.keys()].filter((id) => !committed.has(id));
      expect(missing, 'run npm run i18n:extract and translate the new messages (scripts/i18n-fill.mjs)').toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
