import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 2 §2 and issue 11 item 7: each side's types are generated from openapi.yaml by `npm run gen:api` and
 * committed (src/api for the client, server/contract for the server, which never imports src/); neither may go
 * stale.
 */
describe('generated client types', () => {
  const root = new URL('../../', import.meta.url).pathname;
  let generated: string | undefined;
  // One generation serves both files: they are the same output of the same contract.
  const fresh = (): string => (generated ??= generate());
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

  it('src/api/schema.d.ts equals a fresh `npm run gen:api` of openapi.yaml', () => {
    const committed = readFileSync(join(root, 'src/api/schema.d.ts'), 'utf8');
    expect(committed === fresh(), 'src/api/schema.d.ts is stale: run `npm run gen:api` and commit it').toBe(true);
    // The generator is a process of its own (~1.3 s alone, several times that on a busy machine).
  }, 60_000);

  it('server/contract/schema.d.ts (the handlers\' types) equals a fresh `npm run gen:api` of openapi.yaml', () => {
    const committed = readFileSync(join(root, 'server/contract/schema.d.ts'), 'utf8');
    expect(committed === fresh(), 'server/contract/schema.d.ts is stale: run `npm run gen:api` and commit it').toBe(true);
  }, 60_000);
});
