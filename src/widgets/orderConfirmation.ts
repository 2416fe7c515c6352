import { confirmedOrderOf, bareOrderNumber, type AddressLocale, type ConfirmedOrderProps } from '../domain/orderConfirmation.ts';
import {
  selectConfirmedOrder,
  selectOrderConfirmationStatus,
  type OrderConfirmationSnapshot,
  type OrderConfirmationStatus,
} from '../machines/orderConfirmationMachine.ts';
import { memoLast } from '../runtime/memoLast.ts';

/**
 * The order confirmation's view props from its machine (issue 22 item 12), for the two features that show it: the
 * page /checkout/success/:number and the thank-you panel above /purchase-history.
 */
export type OrderConfirmationView = { state: OrderConfirmationStatus; number: string; order: ConfirmedOrderProps | null };

/** Memoised on the order and the language, so the props keep their identity for `shallowEqual`. */
const confirmedOf = memoLast(confirmedOrderOf);

/** What the confirmation shows, as a page or as the purchase history's panel. */
export function selectOrderConfirmationProps(snapshot: OrderConfirmationSnapshot, locale: AddressLocale): OrderConfirmationView {
  const order = selectConfirmedOrder(snapshot);
  return {
    state: selectOrderConfirmationStatus(snapshot),
    number: bareOrderNumber(order?.order_number ?? snapshot.context.number),
    order: confirmedOf(order, locale),
  };
}
