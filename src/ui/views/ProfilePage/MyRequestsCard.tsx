import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../Button/Button.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { LoadFailure, ProfileCard } from './ProfileCard.tsx';
import * as card from './profileCard.css.ts';
import * as styles from './MyRequestsCard.css.ts';

export type MyRequestKind = 'contact' | 'buyback' | 'appointment' | 'order_request' | 'price' | 'live_photos';
export type MyRequestStatus = 'new' | 'in_progress' | 'done';
export type MyRequestRow = { id: number; kind: MyRequestKind; createdAt: string; status: MyRequestStatus; summary: string };

export type MyRequestsCardProps = {
  status: 'loading' | 'failure' | 'ready';
  requests: readonly MyRequestRow[];
  hasMore: boolean;
  loadingMore: boolean;
  /** The load failure in words, when status is 'failure'. */
  loadFailure?: string | null;
  /** BCP 47 locale for the dates. */
  locale: string;
  onRetry: () => void;
  onLoadMore: () => void;
};

/**
 * The customer's own requests on /profile (issue 15: requests tracked like orders): what was asked (the server's
 * one-line summary), its kind and date, and where the boutique is with it (new, in progress, done).
 */
export function MyRequestsCard({ status, requests, hasMore, loadingMore, loadFailure = null, locale, onRetry, onLoadMore }: MyRequestsCardProps) {
  const { t } = useLingui();
  const kindLabel: Record<MyRequestKind, string> = {
    contact: t`Сообщение`,
    buyback: t`Выкуп`,
    appointment: t`Визит в бутик`,
    order_request: t`Заказ модели`,
    price: t`Запрос цены`,
    live_photos: t`Живые фото`,
  };
  const statusLabel: Record<MyRequestStatus, string> = { new: t`Получена`, in_progress: t`В работе`, done: t`Выполнена` };
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <ProfileCard title={<Trans>Мои заявки</Trans>} busy={status === 'loading' || loadingMore}>
      {status === 'loading' && (
        <>
          <p role="status" className={card.note}>
            <Trans>Загружаем заявки…</Trans>
          </p>
          <div aria-hidden="true">
            {[0, 1].map((index) => (
              <div key={index} className={styles.row}>
                <Skeleton shape="text" width="60%" />
                <Skeleton width={88} height={24} />
              </div>
            ))}
          </div>
        </>
      )}
      {status === 'failure' && <LoadFailure message={loadFailure ?? t`Не удалось загрузить заявки`} onRetry={onRetry} />}
      {status === 'ready' && requests.length === 0 && (
        <p className={card.note}>
          <Trans>Здесь появятся ваши запросы цены и фото, записи на встречу и заявки на выкуп, отправленные после входа.</Trans>
        </p>
      )}
      {status === 'ready' && requests.length > 0 && (
        <ul className={styles.list}>
          {requests.map((request) => (
            <li key={request.id} className={styles.row}>
              <div>
                <p className={styles.summary}>{request.summary}</p>
                <p className={styles.meta}>
                  {kindLabel[request.kind]} · <time dateTime={request.createdAt}>{date.format(new Date(request.createdAt))}</time>
                </p>
              </div>
              <span className={styles.badge[request.status]}>{statusLabel[request.status]}</span>
            </li>
          ))}
        </ul>
      )}
      {status === 'ready' && hasMore && (
        <Button variant="secondary" className={styles.more} loading={loadingMore} onClick={onLoadMore}>
          <Trans>Показать ещё</Trans>
        </Button>
      )}
    </ProfileCard>
  );
}
