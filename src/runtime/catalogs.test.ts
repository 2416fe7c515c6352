import { msg } from '@lingui/core/macro';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOG_NAMES, importCatalog, loadAllMessages } from './catalogs.ts';

describe('loadAllMessages (server rendering, Storybook, tests)', () => {
  it('merges every catalog of a language, in Node without a window', async () => {
    expect(typeof window).toBe('undefined');
    const en = await loadAllMessages('en');
    const sizes = await Promise.all(CATALOG_NAMES.map(async (name) => Object.keys(await importCatalog(name, 'en')).length));
    expect(Object.keys(en).length).toBeGreaterThanOrEqual(Math.max(...sizes));
    const i18n = setupI18n({ locale: 'en', messages: { en } });
    // One message of the shell and one of a screen's catalog (the FAQ).
    expect(i18n._(msg`Каталог часов`)).toBe('Watch catalog');
    expect(i18n._(msg`Введите код в поле «Промокод» на странице оформления заказа и нажмите «Применить» — скидка сразу отразится в итоговой сумме.`)).toMatch(/^Enter the code/);
  });
});
