import { describe, expect, it } from 'vitest';
import { formatPhoneAsTyped as kernelMask } from '../../kernel/phone.ts';
import { formatPhoneAsTyped, loadPhoneFormats } from './phoneMask.ts';

// Issue 25: the browser's phone mask loads libphonenumber only for international numbers, and loses nothing before.
describe('the browser phone mask (src/domain/phoneMask.ts)', () => {
  it('masks Russian numbers at once, without the numbering plan', () => {
    for (const typed of ['8916', '9161234567', '8 916 555-12-35', '+7 916 5551235', '']) expect(formatPhoneAsTyped(typed)).toBe(kernelMask(typed));
  });

  it('keeps an international number as typed until the formatter has arrived, then formats it as the kernel does', async () => {
    const first = formatPhoneAsTyped('+971 50 123 4567');
    // Before the formatter has loaded: what was typed (a test may run after another loaded it: then it is formatted).
    expect(['+971 50 123 4567', kernelMask('+971 50 123 4567')]).toContain(first);
    expect(['+971501234567', kernelMask('+971501234567')]).toContain(formatPhoneAsTyped('00971501234567'));
    await loadPhoneFormats();
    for (const typed of ['+971501234567', '00971501234567', '+44 20 7946 0958', '+1234567890123456789']) expect(formatPhoneAsTyped(typed)).toBe(kernelMask(typed));
  });
});
