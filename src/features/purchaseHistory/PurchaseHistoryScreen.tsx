import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { purchaseHistoryMachine } from '../../machines/purchaseHistoryMachine.ts';
import { ToastActor, useRouteActor } from '../../runtime/appActors.tsx';
import { serverWordsOr } from '../../runtime/failureText.ts';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { PurchaseHistoryPage } from '../../ui/views/PurchaseHistoryPage/PurchaseHistoryPage.tsx';
import { selectPurchaseHistoryProps, type HistoryWords } from './purchaseHistorySelectors.ts';

/** /purchase-history (part 2 §2): the route-local purchaseHistoryMachine drawn by the PurchaseHistoryPage view. */
export default function PurchaseHistoryScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = ToastActor.useActorRef();
  const show = (toastType: 'success' | 'error', message: string) => toast.send({ type: 'toast.show', toastType, message });
  const [, navigate] = useLocation();
  const query = useSearch();
  const [logic] = useState(() =>
    purchaseHistoryMachine.provide({
      actions: {
        // The filters live in the URL (issue 22 item 18); the echo of an unchanged write would add a history entry.
        writeUrl: (_, { query: next, history }) => {
          if (next === window.location.search.replace(/^\?/, '')) return;
          navigate(`/purchase-history${next ? `?${next}` : ''}`, { replace: history === 'replace' });
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
      renderLink={renderLink}
    />
  );
}
