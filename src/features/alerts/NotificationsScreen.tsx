import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { serverWordsOr } from '../../domain/failureText.ts';
import { notificationsMachine } from '../../machines/alerts/notificationsMachine.ts';
import { NoticeCountActor, ToastActor, useRouteActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { NotificationsPage } from '../../ui/views/NotificationsPage/NotificationsPage.tsx';
import { selectNotificationsPageProps, type NotificationsWords } from './alertsSelectors.ts';

/**
 * /profile/notifications (issue 28): the route-local notificationsMachine drawn by the NotificationsPage view. Every
 * unread figure the page learns or shows (its load, a notice opened, «mark all») goes to the header's bell
 * (`noticeCount.set`); a refused mark is a toast, because opening a notice has usually left the page by then.
 */
export default function NotificationsScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = ToastActor.useActorRef();
  const bell = NoticeCountActor.useActorRef();
  const [logic] = useState(() =>
    notificationsMachine.provide({
      actions: {
        reportUnread: (_, { count }) => bell.send({ type: 'noticeCount.set', count }),
        notifyMarkFailed: (_, { failure }) =>
          toast.send({ type: 'toast.show', toastType: 'error', message: serverWordsOr(failure, t`Не удалось отметить уведомления как прочитанные`) }),
      },
    }),
  );
  const actor = useRouteActor(logic);
  const words: NotificationsWords = useMemo(() => ({ loadFailed: t`Не удалось загрузить уведомления` }), [t]);
  const view = useSelector(actor, (snapshot) => selectNotificationsPageProps(snapshot, words), shallowEqual);
  return (
    <NotificationsPage
      {...view}
      locale={locale}
      onOpen={(id) => actor.send({ type: 'notice.open', id })}
      onMarkAllRead={() => actor.send({ type: 'all.read' })}
      onLoadMore={() => actor.send({ type: 'more.load' })}
      onRetry={() => actor.send({ type: 'list.retry' })}
      renderLink={renderLink}
    />
  );
}
