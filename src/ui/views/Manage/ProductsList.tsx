import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { Checkbox } from '../../Checkbox/Checkbox.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import type { ErrorLike } from '../../ErrorBox/errorText.ts';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Pagination } from '../../Pagination/Pagination.tsx';
import { Select } from '../../Select/Select.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as queue from './Orders.css.ts';
import { PanelHead } from './PanelHead.tsx';
import * as filterStyles from './RequestsQueue.css.ts';
import * as styles from './ProductsList.css.ts';

export const productKinds = ['watch', 'jewelry', 'bag'] as const;
export type ProductKindKey = (typeof productKinds)[number];
export const hiddenFilters = ['', 'shown', 'hidden'] as const;
export type HiddenFilterKey = (typeof hiddenFilters)[number];
export const productsListStates = ['loading', 'list', 'empty', 'failure'] as const;
export type ProductField = 'price' | 'previous' | 'stock';

/** Why a typed value is refused; `server` carries the server's own words. */
export type ProductFieldProblem =
  | { code: 'decimal' }
  | { code: 'previousNotAbove' }
  | { code: 'wholeNumber' }
  | { code: 'belowReserved'; reserved: number }
  | { code: 'server'; message: string };

export type ProductRow = {
  key: string;
  /** Brand, model and reference. */
  title: string;
  sku: string | null;
  /** Formatted amounts ("$14,500"); null when none ("on request" shows instead for the price). */
  price: string | null;
  previousPrice: string | null;
  onRequest: boolean;
  stock: number;
  reserved: number;
  sold: boolean;
  hidden: boolean;
  /** The piece's page in the shop. */
  url: string;
  /** A save of this row is on its way (shown already). */
  saving: boolean;
  /** The server refused the last save of this row: its words. */
  refusal: string | null;
};

export type ProductDraftView = { key: string; price: string; previous: string; stock: string; errors: Partial<Record<ProductField, ProductFieldProblem>> };

export type ProductsListProps = {
  state: (typeof productsListStates)[number];
  rows: readonly ProductRow[];
  count: number;
  kind: ProductKindKey | '';
  hidden: HiddenFilterKey;
  search: string;
  filtered: boolean;
  page: number;
  pageCount: number;
  draft: ProductDraftView | null;
  busy: boolean;
  error: ErrorLike | null;
  onKindChange: (kind: ProductKindKey | '') => void;
  onHiddenChange: (hidden: HiddenFilterKey) => void;
  onSearchSubmit: (search: string) => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  onEdit: (key: string) => void;
  onDraftChange: (field: ProductField, value: string) => void;
  onEditCancel: () => void;
  onEditSave: () => void;
  onHiddenToggle: (key: string) => void;
  onNoticeDismiss: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * /manage/products (issue 27): every piece with a search, a kind and a hidden filter; each row's name, SKU, price,
 * previous price, stock (and reserved), its hidden toggle and its page in the shop; price, previous price and stock
 * are edited in the row.
 */
export function ProductsList(props: ProductsListProps) {
  const { state, rows, count, kind, hidden, search, filtered, page, pageCount, busy, error } = props;
  const { t } = useLingui();
  const [typed, setTyped] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearchSubmit(typed);
  };
  const kindLabels: Record<ProductKindKey, string> = { watch: t`Часы`, jewelry: t`Украшения`, bag: t`Сумки` };
  const hiddenLabels: Record<Exclude<HiddenFilterKey, ''>, string> = { shown: t`Только в продаже`, hidden: t`Только скрытые` };
  return (
    <section aria-labelledby="products-title" aria-busy={state === 'loading'}>
      <PanelHead id="products-title" title={<Trans>Товары</Trans>} meta={state === 'list' && <Plural value={count} one="# позиция" few="# позиции" many="# позиций" other="# позиции" />} />
      <div className={`${queue.toolbar} ${filterStyles.filters}`}>
        <form className={filterStyles.search} role="search" onSubmit={submit}>
          <TextField className={filterStyles.searchField} type="search" label={t`Поиск по бренду, модели, референсу или SKU`} value={typed} onChange={(event) => setTyped(event.target.value)} />
          <Button type="submit" variant="secondary" disabled={busy}>
            <Trans>Найти</Trans>
          </Button>
        </form>
        <Select className={filterStyles.select} label={t`Категория`} placeholder={t`Все категории`} options={productKinds.map((key) => ({ value: key, label: kindLabels[key] }))} value={kind} disabled={busy} onChange={(event) => props.onKindChange(event.target.value as ProductKindKey | '')} />
        <Select className={filterStyles.select} label={t`Видимость`} placeholder={t`Все`} options={(['shown', 'hidden'] as const).map((key) => ({ value: key, label: hiddenLabels[key] }))} value={hidden} disabled={busy} onChange={(event) => props.onHiddenChange(event.target.value as HiddenFilterKey)} />
      </div>
      {state === 'loading' && (
        <ul className={queue.rows} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height="4.5rem" />
            </li>
          ))}
        </ul>
      )}
      {state === 'failure' && <ErrorBox error={error ?? { message: t`Не удалось загрузить товары.` }} onRetry={props.onRetry} />}
      {state === 'empty' && <EmptyState title={filtered ? <Trans>Под эти условия товаров нет</Trans> : <Trans>Товаров пока нет</Trans>} text={filtered ? <Trans>Снимите фильтр или измените поиск.</Trans> : <Trans>Загрузите каталог на странице «Импорт».</Trans>} />}
      {state === 'list' && (
        <>
          <ul className={queue.rows}>
            {rows.map((row) => (
              <ProductItem key={row.key} row={row} {...props} />
            ))}
          </ul>
          {pageCount > 1 && <Pagination className={queue.more} page={page} pageCount={pageCount} onPageChange={props.onPageChange} label={t`Страницы товаров`} />}
        </>
      )}
    </section>
  );
}

