import { describe, expect, it } from 'vitest';
import { money, renderNotice } from './telegram-notice.ts';

describe('a notice as its Telegram message (issue 28)', () => {
  const piece = { brand: 'Rolex', model: 'Submariner', reference: '126610LN', price: '14500.00', onRequest: false, city: 'Москва', cityEn: 'Moscow' };
  const notice = { table: 'watches' as const, productId: 27, searchName: 'Rolex до 15 000 $', oldPrice: null, newPrice: null };

  it('says what happened in the shopper\'s language, with the price, the city and the piece\'s link', () => {
    expect(renderNotice({ ...notice, kind: 'new_match' }, piece, 'ru', undefined)).toBe('Новое поступление по поиску «Rolex до 15 000 $»: Rolex Submariner 126610LN — 14\u00a0500\u00a0$, Москва\n/product/27');
    expect(renderNotice({ ...notice, kind: 'new_match' }, piece, 'en', 'https://moscow-dubai.ru')).toBe(
      'New piece for your search "Rolex до 15 000 $": Rolex Submariner 126610LN — $14,500, Moscow\nhttps://moscow-dubai.ru/product/27',
    );
    const drop = { ...notice, kind: 'price_drop' as const, oldPrice: '15000.00', newPrice: '13900.00' };
    expect(renderNotice(drop, piece, 'ru', undefined)).toBe('Цена снизилась: Rolex Submariner 126610LN — было 15\u00a0000\u00a0$, стало 13\u00a0900\u00a0$\n/product/27');
    expect(renderNotice(drop, piece, 'en', undefined)).toBe('Price dropped: Rolex Submariner 126610LN — was $15,000, now $13,900\n/product/27');
    expect(renderNotice({ ...notice, kind: 'available', table: 'bags' }, { ...piece, brand: 'Hermès', model: 'Birkin 30', reference: '' }, 'en', undefined)).toBe(
      'Available again: Hermès Birkin 30 — $14,500, Moscow\n/bag/27',
    );
  });

  it('never names a price for a piece on request', () => {
    const hidden = { ...piece, price: null, onRequest: true };
    expect(renderNotice({ ...notice, kind: 'new_match' }, hidden, 'ru', undefined)).toContain('— цена по запросу, Москва');
    expect(renderNotice({ ...notice, kind: 'available' }, hidden, 'en', undefined)).toBe('Available again: Rolex Submariner 126610LN — price on request, Moscow\n/product/27');
    expect(renderNotice({ ...notice, kind: 'price_drop', oldPrice: '15000.00', newPrice: '13900.00' }, hidden, 'en', undefined)).toBeUndefined();
  });

  it('shows cents only when there are some', () => {
    expect(money('1234.50', 'en')).toBe('$1,234.50');
    expect(money('1234.50', 'ru')).toBe('1\u00a0234,50\u00a0$');
  });
});
