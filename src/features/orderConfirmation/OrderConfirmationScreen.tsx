import { shallowEqual, useSelector } from '@xstate/react';
import { orderConfirmationMachine } from '../../machines/orderConfirmationMachine.ts';
import { useRouteActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { CONFIRMATION_CONTACTS } from '../../domain/orderConfirmation.ts';
import { selectOrderConfirmationProps } from '../../widgets/orderConfirmation.ts';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { OrderConfirmationPage } from '../../ui/views/OrderConfirmationPage/OrderConfirmationPage.tsx';

/**
 * /checkout/success/:number (issue 22 item 12): the order's thank-you page, kept as a link one can open or share
 * with oneself (checkout itself goes to /purchase-history, spec part 2 §4, whose panel shows the same). The order is
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
