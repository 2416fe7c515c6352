import { formatPhone } from '../../kernel/phone.ts';
import type { Order } from '../api/orders.ts';
import { BOUTIQUE_CONTACTS, BOUTIQUE_PHONE } from './boutiqueContacts.ts';
import { boutiqueOf, type Boutique } from './maps.ts';

/**
 * The order confirmation of issue 22 item 12, shared by the two screens that show it: the thank-you panel above
 * /purchase-history (where checkout goes, spec part 2 §4) and the page /checkout/success/:number. The shapes match
 * the OrderConfirmationPage view's props (src/domain does not import views; TypeScript checks them where the
 * features pass them on). The machine's snapshot becomes these props in src/widgets/orderConfirmation.ts.
 */

export type ConfirmationReceiptView = { method: 'pickup'; city: string; address: string | null } | { method: 'delivery'; address: string };
export type ConfirmedOrderProps = { name: string; phone: string; email: string; itemsCount: number; receipt: ConfirmationReceiptView };

/** The languages the boutiques' addresses are written in (the shop's two). */
export type AddressLocale = keyof Boutique['address'];

/** Part 2 §3: "a leading № is stripped" from an order number. */
export const bareOrderNumber = (number: string) => number.replace(/^№\s*/, '');

/** The boutique's published contacts (domain/boutiqueContacts.ts), the phone as a tel: link. */
export const CONFIRMATION_CONTACTS = {
  phone: BOUTIQUE_PHONE,
  phoneHref: `tel:+${BOUTIQUE_PHONE.replace(/\D/g, '')}`,
  email: BOUTIQUE_CONTACTS.email,
  whatsappHref: BOUTIQUE_CONTACTS.whatsappHref,
  telegramHref: BOUTIQUE_CONTACTS.telegramHref,
} as const;

/** What the confirmation says of a loaded order, in the page's language (null while there is none). */
export function confirmedOrderOf(order: Order | null, locale: AddressLocale): ConfirmedOrderProps | null {
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
}

// ---- the just-placed order in history.state ------------------------------------------------------------------------

/** The key of a history entry's state that names the order just placed (checkout → /purchase-history). */
const PLACED_ORDER = 'placedOrder';

type HistoryStateRecord = Record<string, unknown>;
const recordOf = (state: unknown): HistoryStateRecord => (state && typeof state === 'object' ? (state as HistoryStateRecord) : {});

/** The state checkout navigates to /purchase-history with: the placed order's number (without №), not in the URL. */
export const placedOrderState = (orderNumber: string): HistoryStateRecord => ({ [PLACED_ORDER]: bareOrderNumber(orderNumber) });

/** The just-placed order a history entry's state names, or null. */
export function placedOrderOf(state: unknown): string | null {
  const number = recordOf(state)[PLACED_ORDER];
  return typeof number === 'string' && number !== '' ? number : null;
}

/** The entry's state without the placed order (the panel was closed); whatever else is kept there stays. */
export function withoutPlacedOrder(state: unknown): HistoryStateRecord | null {
  const { [PLACED_ORDER]: _dropped, ...rest } = recordOf(state);
  return Object.keys(rest).length > 0 ? rest : null;
}
