import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { importCatalog } from './catalogs.ts';

describe('English counts (issue 22 item 21)', () => {
  it('a count of pieces is a plural: "1 piece", "2 pieces", never "1 pcs"', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: await importCatalog('checkout', 'en') } });
    const one = { quantity: 1 };
    const two = { quantity: 2 };
    // The checkout summary's line of a piece on request (CheckoutSummary.tsx: <Trans>{line.quantity} шт.</Trans>).
    expect(i18n._(msg`${one.quantity} шт.`)).toBe('1 piece');
    expect(i18n._(msg`${two.quantity} шт.`)).toBe('2 pieces');
  });

  it('a limited edition of one is "1 piece"', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: await importCatalog('product', 'en') } });
    // src/ui/specs/specs.ts: t`${amount} экз.` with the amount already formatted.
    const formatted = (amount: string) => i18n._(msg`${amount} экз.`);
    expect(formatted('1')).toBe('1 piece');
    expect(formatted('500')).toBe('500 pieces');
    expect(formatted('1,000')).toBe('1,000 pieces');
  });
});
