import { describe, expect, it } from 'vitest';
import { cryptoAmountOf, deliveryFeeOf, discountOf, EMPTY_FORM, fallbackPromo, firstInvalid, formatCardField, normalisePhone, orderBody, totalsOf, validate, type CheckoutForm } from './form.ts';

const filled: CheckoutForm = {
  ...EMPTY_FORM,
  agree: true,
  values: { ...EMPTY_FORM.values, firstName: 'Анна', lastName: 'Котова', phone: '+7 916 123-45-67', email: 'anna@example.com', pickupCityId: '2' },
};

describe('checkout rules (part 2 §5 "Checkout", §9)', () => {
  it('names every missing or wrong field, in the order the page shows them', () => {
    const problems = validate({ ...EMPTY_FORM, deliveryMethod: 'delivery' });
    expect(problems).toEqual({
      firstName: 'required',
      lastName: 'required',
      phone: 'required',
      email: 'required',
      countryCode: 'required',
      city: 'required',
      postalCode: 'required',
      addressLine1: 'required',
      agree: 'agree',
    });
    expect(firstInvalid(problems)).toBe('firstName');
    expect(validate(filled)).toEqual({});
    expect(validate({ ...filled, values: { ...filled.values, phone: '12345', email: 'anna@' } })).toEqual({ phone: 'phone', email: 'email' });
    expect(validate({ ...filled, values: { ...filled.values, pickupCityId: '' } })).toEqual({ pickupCityId: 'required' });
    const delivery: CheckoutForm = { ...filled, deliveryMethod: 'delivery', values: { ...filled.values, countryCode: 'FR', city: 'Paris', postalCode: '75001', addressLine1: ' Rue ' } };
    expect(validate(delivery)).toEqual({ addressLine1: 'addressLine1' });
    expect(firstInvalid(validate({ ...filled, agree: false }))).toBe('agree');
  });

  it('promo: a percent discount is rounded, any discount capped at the subtotal; SAVE10 and FIX50 as the local fallback', () => {
    expect(discountOf(1005, { code: 'SAVE10', type: 'percent', value: 10 })).toBe(101);
    expect(discountOf(30, { code: 'FIX50', type: 'fixed', value: 50 })).toBe(30);
    expect(discountOf(100, null)).toBe(0);
    expect(fallbackPromo(' save10 ')).toEqual({ code: 'SAVE10', type: 'percent', value: 10 });
    expect(fallbackPromo('fix50')).toEqual({ code: 'FIX50', type: 'fixed', value: 50 });
    expect(fallbackPromo('WELCOME')).toBeNull();
  });

  it('delivery is free for pickup and to RU or AE, else 50; total = max(subtotal − discount + delivery, 0)', () => {
    expect(deliveryFeeOf('pickup', 'FR')).toBe(0);
    expect(deliveryFeeOf('delivery', 'ru')).toBe(0);
    expect(deliveryFeeOf('delivery', 'AE')).toBe(0);
    expect(deliveryFeeOf('delivery', 'FR')).toBe(50);
    const toFrance = { deliveryMethod: 'delivery' as const, values: { ...filled.values, countryCode: 'FR' } };
    expect(totalsOf(1000, toFrance, { code: 'FIX50', type: 'fixed', value: 50 })).toEqual({ subtotal: 1000, discount: 50, delivery: 50, total: 1000 });
    expect(totalsOf(40, filled, { code: 'FIX50', type: 'fixed', value: 50 })).toEqual({ subtotal: 40, discount: 40, delivery: 0, total: 0 });
  });

  it('the order body carries pickup or delivery fields only, trimmed, and never a price', () => {
    expect(orderBody(filled, { code: 'SAVE10', type: 'percent', value: 10 })).toEqual({
      mode: 'reserve',
      delivery_method: 'pickup',
      first_name: 'Анна',
      last_name: 'Котова',
      phone: '+7 916 123-45-67',
      email: 'anna@example.com',
      promo_code: 'SAVE10',
      consent: true,
      pickup_city_id: 2,
    });
    const delivery: CheckoutForm = {
      ...filled,
      deliveryMethod: 'delivery',
      values: { ...filled.values, countryCode: 'fr', state: ' ', city: 'Paris ', postalCode: '75001', addressLine1: '12 Rue de Rivoli', addressLine2: '', comment: 'Code 12' },
    };
    expect(orderBody(delivery, null)).toMatchObject({
      delivery_method: 'delivery',
      country: 'FR',
      state: null,
      address_city: 'Paris',
      postal_code: '75001',
      address_line1: '12 Rue de Rivoli',
      address_line2: null,
      comment: 'Code 12',
      promo_code: null,
    });
    expect(orderBody(delivery, null)).not.toHaveProperty('pickup_city_id');
  });

  it('the phone is normalised as typed: a leading +, digits, separators', () => {
    expect(normalisePhone('+7 (916) 123-45-67')).toBe('+7 (916) 123-45-67');
    expect(normalisePhone('8abc916  1234567')).toBe('8916 1234567');
    expect(normalisePhone(' +971 50')).toBe('+971 50');
  });
});

describe('the card form and the crypto amount (part 2 §5, §9)', () => {
  it('formats the card number in fours, the expiry as MM/YY and the cvc as at most 4 digits, as typed', () => {
    expect(formatCardField('number', '4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardField('number', '4111 11x')).toBe('4111 11');
    expect(formatCardField('expiry', '1')).toBe('1');
    expect(formatCardField('expiry', '129')).toBe('12/9');
    expect(formatCardField('expiry', '12/345')).toBe('12/34');
    expect(formatCardField('cvc', '12a345')).toBe('1234');
    expect(cryptoAmountOf(1234.5)).toBe(1235);
  });
});