function ProductItem({ row, draft, busy, onEdit, onHiddenToggle, onNoticeDismiss, renderLink = defaultRenderLink, ...props }: ProductsListProps & { row: ProductRow }) {
  const { t } = useLingui();
  const editing = draft?.key === row.key ? draft : null;
  return (
    <li className={`${styles.row} ${row.saving ? queue.pendingRow : ''}`} aria-label={row.title} aria-busy={row.saving || undefined}>
      <div className={styles.name}>
        <span className={queue.strong}>{row.title}</span>
        <span className={queue.muted}>{row.sku ? t`SKU ${row.sku}` : t`Без SKU`}</span>
        {renderLink({ href: row.url, className: styles.shopLink, children: <Trans>Страница в магазине</Trans> })}
      </div>
      <div className={queue.cell}>
        <span className={styles.label}>
          <Trans>Цена</Trans>
        </span>
        <span className={styles.amount}>{row.onRequest ? t`По запросу` : (row.price ?? '—')}</span>
      </div>
      <div className={queue.cell}>
        <span className={styles.label}>
          <Trans>Прежняя цена</Trans>
        </span>
        <span className={row.previousPrice ? styles.previous : styles.amount}>{row.previousPrice ?? '—'}</span>
      </div>
      <div className={queue.cell}>
        <span className={styles.label}>
          <Trans>Остаток</Trans>
        </span>
        <span className={styles.amount}>{row.sold ? t`Продано` : row.reserved > 0 ? t`${row.stock} (в резерве ${row.reserved})` : String(row.stock)}</span>
      </div>
      <Checkbox label={t`Скрыт из магазина`} checked={row.hidden} disabled={busy} onChange={() => onHiddenToggle(row.key)} aria-label={t`Скрыть из магазина: ${row.title}`} />
      <div className={queue.actions}>
        {!editing && (
          <Button size="sm" variant="secondary" disabled={busy} aria-label={t`Изменить: ${row.title}`} onClick={() => onEdit(row.key)}>
            <Trans>Изменить</Trans>
          </Button>
        )}
      </div>
      {editing && <DraftForm draft={editing} busy={busy} onDraftChange={props.onDraftChange} onEditCancel={props.onEditCancel} onEditSave={props.onEditSave} />}
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

type DraftFormProps = Pick<ProductsListProps, 'busy' | 'onDraftChange' | 'onEditCancel' | 'onEditSave'> & { draft: ProductDraftView };

function DraftForm({ draft, busy, onDraftChange, onEditCancel, onEditSave }: DraftFormProps) {
  const { t } = useLingui();
  const problem = (field: ProductField): string | undefined => {
    const found = draft.errors[field];
    if (!found) return undefined;
    if (found.code === 'decimal') return t`Сумма в долларах, например 14500 или 14500.50`;
    if (found.code === 'previousNotAbove') return t`Прежняя цена должна быть выше текущей`;
    if (found.code === 'wholeNumber') return t`Целое число от 0 до 10 000`;
    if (found.code === 'belowReserved') return t`Не меньше, чем в резерве: ${found.reserved}`;
    return found.message;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onEditSave();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t`Цена и остаток`} noValidate>
      <TextField label={t`Цена, $`} inputMode="decimal" value={draft.price} error={problem('price')} hint={t`Пусто — без цены`} onChange={(event) => onDraftChange('price', event.target.value)} />
      <TextField label={t`Прежняя цена, $`} inputMode="decimal" value={draft.previous} error={problem('previous')} onChange={(event) => onDraftChange('previous', event.target.value)} />
      <TextField label={t`Остаток`} inputMode="numeric" value={draft.stock} error={problem('stock')} onChange={(event) => onDraftChange('stock', event.target.value)} />
      <div className={styles.formActions}>
        <Button type="submit" size="sm" loading={busy}>
          <Trans>Сохранить</Trans>
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onEditCancel}>
          <Trans>Отмена</Trans>
        </Button>
      </div>
    </form>
  );
}
