import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue 2 §2: src/api/schema.d.ts is generated from openapi.yaml and committed; it must never go stale. */
describe('generated client types', () => {
  it('src/api/schema.d.ts equals a fresh `npm run gen:api` of openapi.yaml', () => {
    const root = new URL('../../', import.meta.url).pathname;
    const dir = mkdtempSync(join(tmpdir(), 'gen-api-'));
    try {
      const out = join(dir, 'schema.d.ts');
      execFileSync(join(root, 'node_modules/.bin/openapi-typescript'), [join(root, 'openapi.yaml'), '-o', out], { cwd: root, stdio: 'pipe' });
      const committed = readFileSync(join(root, 'src/api/schema.d.ts'), 'utf8');
      expect(committed === readFileSync(out, 'utf8'), 'src/api/schema.d.ts is stale: run `npm run gen:api` and commit it').toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
