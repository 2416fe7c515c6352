import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 2 §2, issue 11 item 7 and issue 24: the contract's types are generated from openapi.yaml by
 * `npm run gen:api` into kernel/schema.d.ts, the one copy the client (src/api) and the server (handlers, services)
 * both import, and committed; it may not go stale.
 */
describe('generated contract types', () => {
  const root = new URL('../../', import.meta.url).pathname;
  const generate = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'gen-api-'));
    try {
      const out = join(dir, 'schema.d.ts');
      execFileSync(join(root, 'node_modules/.bin/openapi-typescript'), [join(root, 'openapi.yaml'), '-o', out], { cwd: root, stdio: 'pipe' });
      return readFileSync(out, 'utf8');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('kernel/schema.d.ts equals a fresh `npm run gen:api` of openapi.yaml', () => {
    const committed = readFileSync(join(root, 'kernel/schema.d.ts'), 'utf8');
    expect(committed === generate(), 'kernel/schema.d.ts is stale: run `npm run gen:api` and commit it').toBe(true);
    // The generator is a process of its own (~1.3 s alone, several times that on a busy machine).
  }, 60_000);
});
