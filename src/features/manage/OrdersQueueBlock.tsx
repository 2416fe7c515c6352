import { shallowEqual, useSelector } from '@xstate/react';
import { ordersQueueMachine } from '../../machines/manage/ordersQueueMachine.ts';
import { useRouteActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { OrdersQueue } from '../../ui/views/Manage/OrdersQueue.tsx';
import { selectOrdersQueueProps } from './manageSelectors.ts';
import { useWindowFocus } from './useWindowFocus.ts';

/** /manage: the orders queue machine drawn by the OrdersQueue view; a focused window asks for the list again. */
export function OrdersQueueBlock() {
  const locale = useLocale();
  const actor = useRouteActor(ordersQueueMachine);
  useWindowFocus(() => actor.send({ type: 'window.focus' }));
  const view = useSelector(actor, selectOrdersQueueProps, shallowEqual);
  return (
    <OrdersQueue
      {...view}
      locale={locale}
      onFilterChange={(filter) => actor.send({ type: 'filter.change', filter })}
      onSearchChange={(value) => actor.send({ type: 'search.change', value })}
      onRetry={() => actor.send({ type: 'list.retry' })}
      onLoadMore={() => actor.send({ type: 'more.load' })}
      onConfirm={(id) => actor.send({ type: 'order.confirm', id })}
      onCancel={(id) => actor.send({ type: 'cancel.ask', id })}
      onReasonChange={(value) => actor.send({ type: 'reason.change', value })}
      onCancelDismiss={() => actor.send({ type: 'cancel.dismiss' })}
      onCancelSubmit={() => actor.send({ type: 'cancel.submit' })}
      onNoticeDismiss={() => actor.send({ type: 'notice.dismiss' })}
      renderLink={renderLink}
    />
  );
}
