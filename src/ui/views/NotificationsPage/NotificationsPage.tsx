import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, type ReactNode } from 'react';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { BellIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as shop from '../shopPage.css.ts';
import { NoticeItem, noticeKinds, type NoticeKind, type NoticeRow } from './NoticeItem.tsx';
import * as styles from './NotificationsPage.css.ts';

export { noticeKinds };
export type { NoticeKind, NoticeRow };

export const notificationsPageStates = ['loading', 'list', 'empty', 'failure'] as const;
export type NotificationsPageState = (typeof notificationsPageStates)[number];

export type NotificationsPageProps = {
  state: NotificationsPageState;
  /** Newest first. */
  notices: readonly NoticeRow[];
  /** Every unread notice of the shopper, loaded or not. */
  unreadCount: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "load more" failed (the notices shown stay). */
  moreFailed: boolean;
  /** «Отметить все как прочитанные» is on its way. */
  markingAll: boolean;
  /** The load failure's text; a generic sentence when left out. */
  errorMessage?: string | null;
  locale: PriceLocale;
  /** An unread notice was opened (its link leads to the piece): mark it read. */
  onOpen: (id: number) => void;
  onMarkAllRead: () => void;
  onLoadMore: () => void;
  onRetry: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

const SKELETON_ROWS = 4;

/**
 * /profile/notifications (issue 28): what happened to the pieces the shopper follows — a new arrival for a saved
 * search, a lower price on a favorite, a reserved piece free again — newest first, the unread ones marked.
 */
export function NotificationsPage({
  state,
  notices,
  unreadCount,
  hasMore,
  loadingMore,
  moreFailed,
  markingAll,
  errorMessage,
  locale,
  onOpen,
  onMarkAllRead,
  onLoadMore,
  onRetry,
  renderLink = defaultRenderLink,
}: NotificationsPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }), [locale]);
  const count = unreadCount;
  return (
    <section className={shop.page} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <header className={`${shop.header} ${styles.head}`}>
        <div className={styles.heading}>
          <h1 id={titleId} className={shop.title}>
            <Trans>Уведомления</Trans>
          </h1>
          {state === 'list' && (
            <p className={styles.summary}>
              {count > 0 ? <Plural value={count} one="# непрочитанное" few="# непрочитанных" many="# непрочитанных" other="# непрочитанного" /> : <Trans>Всё прочитано</Trans>}
            </p>
          )}
        </div>
        {state === 'list' && (count > 0 || markingAll) && (
          <Button variant="secondary" size="sm" loading={markingAll} onClick={onMarkAllRead}>
            <Trans>Отметить все как прочитанные</Trans>
          </Button>
        )}
      </header>

      {state === 'loading' && (
        <>
          <p role="status" className={shop.status}>
            <Trans>Загружаем уведомления…</Trans>
          </p>
          <ul className={styles.list} aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <li key={index} className={styles.skeleton}>
                <Skeleton className={styles.photo} height="auto" />
                <span className={styles.body}>
                  <Skeleton shape="text" width="70%" />
                  <Skeleton shape="text" width="45%" />
                  <Skeleton shape="text" width="30%" />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}

      {state === 'failure' && <ErrorBox className={shop.message} error={{ message: errorMessage ?? t`Не удалось загрузить уведомления` }} onRetry={onRetry} />}

      {state === 'empty' && (
        <EmptyState
          icon={<BellIcon size={40} />}
          title={<Trans>Уведомлений пока нет</Trans>}
          text={
            <Trans>
              Сохраните поиск в каталоге или добавьте часы в избранное — мы сообщим о новых поступлениях и снижении цены.
            </Trans>
          }
          action={renderLink({ href: '/catalog', className: buttonClassName(), children: <Trans>Перейти в каталог</Trans> })}
        />
      )}

      {state === 'list' && (
        <>
          <ul className={styles.list} aria-label={t`Уведомления`}>
            {notices.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} locale={locale} when={when.format(new Date(notice.createdAt))} onOpen={onOpen} renderLink={renderLink} />
            ))}
          </ul>
          {moreFailed && (
            <p role="status" className={styles.moreFailed}>
              <Trans>Не удалось загрузить ещё. Попробуйте снова.</Trans>
            </p>
          )}
          {hasMore && (
            <div className={styles.more}>
              <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
                <Trans>Показать ещё</Trans>
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
