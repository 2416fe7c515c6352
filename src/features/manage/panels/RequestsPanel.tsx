import { shallowEqual, useSelector } from '@xstate/react';
import { requestsQueueMachine } from '../../../machines/manage/requestsQueueMachine.ts';
import { useRouteActor } from '../../../runtime/appActors.tsx';
import { useLocale } from '../../../runtime/i18n.ts';
import { RequestsQueue } from '../../../ui/views/Manage/RequestsQueue.tsx';
import { useWindowFocus } from '../useWindowFocus.ts';
import { selectRequestsQueueProps } from './panelsSelectors.ts';

/** /manage/requests: the requests queue machine drawn by the RequestsQueue view; a focused window asks again. */
export default function RequestsPanel() {
  const locale = useLocale();
  const actor = useRouteActor(requestsQueueMachine);
  useWindowFocus(() => actor.send({ type: 'list.refresh' }));
  const view = useSelector(actor, (snapshot) => selectRequestsQueueProps(snapshot, locale), shallowEqual);
  return (
    <RequestsQueue
      {...view}
      onStatusChange={(status) => actor.send({ type: 'status.change', status })}
      onKindChange={(kind) => actor.send({ type: 'kind.change', kind })}
      onSearchSubmit={(search) => actor.send({ type: 'search.submit', search })}
      onPageChange={(page) => actor.send({ type: 'page.change', page })}
      onRetry={() => actor.send({ type: 'list.retry' })}
      onTake={(id) => actor.send({ type: 'request.act', id, action: 'take' })}
      onDone={(id) => actor.send({ type: 'request.act', id, action: 'done' })}
      onNoticeDismiss={() => actor.send({ type: 'notice.dismiss' })}
    />
  );
}
