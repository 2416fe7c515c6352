import { describe, expect, it, vi } from 'vitest';
import { getMe, type Profile } from '../../api/auth.ts';
import { listOrders, type Order } from '../../api/orders.ts';
import { EMPTY_VALUES } from './form.ts';
import { contactPrefillOf, loadContactPrefill, withPrefill } from './prefill.ts';

vi.mock('../../api/auth.ts', () => ({ getMe: vi.fn() }));
vi.mock('../../api/orders.ts', () => ({ listOrders: vi.fn() }));

const profile = (fields: Partial<Profile>) => ({ id: 1, first_name: '', last_name: '', email: null, phone: null, username: null, telegram_id: null, has_password: false, ...fields }) as Profile;
const order = (fields: Partial<Order>) => ({ first_name: 'Анна', last_name: 'Смирнова', phone: '+79161234567', email: 'anna@example.com', ...fields }) as Order;

describe('checkout contact prefill (issue 22 item 7)', () => {
  it('the profile wins field by field; the last order fills what the profile lacks', () => {
    expect(contactPrefillOf(profile({ first_name: 'Ольга', email: 'olga@example.com', phone: '+79035551234' }), order({}))).toEqual({
      firstName: 'Ольга',
      lastName: 'Смирнова',
      phone: '+79035551234',
      email: 'olga@example.com',
    });
    expect(contactPrefillOf(profile({ phone: '+79035551234' }), null)).toEqual({ phone: '+79035551234' });
    expect(contactPrefillOf(null, null)).toEqual({});
    expect(contactPrefillOf(profile({ first_name: '  ' }), order({ first_name: ' Анна ' })).firstName).toBe('Анна');
  });

  it('fills only empty, untouched contact fields', () => {
    const values = { ...EMPTY_VALUES, firstName: 'Мария', city: 'Paris' };
    expect(withPrefill(values, { firstName: 'Ольга', lastName: 'Петрова', email: 'olga@example.com' }, ['email'])).toEqual({ ...values, lastName: 'Петрова' });
  });

  it('asks for the profile and the newest order; an order list failure still prefills from the profile', async () => {
    vi.mocked(getMe).mockResolvedValue(profile({ first_name: 'Ольга' }));
    vi.mocked(listOrders).mockRejectedValue(new Error('down'));
    const signal = new AbortController().signal;
    await expect(loadContactPrefill(signal)).resolves.toEqual({ firstName: 'Ольга' });
    expect(listOrders).toHaveBeenCalledWith({ page_size: 1, ordering: 'newest' }, signal);
    expect(getMe).toHaveBeenCalledWith(signal);
  });
});
