import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import type { ErrorLike } from '../../ErrorBox/errorText.ts';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as queue from './Orders.css.ts';
import { PanelHead } from './PanelHead.tsx';
import * as styles from './AuditLog.css.ts';

export const auditLogStates = ['loading', 'list', 'empty', 'failure'] as const;
export type AuditVia = 'web' | 'telegram' | 'cli';

export type AuditRow = {
  id: number;
  /** When, in the manager's language, and as ISO for `<time>`. */
  time: string;
  timeIso: string;
  /** The staff member's name; null for the command line's local key. */
  who: string | null;
  via: AuditVia;
  /** The action code ("order.confirm"); the view words the ones it knows and shows others as they are. */
  action: string;
  subject: string;
  /** Where the subject lives in the back office (an order's page), or null. */
  subjectHref: string | null;
  /** Each changed field: its name and its value before and after, as text. */
  changes: readonly { field: string; before: string | null; after: string | null }[];
};

export type AuditLogProps = {
  state: (typeof auditLogStates)[number];
  rows: readonly AuditRow[];
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  error: ErrorLike | null;
  onRetry: () => void;
  onLoadMore: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** /manage/audit (issue 27): who did what, when, through what, before → after; newest first, "load more". */
export function AuditLog({ state, rows, hasMore, loadingMore, moreFailed, error, onRetry, onLoadMore, renderLink = defaultRenderLink }: AuditLogProps) {
  const { t } = useLingui();
  // The fields and values the server writes (server/manage/*: audit entries), worded; anything else as it is.
  const fields: Record<string, string> = {
    status: t`статус`,
    reason: t`причина`,
    role: t`роль`,
    telegram_id: t`Telegram`,
    price_usd: t`цена`,
    previous_price_usd: t`прежняя цена`,
    price_on_request: t`цена по запросу`,
    stock: t`в наличии`,
    hidden: t`скрыт`,
    rows: t`строк`,
    created: t`создано`,
    updated: t`обновлено`,
    unchanged: t`без изменений`,
    photos: t`фото`,
  };
  const values: Record<string, string> = {
    pending: t`ожидает подтверждения`,
    confirmed: t`подтверждён`,
    shipped: t`отправлен`,
    delivered: t`доставлен`,
    cancelled: t`отменён`,
    new: t`новая`,
    in_progress: t`в работе`,
    done: t`выполнена`,
    manager: t`менеджер`,
    owner: t`владелец`,
    true: t`да`,
    false: t`нет`,
  };
  const vias: Record<AuditVia, string> = { web: t`бэк-офис`, telegram: t`Telegram`, cli: t`командная строка` };
  const actions: Record<string, string> = {
    'order.confirm': t`подтвердил(а) заказ`,
    'order.ship': t`отправил(а) заказ`,
    'order.deliver': t`отметил(а) доставку`,
    'order.cancel': t`отменил(а) заказ`,
    'request.take': t`взял(а) заявку`,
    'request.done': t`закрыл(а) заявку`,
    'product.update': t`изменил(а) товар`,
    'catalogue.import': t`загрузил(а) каталог`,
    'staff.add': t`добавил(а) сотрудника`,
    'staff.remove': t`убрал(а) сотрудника`,
  };
  return (
    <section aria-labelledby="audit-title" aria-busy={state === 'loading'}>
      <PanelHead id="audit-title" title={<Trans>Журнал действий</Trans>} />
      {state === 'loading' && (
        <ul className={queue.rows} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height="4rem" />
            </li>
          ))}
        </ul>
      )}
      {state === 'failure' && <ErrorBox error={error ?? { message: t`Не удалось загрузить журнал.` }} onRetry={onRetry} />}
      {state === 'empty' && <EmptyState title={<Trans>Журнал пока пуст</Trans>} text={<Trans>Здесь появится каждое действие сотрудников.</Trans>} />}
      {state === 'list' && (
        <>
          <ul className={queue.rows}>
            {rows.map((row) => (
              <li key={row.id} className={styles.entry}>
                <div className={queue.cell}>
                  <time dateTime={row.timeIso}>{row.time}</time>
                  <span className={queue.muted}>{t`через: ${vias[row.via]}`}</span>
                </div>
                <div className={queue.cell}>
                  <span>
                    <span className={queue.strong}>{row.who ?? t`Командная строка`}</span> {actions[row.action] ?? row.action}
                  </span>
                  {row.subjectHref ? renderLink({ href: row.subjectHref, className: styles.subject, children: row.subject }) : <span className={queue.strong}>{row.subject}</span>}
                </div>
                <ul className={styles.changes} aria-label={t`Изменения`}>
                  {row.changes.map((change) => (
                    <li key={change.field}>
                      <span className={styles.field}>{fields[change.field] ?? change.field}:</span> {change.before !== null && <span className={styles.before}>{values[change.before] ?? change.before}</span>}
                      {change.before !== null && ' → '}
                      <span>{change.after === null ? '—' : (values[change.after] ?? change.after)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {moreFailed && (
            <p className={queue.notice} role="status">
              <Trans>Не удалось загрузить ещё — попробуйте снова.</Trans>
            </p>
          )}
          {hasMore && (
            <div className={queue.more}>
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
