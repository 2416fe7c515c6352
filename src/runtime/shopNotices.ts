import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ToastType } from '../machines/toastMachine.ts';
import type { CartNotice } from '../machines/cart/machine.ts';
import type { ListNotice, ListSubject } from '../machines/lists/machine.ts';

/**
 * Part 1 §8 "Storefront": the toasts of the cart, favorites and comparison, verbatim in Russian (English in the en
 * catalog). The machines emit notices with typed codes; these are their words, chosen here once because the three
 * actors are app-wide and outlive every screen.
 */
export interface NoticeToast {
  toastType: ToastType;
  /** Our words, or the server's own sentence (a string), shown as it came. */
  message: MessageDescriptor | string;
}

const CART_FAILED = {
  add: msg`Не удалось добавить в корзину`,
  remove: msg`Не удалось удалить из корзины`,
  setQuantity: msg`Не удалось изменить количество`,
  clear: msg`Не удалось очистить корзину`,
} as const;

/**
 * A cart notice as a toast, or null when none is due: a failed load shows on the page that needs the cart (/cart's
 * failure state with its retry), never as a toast over whatever page the window regained focus on.
 */
export function cartNoticeToast(notice: CartNotice): NoticeToast | null {
  if (notice.type === 'removed') return { toastType: 'success', message: msg`Товар удалён из корзины` };
  if (notice.action === 'load') return null;
  // Issue 26: a reserved or sold piece is refused in the server's words, in the shopper's language.
  if (notice.code === 'conflict') return { toastType: 'error', message: notice.detail || msg`Этот экземпляр уже недоступен` };
  if (notice.code === 'over-stock') return { toastType: 'error', message: msg`Столько экземпляров нет в наличии` };
  return { toastType: 'error', message: CART_FAILED[notice.action] };
}

const LIST_WORDS = {
  favorites: {
    failed: msg`Не удалось изменить избранное`,
    added: msg`Добавлено в избранное`,
    removed: msg`Удалено из избранного`,
  },
  compare: {
    failed: msg`Не удалось изменить сравнение`,
    added: msg`Добавлено к сравнению`,
    removed: msg`Удалено из сравнения`,
  },
} as const;

/**
 * A favorites or comparison notice as a toast: the toggle's answer (added / removed, part 1 §8
 * common.addedToFavorites …), or the failure of a change. A failed load shows on /favorites ("Не удалось загрузить
 * избранное") and /compare, not as a toast.
 */
export function listNoticeToast(subject: ListSubject, notice: ListNotice): NoticeToast | null {
  const words = LIST_WORDS[subject];
  if (notice.type === 'toggled') return { toastType: 'success', message: notice.added ? words.added : words.removed };
  if (notice.action === 'load') return null;
  return { toastType: 'error', message: words.failed };
}
