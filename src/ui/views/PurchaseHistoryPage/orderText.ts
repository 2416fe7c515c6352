import { useLingui } from '@lingui/react/macro';
import type { PriceLocale } from '../../Price/price.ts';

/** Part 2 §4 / §9: the five statuses the filter offers, in the order of an order's life. */
export const orderStatuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Issue 26: why an order was cancelled — by the customer, by the boutique, or its hold ran out unconfirmed. */
export const cancelReasons = ['customer', 'manager', 'hold_expired'] as const;
export type CancelReason = (typeof cancelReasons)[number];

/** Part 2 §9: the sort options. */
export const orderOrderings = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export type OrderOrdering = (typeof orderOrderings)[number];

export function isKnownStatus(status: string): status is OrderStatus {
  return (orderStatuses as readonly string[]).includes(status);
}

/** The statuses' and sort options' words in the active language; an unknown status is shown raw (part 2 §4). */
export function useOrderWords() {
  const { t } = useLingui();
  const statusLabels: Record<OrderStatus, string> = {
    pending: t`Ожидает подтверждения`,
    confirmed: t`Подтверждён`,
    shipped: t`Отправлен`,
    delivered: t`Доставлен`,
    cancelled: t`Отменён`,
  };
  const orderingLabels: Record<OrderOrdering, string> = {
    newest: t`Сначала новые`,
    oldest: t`Сначала старые`,
    total_desc: t`Сначала дороже`,
    total_asc: t`Сначала дешевле`,
  };
  const cancelReasonLabels: Record<CancelReason, string> = {
    customer: t`Отменён вами`,
    manager: t`Отменён бутиком`,
    hold_expired: t`Бронь истекла`,
  };
  return {
    statusLabel: (status: string) => (isKnownStatus(status) ? statusLabels[status] : status),
    statusLabels,
    orderingLabels,
    cancelReasonLabels,
  };
}

const dateFormatters = new Map<PriceLocale, Intl.DateTimeFormat>();

/**
 * "27 ноября 2026" / "November 27, 2026". Russian's long date ends in " г.", which the boutique's copy leaves out,
 * so only the parts up to the year are kept. A date that does not parse is shown as it came.
 */
export function formatOrderDate(iso: string, locale: PriceLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    dateFormatters.set(locale, format);
  }
  const parts = format.formatToParts(date);
  const last = parts.findLastIndex((part) => part.type !== 'literal');
  return parts
    .slice(0, last + 1)
    .map((part) => part.value)
    .join('');
}

const holdFormatters = new Map<PriceLocale, Intl.DateTimeFormat>();

/** Issue 26: when a pending order's hold runs out, "12 июня, 09:20" / "June 12, 09:20", in this browser's time. */
export function formatHoldUntil(iso: string, locale: PriceLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = holdFormatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
    holdFormatters.set(locale, format);
  }
  return format.format(date);
}
