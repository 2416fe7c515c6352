import { describe, expect, it } from 'vitest';
import { withE164Phone } from './phone.ts';

describe('withE164Phone: the client normalises before sending (issue 22 item 4)', () => {
  it('sends the Russian ways of typing a number as one E.164 number', () => {
    expect(withE164Phone({ phone: '8 916 555-12-35', password: 'x' })).toEqual({ phone: '+79165551235', password: 'x' });
    expect(withE164Phone({ phone: '9161234567' })).toEqual({ phone: '+79161234567' });
  });

  it('leaves a body without a phone, a null phone and text that is no phone for the server to judge', () => {
    expect(withE164Phone<{ first_name: string; phone?: string }>({ first_name: 'Анна' })).toEqual({ first_name: 'Анна' });
    expect(withE164Phone({ phone: null })).toEqual({ phone: null });
    expect(withE164Phone({ phone: ' 12-34 ' })).toEqual({ phone: '12-34' });
  });
});
