import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cartNoticeToast, listNoticeToast, type NoticeToast } from './shopNotices.ts';

const ru = setupI18n({ locale: 'ru', messages: { ru: {} } });
const words = (toast: NoticeToast | null) => (toast ? [toast.toastType, typeof toast.message === 'string' ? toast.message : ru._(toast.message)] : null);

describe('part 1 §8 "Storefront" toasts of the cart, favorites and comparison', () => {
  it('a failed cart change says which, verbatim; a removal is confirmed; a failed load is no toast', () => {
    expect(words(cartNoticeToast({ type: 'failed', action: 'add', code: 'server' }))).toEqual(['error', 'Не удалось добавить в корзину']);
    expect(words(cartNoticeToast({ type: 'failed', action: 'remove', code: 'network' }))).toEqual(['error', 'Не удалось удалить из корзины']);
    expect(words(cartNoticeToast({ type: 'failed', action: 'setQuantity', code: 'timeout' }))).toEqual(['error', 'Не удалось изменить количество']);
    expect(words(cartNoticeToast({ type: 'failed', action: 'clear', code: 'cart-not-ready' }))).toEqual(['error', 'Не удалось очистить корзину']);
    expect(words(cartNoticeToast({ type: 'removed' }))).toEqual(['success', 'Товар удалён из корзины']);
    expect(cartNoticeToast({ type: 'failed', action: 'load', code: 'server' })).toBeNull();
  });

  it('issue 26: a reserved or sold piece is refused in the server\'s words; more than is left has its own words', () => {
    const reserved = { type: 'failed', action: 'add', code: 'conflict', detail: 'Этот экземпляр уже зарезервирован' } as const;
    expect(words(cartNoticeToast(reserved))).toEqual(['error', 'Этот экземпляр уже зарезервирован']);
    expect(words(cartNoticeToast({ ...reserved, detail: 'This piece is already sold' }))).toEqual(['error', 'This piece is already sold']);
    expect(words(cartNoticeToast({ type: 'failed', action: 'add', code: 'conflict' }))).toEqual(['error', 'Этот экземпляр уже недоступен']);
    expect(words(cartNoticeToast({ type: 'failed', action: 'setQuantity', code: 'over-stock' }))).toEqual(['error', 'Столько экземпляров нет в наличии']);
  });

  it('toggles say what they did; failures say the list could not be changed', () => {
    expect(words(listNoticeToast('favorites', { type: 'toggled', added: true }))).toEqual(['success', 'Добавлено в избранное']);
    expect(words(listNoticeToast('favorites', { type: 'toggled', added: false }))).toEqual(['success', 'Удалено из избранного']);
    expect(words(listNoticeToast('compare', { type: 'toggled', added: true }))).toEqual(['success', 'Добавлено к сравнению']);
    expect(words(listNoticeToast('compare', { type: 'toggled', added: false }))).toEqual(['success', 'Удалено из сравнения']);
    expect(words(listNoticeToast('favorites', { type: 'failed', action: 'toggle', code: 'server' }))).toEqual(['error', 'Не удалось изменить избранное']);
    expect(words(listNoticeToast('compare', { type: 'failed', action: 'clear', code: 'server' }))).toEqual(['error', 'Не удалось изменить сравнение']);
    expect(words(listNoticeToast('compare', { type: 'failed', action: 'remove', code: 'item-without-product' }))).toEqual(['error', 'Не удалось изменить сравнение']);
    expect(listNoticeToast('favorites', { type: 'failed', action: 'load', code: 'server' })).toBeNull();
  });
});
