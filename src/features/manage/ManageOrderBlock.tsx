import { shallowEqual, useSelector } from '@xstate/react';
import { manageOrderMachine } from '../../machines/manage/manageOrderMachine.ts';
import { useRouteActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { OrderPage } from '../../ui/views/Manage/OrderPage.tsx';
import { selectOrderPageProps } from './manageSelectors.ts';
import { useWindowFocus } from './useWindowFocus.ts';

/** /manage/orders/:id: the order machine drawn by the OrderPage view (keyed by the id by its caller). */
export function ManageOrderBlock({ id }: { id: number }) {
  const locale = useLocale();
  const actor = useRouteActor(manageOrderMachine, { input: { id } });
  useWindowFocus(() => actor.send({ type: 'window.focus' }));
  const view = useSelector(actor, selectOrderPageProps, shallowEqual);
  return (
    <OrderPage
      {...view}
      locale={locale}
      onMove={(action) => actor.send({ type: 'order.move', action })}
      onCancel={() => actor.send({ type: 'cancel.ask' })}
      onReasonChange={(value) => actor.send({ type: 'reason.change', value })}
      onCancelDismiss={() => actor.send({ type: 'cancel.dismiss' })}
      onCancelSubmit={() => actor.send({ type: 'cancel.submit' })}
      onNoticeDismiss={() => actor.send({ type: 'notice.dismiss' })}
      onRetry={() => actor.send({ type: 'order.retry' })}
      renderLink={renderLink}
    />
  );
}
