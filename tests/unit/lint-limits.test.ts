import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { MAX_LINES } from '../../eslint/limits.js';

/**
 * What every room shares (issue 24, eslint/limits.js): no import cycle, and no hand-written file over 300 lines.
 * Probes: the rule must refuse a file that breaks it and pass one that keeps it.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function ruleMessages(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const lines = (count: number) => Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`).join('\n') + '\n';

describe('lint limits: 300 lines, no cycles (issue 24)', { timeout: 60_000 }, () => {
  it('a hand-written file of 301 lines is refused in every room, 300 pass', async () => {
    for (const path of ['src/machines/probe.ts', 'src/ui/views/probe.tsx', 'server/orders/probe.ts', 'kernel/probe.ts', 'tests/server/probe.test.ts', 'scripts/probe.ts']) {
      expect(await ruleMessages(path, lines(MAX_LINES + 1), 'max-lines'), path).not.toEqual([]);
      expect(await ruleMessages(path, lines(MAX_LINES), 'max-lines'), path).toEqual([]);
    }
  });

  it('stories, migrations, demo data and generated files are exempt', async () => {
    expect(await ruleMessages('src/ui/views/Probe/Probe.stories.tsx', lines(MAX_LINES + 50), 'max-lines')).toEqual([]);
    expect(await ruleMessages('server/db/migrations/9999_probe.ts', lines(MAX_LINES + 50), 'max-lines')).toEqual([]);
    expect(await ruleMessages('server/demo/data/probe.ts', lines(MAX_LINES + 50), 'max-lines')).toEqual([]);
  });

  it('an import that closes a circle is refused; the same module imported one way passes', async () => {
    // src/api/client.ts imports ./errors.ts: errors.ts importing the client back would close a circle.
    const probe = "import { api } from './client.ts';\nexport const probe = api;\n";
    expect(await ruleMessages('src/api/errors.ts', probe, 'import-x/no-cycle')).not.toEqual([]);
    expect(await ruleMessages('src/api/probe.ts', probe, 'import-x/no-cycle')).toEqual([]);
  });
});
