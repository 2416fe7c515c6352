import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import type { ErrorLike } from '../../ErrorBox/errorText.ts';
import { Pagination } from '../../Pagination/Pagination.tsx';
import { Select } from '../../Select/Select.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as queue from './Orders.css.ts';
import { PanelHead } from './PanelHead.tsx';
import * as styles from './RequestsQueue.css.ts';

export const requestStatuses = ['new', 'in_progress', 'done'] as const;
export type RequestStatusKey = (typeof requestStatuses)[number];
export const requestKinds = ['contact', 'buyback', 'appointment', 'order_request', 'price', 'live_photos'] as const;
export type RequestKindKey = (typeof requestKinds)[number];
export const requestsQueueStates = ['loading', 'list', 'empty', 'failure'] as const;

export type RequestRow = {
  id: number;
  kind: RequestKindKey;
  status: RequestStatusKey;
  /** When it came, in the manager's language ("30 нояб., 12:15"), and as ISO for `<time>`. */
  time: string;
  timeIso: string;
  summary: string;
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  /** Who took it up; null when nobody has. */
  taker: string | null;
  canTake: boolean;
  canDone: boolean;
  /** Its action is on its way (shown already). */
  pending: boolean;
  /** The server refused the last action on it: its words. */
  refusal: string | null;
};

export type RequestsQueueProps = {
  state: (typeof requestsQueueStates)[number];
  rows: readonly RequestRow[];
  count: number;
  status: RequestStatusKey | '';
  kind: RequestKindKey | '';
  search: string;
  filtered: boolean;
  page: number;
  pageCount: number;
  /** An action is on its way: the others and the filters wait. */
  busy: boolean;
  /** The last quiet refresh failed. */
  stale: boolean;
  error: ErrorLike | null;
  onStatusChange: (status: RequestStatusKey | '') => void;
  onKindChange: (kind: RequestKindKey | '') => void;
  onSearchSubmit: (search: string) => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  onTake: (id: number) => void;
  onDone: (id: number) => void;
  onNoticeDismiss: () => void;
};

/** The words of the request kinds and statuses (shared with the audit log's labels through the feature). */
export function useRequestWords() {
  const { t } = useLingui();
  const kinds: Record<RequestKindKey, string> = {
    contact: t`Обратная связь`,
    buyback: t`Выкуп`,
    appointment: t`Запись в бутик`,
    order_request: t`Заказ модели`,
    price: t`Запрос цены`,
    live_photos: t`Живые фото`,
  };
  const statuses: Record<RequestStatusKey, string> = { new: t`Новая`, in_progress: t`В работе`, done: t`Выполнена` };
  return { kinds, statuses };
}

/**
 * /manage/requests (issue 27): the customers' requests, newest first — status chips, a kind, a search; each one's
 * kind, time, summary, contact (the phone dials), message and taker, and one tap to take it or close it.
 */
