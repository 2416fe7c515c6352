import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

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

// Each probe lints a file with the whole config (import-x's cycle rule walks the module graph): seconds when the
// suite runs in parallel, so each may take up to 30 s.
describe('import boundaries (lint)', { timeout: 30_000 }, () => {
  // The first lint loads the config and import-x's module graph (seconds on a busy machine): done once here, so
  // each probe below is timed on its own work.
  beforeAll(() => restrictedImports('src/domain/probe.ts', 'export {};\n'), 60_000);

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

  it('src/domain is plain TypeScript over the kernel and src/api: no React, xstate, ui, runtime, machines, widgets or features', async () => {
    for (const probe of [
      "export { useState } from 'react';\n",
      "export { setup } from 'xstate';\n",
      "export { Button } from '../ui/Button/Button.tsx';\n",
      "export { renderLink } from '../runtime/links.tsx';\n",
      "export { productMachine } from '../machines/productMachine.ts';\n",
      "export { ContactFormBlock } from '../widgets/contactForm.tsx';\n",
      "export { toCatalogItem } from '../features/catalog/catalogSelectors.ts';\n",
    ]) {
      expect(await restrictedImports('src/domain/probe.ts', probe), probe).not.toEqual([]);
    }
    expect(
      await restrictedImports('src/domain/probe.ts', "export { formatPhone } from '../../kernel/phone.ts';\nexport type { Order } from '../api/orders.ts';\nexport { boutiqueOf } from './maps.ts';\n"),
    ).toEqual([]);
  });

  it('src/widgets may use runtime, domain, machines, api and the views, never a feature or the shell', async () => {
    expect(await restrictedImports('src/widgets/probe.ts', "export { toCatalogItem } from '../features/catalog/catalogSelectors.ts';\n")).not.toEqual([]);
    expect(await restrictedImports('src/widgets/probe.ts', "export { ROUTES } from '../app/routes.ts';\n")).not.toEqual([]);
    expect(
      await restrictedImports(
        'src/widgets/probe.ts',
        "export { ToastActor } from '../runtime/appActors.tsx';\nexport { boutiqueOf } from '../domain/maps.ts';\nexport { contactFormMachine } from '../machines/contactForm/machine.ts';\nexport { ContactForm } from '../ui/views/ContactForm/ContactForm.tsx';\n",
      ),
    ).toEqual([]);
    // A feature uses a widget.
    expect(await restrictedImports('src/features/pages/probe.ts', "export { ContactFormBlock } from '../../widgets/contactForm.tsx';\n")).toEqual([]);
  });

  it('src/runtime never imports widgets, features or page views; it may use the domain', async () => {
    expect(await restrictedImports('src/runtime/probe.ts', "export { ContactFormBlock } from '../widgets/contactForm.tsx';\n")).not.toEqual([]);
    expect(await restrictedImports('src/runtime/probe.ts', "export { ContactForm } from '../ui/views/ContactForm/ContactForm.tsx';\n")).not.toEqual([]);
    expect(await restrictedImports('src/runtime/probe.ts', "export { toCatalogItem } from '../features/catalog/catalogSelectors.ts';\n")).not.toEqual([]);
    expect(await restrictedImports('src/runtime/probe.ts', "export { boutiqueOf } from '../domain/maps.ts';\n")).toEqual([]);
  });

  it('src/ui never imports the domain, widgets or the runtime', async () => {
    for (const probe of [
      "export { boutiqueOf } from '../../domain/maps.ts';\n",
      "export { ContactFormBlock } from '../../widgets/contactForm.tsx';\n",
      "export { renderLink } from '../../runtime/links.tsx';\n",
    ]) {
      expect(await restrictedImports('src/ui/views/probe.ts', probe), probe).not.toEqual([]);
    }
    expect(await restrictedImports('src/ui/views/probe.ts', "export { Button } from '../Button/Button.tsx';\n")).toEqual([]);
  });

  it('only the state chart stories reach machines, and only through src/machines/atlas/ (issue 29)', async () => {
    const atlas = "export { atlasEntries } from '../../../machines/atlas/registry.ts';\n";
    const machine = "export { cartMachine } from '../../../machines/cart/machine.ts';\n";
    expect(await restrictedImports('src/ui/views/StateChart/Probe.stories.tsx', atlas)).toEqual([]);
    expect(await restrictedImports('src/ui/views/StateChart/Probe.stories.tsx', machine)).not.toEqual([]);
    expect(await restrictedImports('src/ui/views/StateChart/StateChart.tsx', atlas)).not.toEqual([]);
    expect(await restrictedImports('src/ui/views/CartPage/CartPage.stories.tsx', atlas)).not.toEqual([]);
  });
});
