import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { orderConfirmationMachine } from '../../machines/orderConfirmationMachine.ts';
import { purchaseHistoryMachine } from '../../machines/purchaseHistoryMachine.ts';
import { ToastActor, useRouteActor } from '../../runtime/appActors.tsx';
import { serverWordsOr } from '../../domain/failureText.ts';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { CONFIRMATION_CONTACTS, placedOrderOf, withoutPlacedOrder } from '../../domain/orderConfirmation.ts';
import { selectOrderConfirmationProps } from '../../widgets/orderConfirmation.ts';
import { OrderConfirmationPage } from '../../ui/views/OrderConfirmationPage/OrderConfirmationPage.tsx';
import { PurchaseHistoryPage } from '../../ui/views/PurchaseHistoryPage/PurchaseHistoryPage.tsx';
import { selectPurchaseHistoryProps, type HistoryWords } from './purchaseHistorySelectors.ts';

/**
 * /purchase-history (part 2 §2): the route-local purchaseHistoryMachine drawn by the PurchaseHistoryPage view. Checkout
 * comes here (part 2 §4) with the placed order's number in history.state: the thank-you panel shows above the list
 * until closed (issue 22 item 12); a reload keeps history.state, so it shows again until then.
 */
export default function PurchaseHistoryScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = ToastActor.useActorRef();
  const show = (toastType: 'success' | 'error', message: string) => toast.send({ type: 'toast.show', toastType, message });
  const [, navigate] = useLocation();
  const query = useSearch();
  // The order checkout just placed, named by this entry's history.state (read once: the screen renders only in the
  // browser: its route is not `ssr` in kernel/siteMap.ts).
  const [placedOrder] = useState(() => (typeof window === 'undefined' ? null : placedOrderOf(window.history.state)));
  const [logic] = useState(() =>
    purchaseHistoryMachine.provide({
      actions: {
        // The filters live in the URL (issue 22 item 18); the echo of an unchanged write would add a history entry.
        writeUrl: (_, { query: next, history }) => {
          if (next === window.location.search.replace(/^\?/, '')) return;
          // The entry's state goes along: a filtered reload still shows the thank-you panel until it is closed.
          navigate(`/purchase-history${next ? `?${next}` : ''}`, { replace: history === 'replace', state: window.history.state });
        },
        notifyLoadMoreFailed: () => show('error', t`Не удалось загрузить ещё заказы`),
        notifyCancelled: (_, { order }) => show('success', t`Заказ №${order.order_number} отменён`),
        notifyCancelFailed: (_, { failure }) => show('error', serverWordsOr(failure, t`Не удалось отменить заказ`)),
      },
    }),
  );
  const actor = useRouteActor(logic, { input: { query } });
  // Back/forward or a link changed the URL: the machine catches up (its own writes come back as no change).
  useEffect(() => {
    actor.send({ type: 'url.change', query });
  }, [actor, query]);
  const words: HistoryWords = useMemo(() => ({ pickup: (city) => t`Самовывоз: ${city}`, loadFailed: t`Не удалось загрузить историю покупок` }), [t]);
  const view = useSelector(actor, (snapshot) => selectPurchaseHistoryProps(snapshot, words), shallowEqual);

  const copy = async (number: string) => {
    try {
      await navigator.clipboard.writeText(number);
      show('success', t`Номер заказа скопирован`);
    } catch {
      show('error', t`Не удалось скопировать номер`);
    }
  };

  return (
    <PurchaseHistoryPage
      {...view}
      locale={locale}
      onSearchChange={(value) => actor.send({ type: 'search.change', value })}
      onStatusChange={(status) => actor.send({ type: 'status.change', status })}
      onOrderingChange={(ordering) => actor.send({ type: 'ordering.change', ordering })}
      onResetFilters={() => actor.send({ type: 'filters.reset' })}
      onLoadMore={() => actor.send({ type: 'more.load' })}
      onToggleExpanded={(id) => actor.send({ type: 'order.toggle', id })}
      onCopyNumber={(number) => void copy(number)}
      onOpenDetails={(id) => actor.send({ type: 'details.open', id })}
      onCloseDetails={() => actor.send({ type: 'details.close' })}
      onAskCancel={(id) => actor.send({ type: 'cancel.ask', id })}
      onConfirmCancel={() => actor.send({ type: 'cancel.confirm' })}
      onDismissCancel={() => actor.send({ type: 'cancel.dismiss' })}
      onRetry={() => actor.send({ type: 'list.retry' })}
      notice={placedOrder === null ? null : <PlacedOrderPanel number={placedOrder} />}
      renderLink={renderLink}
    />
  );
}

/** The thank-you panel of the order just placed: orderConfirmationMachine drawn by the confirmation view as a panel. */
function PlacedOrderPanel({ number }: { number: string }) {
  const locale = useLocale();
  const [logic] = useState(() =>
    orderConfirmationMachine.provide({
      actions: {
        // Closed: this entry no longer names the order, so a reload (or a filter written after) does not bring it back.
        forgetOrder: () => window.history.replaceState(withoutPlacedOrder(window.history.state), ''),
      },
    }),
  );
  const actor = useRouteActor(logic, { input: { number } });
  const view = useSelector(actor, (snapshot) => selectOrderConfirmationProps(snapshot, locale), shallowEqual);
  return (
    <OrderConfirmationPage
      {...view}
      variant="panel"
      contacts={CONFIRMATION_CONTACTS}
      onRetry={() => actor.send({ type: 'order.retry' })}
      onClose={() => actor.send({ type: 'confirmation.close' })}
      renderLink={renderLink}
    />
  );
}
