import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import direction of ARCHITECTURE.md, as lint enforces it: probe files that cross a boundary must fail, and
 * the allowed directions must pass. (Issue 11 §1: `../../features/catalog/x` used to slip through.)
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import boundaries (lint)', () => {
  it('a feature never imports another feature, by either path', async () => {
    expect(await restrictedImports('src/features/home/probe.ts', "export { toCatalogItem } from '../catalog/catalogSelectors.ts';\n")).not.toEqual([]);
    expect(await restrictedImports('src/features/home/probe.ts', "export { toCatalogItem } from '../../features/catalog/catalogSelectors.ts';\n")).not.toEqual([]);
  });

  it('nothing below the shell imports src/app', async () => {
    const probe = "export { ROUTES } from '../../app/routes.ts';\n";
    expect(await restrictedImports('src/features/home/probe.ts', probe)).not.toEqual([]);
    expect(await restrictedImports('src/ui/views/probe.ts', probe)).not.toEqual([]);
    expect(await restrictedImports('src/runtime/probe.ts', "export { ROUTES } from '../app/routes.ts';\n")).not.toEqual([]);
    expect(await restrictedImports('src/machines/probe.ts', "export { ROUTES } from '../app/routes.ts';\n")).not.toEqual([]);
  });

  it('the kernel imports neither side, and both sides (the views too) may import it', async () => {
    expect(await restrictedImports('kernel/probe.ts', "export { ROUTES } from '../src/app/routes.ts';\n")).not.toEqual([]);
    expect(await restrictedImports('kernel/probe.ts', "export { MESSAGES } from '../server/auth/service.ts';\n")).not.toEqual([]);
    expect(await restrictedImports('kernel/probe.ts', "export { readFileSync } from 'node:fs';\n")).not.toEqual([]);
    expect(await restrictedImports('server/auth/probe.ts', "export { normalizePhone } from '../../kernel/phone.ts';\n")).toEqual([]);
    expect(await restrictedImports('src/machines/probe.ts', "export { normalizePhone } from '../../kernel/phone.ts';\n")).toEqual([]);
    expect(await restrictedImports('src/ui/views/probe.ts', "export { formatPhone } from '../../../kernel/phone.ts';\n")).toEqual([]);
  });

  it('the allowed directions pass: app → features → runtime, machines, api, ui', async () => {
    expect(await restrictedImports('src/app/probe.ts', "export { default } from '../features/catalog/CatalogScreen.tsx';\n")).toEqual([]);
    expect(await restrictedImports('src/features/home/probe.ts', "export { useRouteActor } from '../../runtime/appActors.tsx';\nexport { homeMachine } from '../../machines/homeMachine.ts';\n")).toEqual([]);
  });
});
