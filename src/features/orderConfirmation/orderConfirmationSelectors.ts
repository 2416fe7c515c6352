import { formatPhone } from '../../../kernel/phone.ts';
import type { Order } from '../../api/orders.ts';
import {
  selectConfirmedOrder,
  selectOrderConfirmationStatus,
  type OrderConfirmationSnapshot,
} from '../../machines/orderConfirmationMachine.ts';
import { BOUTIQUE_CONTACTS, BOUTIQUE_PHONE } from '../../runtime/boutiqueContacts.ts';
import type { Locale } from '../../runtime/i18n.ts';
import { boutiqueOf } from '../../runtime/maps.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import type { BoutiqueContactsView, ConfirmedOrderView, OrderConfirmationPageProps } from '../../ui/views/OrderConfirmationPage/OrderConfirmationPage.tsx';

export type OrderConfirmationView = Pick<OrderConfirmationPageProps, 'state' | 'number' | 'order'>;

/** Part 2 §3: "a leading № is stripped" from an order number. */
const bareNumber = (number: string) => number.replace(/^№\s*/, '');

/** The boutique's published contacts (runtime/boutiqueContacts.ts), the phone as a tel: link. */
export const CONFIRMATION_CONTACTS: BoutiqueContactsView = {
  phone: BOUTIQUE_PHONE,
  phoneHref: `tel:+${BOUTIQUE_PHONE.replace(/\D/g, '')}`,
  email: BOUTIQUE_CONTACTS.email,
  whatsappHref: BOUTIQUE_CONTACTS.whatsappHref,
  telegramHref: BOUTIQUE_CONTACTS.telegramHref,
};

const confirmedOf = memoLast((order: Order | null, locale: Locale): ConfirmedOrderView | null => {
  if (!order) return null;
  const city = order.pickup_city?.name ?? null;
  return {
    name: order.first_name,
    // Shown back formatted, the shop's one phone rule (issue 22 item 4).
    phone: formatPhone(order.phone),
    email: order.email,
    itemsCount: order.items_count,
    // Pickup: the boutique of the chosen city and its address in the page's language; delivery: the order's address.
    receipt:
      order.delivery_method === 'pickup' && city !== null
        ? { method: 'pickup', city, address: boutiqueOf(city)?.address[locale] ?? null }
        : { method: 'delivery', address: order.address ?? '' },
  };
});

/** What /checkout/success/:number shows (issue 22 item 12). */
export function selectOrderConfirmationProps(snapshot: OrderConfirmationSnapshot, locale: Locale): OrderConfirmationView {
  const order = selectConfirmedOrder(snapshot);
  return {
    state: selectOrderConfirmationStatus(snapshot),
    number: bareNumber(order?.order_number ?? snapshot.context.number),
    order: confirmedOf(order, locale),
  };
}