export function RequestsQueue(props: RequestsQueueProps) {
  const { state, rows, count, status, kind, search, filtered, page, pageCount, busy, stale, error } = props;
  const { t } = useLingui();
  const words = useRequestWords();
  const [typed, setTyped] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearchSubmit(typed);
  };
  const chips: { key: RequestStatusKey | ''; label: string }[] = [{ key: '', label: t`Все` }, ...requestStatuses.map((key) => ({ key, label: words.statuses[key] }))];
  return (
    <section aria-labelledby="requests-title" aria-busy={state === 'loading'}>
      <PanelHead id="requests-title" title={<Trans>Заявки</Trans>} meta={state === 'list' && <Plural value={count} one="# заявка" few="# заявки" many="# заявок" other="# заявки" />} />
      <div className={queue.toolbar}>
        <div className={queue.chips} role="group" aria-label={t`Статус заявки`}>
          {chips.map(({ key, label }) => (
            <button key={key || 'all'} type="button" className={queue.chip[key === status ? 'current' : 'idle']} aria-pressed={key === status} disabled={busy} onClick={() => props.onStatusChange(key)}>
              {label}
            </button>
          ))}
        </div>
        <div className={styles.filters}>
          <form className={styles.search} role="search" onSubmit={submit}>
            <TextField className={styles.searchField} type="search" label={t`Поиск по имени, телефону, почте или модели`} value={typed} onChange={(event) => setTyped(event.target.value)} />
            <Button type="submit" variant="secondary" disabled={busy}>
              <Trans>Найти</Trans>
            </Button>
          </form>
          <Select
            className={styles.select}
            label={t`Вид заявки`}
            placeholder={t`Все виды`}
            options={requestKinds.map((key) => ({ value: key, label: words.kinds[key] }))}
            value={kind}
            disabled={busy}
            onChange={(event) => props.onKindChange(event.target.value as RequestKindKey | '')}
          />
        </div>
      </div>
      {stale && (
        <p className={queue.notice} role="status">
          <Trans>Не удалось обновить список — попробуем снова через несколько секунд.</Trans>
        </p>
      )}
      {state === 'loading' && (
        <ul className={queue.rows} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height="6rem" />
            </li>
          ))}
        </ul>
      )}
      {state === 'failure' && <ErrorBox error={error ?? { message: t`Не удалось загрузить заявки.` }} onRetry={props.onRetry} />}
      {state === 'empty' && (
        <EmptyState
          title={filtered ? <Trans>Под эти условия заявок нет</Trans> : <Trans>Заявок пока нет</Trans>}
          text={filtered ? <Trans>Снимите фильтр или измените поиск.</Trans> : <Trans>Новые заявки появятся здесь через несколько секунд.</Trans>}
        />
      )}
      {state === 'list' && (
        <>
          <ul className={queue.rows}>
            {rows.map((row) => (
              <RequestItem key={row.id} row={row} busy={busy} words={words} onTake={props.onTake} onDone={props.onDone} onNoticeDismiss={props.onNoticeDismiss} />
            ))}
          </ul>
          {pageCount > 1 && <Pagination className={queue.more} page={page} pageCount={pageCount} onPageChange={props.onPageChange} label={t`Страницы заявок`} />}
        </>
      )}
    </section>
  );
}

type ItemProps = Pick<RequestsQueueProps, 'busy' | 'onTake' | 'onDone' | 'onNoticeDismiss'> & { row: RequestRow; words: ReturnType<typeof useRequestWords> };

function RequestItem({ row, busy, words, onTake, onDone, onNoticeDismiss }: ItemProps) {
  const { t } = useLingui();
  const who = `${words.kinds[row.kind]} · ${row.name}`;
  return (
    <li className={`${styles.row} ${row.pending ? queue.pendingRow : ''}`} aria-label={who} aria-busy={row.pending || undefined}>
      <div className={queue.cell}>
        <span className={styles.kind}>{words.kinds[row.kind]}</span>
        <time className={queue.muted} dateTime={row.timeIso}>
          {row.time}
        </time>
        <span className={queue.badge}>{words.statuses[row.status]}</span>
      </div>
      <div className={queue.cell}>
        <span className={queue.strong}>{row.summary}</span>
        {row.message && <p className={styles.message}>{row.message}</p>}
      </div>
      <div className={queue.cell}>
        <span>{row.name}</span>
        <a className={styles.contact} href={`tel:${row.phone}`}>
          {row.phone}
        </a>
        {row.email && (
          <a className={styles.contact} href={`mailto:${row.email}`}>
            {row.email}
          </a>
        )}
      </div>
      <div className={queue.cell}>
        <span className={queue.muted}>{row.taker ? t`Взял(а): ${row.taker}` : t`Никто не взял`}</span>
      </div>
      <div className={queue.actions}>
        {row.canTake && (
          <Button size="sm" variant="primary" disabled={busy} loading={row.pending} aria-label={t`Взять в работу: ${who}`} onClick={() => onTake(row.id)}>
            <Trans>Взять</Trans>
          </Button>
        )}
        {row.canDone && (
          <Button size="sm" variant="secondary" disabled={busy} aria-label={t`Выполнено: ${who}`} onClick={() => onDone(row.id)}>
            <Trans>Выполнено</Trans>
          </Button>
        )}
      </div>
      {row.refusal && (
        <p className={queue.refusal} role="alert">
          {row.refusal}{' '}
          <Button size="sm" variant="link" onClick={onNoticeDismiss}>
            <Trans>Понятно</Trans>
          </Button>
        </p>
      )}
    </li>
  );
}
