import { shallowEqual, useSelector } from '@xstate/react';
import { orderConfirmationMachine } from '../../machines/orderConfirmationMachine.ts';
import { useRouteActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { OrderConfirmationPage } from '../../ui/views/OrderConfirmationPage/OrderConfirmationPage.tsx';
import { CONFIRMATION_CONTACTS, selectOrderConfirmationProps } from './orderConfirmationSelectors.ts';

/**
 * /checkout/success/:number (issue 22 item 12): the thank-you page checkout leads to after the order. The order is
 * read from the server by its number, so a reload shows it again and another customer's number is not found. The
 * shell's gate sends a guest to /login?next=… first.
 */
export default function OrderConfirmationScreen({ params }: ScreenProps) {
  const number = params.number ?? '';
  // One actor per number: another number in the URL is another order.
  return <Confirmation key={number} number={number} />;
}

function Confirmation({ number }: { number: string }) {
  const locale = useLocale();
  const actor = useRouteActor(orderConfirmationMachine, { input: { number } });
  const view = useSelector(actor, (snapshot) => selectOrderConfirmationProps(snapshot, locale), shallowEqual);
  return <OrderConfirmationPage {...view} contacts={CONFIRMATION_CONTACTS} onRetry={() => actor.send({ type: 'order.retry' })} renderLink={renderLink} />;
}
