import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Pagination } from '../../Pagination/Pagination.tsx';
import { segment, segmented, segmentInput } from '../../segmented.css.ts';
import { Select } from '../../Select/Select.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as shop from '../shopPage.css.ts';
import * as styles from './SalesHistoryPage.css.ts';
import { SoldPieceCard, type SoldPieceCardData } from './SoldPieceCard.tsx';

export type { SoldPieceCardData };

/** What the page can show, one per state of salesHistoryMachine. */
export const salesHistoryStates = ['loading', 'list', 'empty', 'failure'] as const;
export type SalesHistoryState = (typeof salesHistoryStates)[number];

/** The kind filter: '' is every kind. */
export const salesHistoryKinds = ['', 'watch', 'jewelry', 'bag'] as const;
export type SalesHistoryKind = (typeof salesHistoryKinds)[number];

/** Where "find a similar piece" scrolls to: the order request under the list. */
export const SIMILAR_REQUEST_ID = 'similar-request';

/** Two rows of skeleton cards while the first page loads. */
export const SKELETON_CARDS = 8;

export type SalesHistoryPageProps = {
  state: SalesHistoryState;
  /** The page of sold pieces, newest sale first (kept, dimmed, while another page loads). */
  pieces: readonly SoldPieceCardData[];
  kind: SalesHistoryKind;
  /** The brand chosen ('' for every brand): one of `brandOptions`' values. */
  brand: string;
  /** The brands with sold pieces (of the kind chosen), labelled with their counts. */
  brandOptions: readonly { value: string; label: string }[];
  /** A kind or a brand is chosen: "reset" shows. */
  filtered: boolean;
  page: number;
  pageCount: number;
  /** The address of a page (a real link: crawlers follow it, it opens in a new tab). */
  pageHref: (page: number) => string;
  onKindChange: (kind: SalesHistoryKind) => void;
  onBrandChange: (brand: string) => void;
  onResetFilters: () => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** "Find a similar piece" on a card. */
  onFindSimilar: (piece: { kind: SoldPieceCardData['kind']; id: number }) => void;
  /** The order request form (a feature's block), the target of "find a similar piece". */
  form?: ReactNode;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * /sales-history (issue 26): what the boutique has placed with collectors, newest sale first, with the month of the
 * sale and never a price; filters by kind and brand, numbered pages, and under the list the order request, which
 * "find a similar piece" fills with the chosen piece.
 */
export function SalesHistoryPage({
  state,
  pieces,
  kind,
  brand,
  brandOptions,
  filtered,
  page,
  pageCount,
  pageHref,
  onKindChange,
  onBrandChange,
  onResetFilters,
  onPageChange,
  onRetry,
  onFindSimilar,
  form,
  renderLink = defaultRenderLink,
}: SalesHistoryPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  const kindName = useId();
  const listTitleId = useId();
  const kindLabels: Record<SalesHistoryKind, string> = { '': t`Все`, watch: t`Часы`, jewelry: t`Украшения`, bag: t`Сумки` };
  const loading = state === 'loading';
  // The page shown stays while another one loads (the status line above says so), so the grid does not jump.
  const showList = state === 'list' || (loading && pieces.length > 0);

  return (
    <div className={shop.page}>
      <section aria-labelledby={titleId} aria-busy={loading || undefined}>
        <header className={styles.intro}>
          <p className={styles.eyebrow}>
            <Trans>Архив бутика</Trans>
          </p>
          <h1 id={titleId} className={shop.title}>
            <Trans>История продаж</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Часы, украшения и сумки, которые бутик уже передал коллекционерам: каждый экземпляр прошёл нашу проверку
              подлинности и нашёл своего владельца. Цены сделок мы не раскрываем.
            </Trans>
          </p>
          <p className={styles.text}>
            <Trans>
              Понравилась проданная вещь? Нажмите «Найти похожие» — мы подставим модель в заявку внизу страницы и
              подберём похожий экземпляр у проверенных партнёров.
            </Trans>{' '}
            {renderLink({ href: '/catalog', className: styles.catalogLink, children: <Trans>Всё, что можно купить сегодня, — в каталоге.</Trans> })}
          </p>
        </header>

        <div className={styles.filters} role="group" aria-label={t`Фильтры`}>
          <fieldset className={styles.kinds}>
            <legend className={styles.kindsLegend}>
              <Trans>Категория</Trans>
            </legend>
            <div className={`${segmented} ${styles.kindSegments}`}>
              {salesHistoryKinds.map((value) => (
                <label key={value || 'all'}>
                  <input
                    type="radio"
                    name={kindName}
                    value={value}
                    checked={kind === value}
                    onChange={() => onKindChange(value)}
                    className={`${visuallyHidden} ${segmentInput}`}
                  />
                  <span className={segment}>{kindLabels[value]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Select
            className={styles.brand}
            label={t`Бренд`}
            placeholder={t`Все бренды`}
            options={brandOptions}
            value={brand}
            onChange={(event) => onBrandChange(event.target.value)}
          />
          {filtered && (
            <Button variant="link" size="sm" className={styles.reset} onClick={onResetFilters}>
              <Trans>Сбросить фильтры</Trans>
            </Button>
          )}
        </div>

        {loading && (
          <p role="status" className={shop.status}>
            <Trans>Загружаем историю продаж…</Trans>
          </p>
        )}

        {loading && pieces.length === 0 && (
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} className={styles.skeletonCard}>
                <Skeleton className={styles.skeletonMedia} height="auto" />
                <Skeleton shape="text" lines={3} />
              </li>
            ))}
          </ul>
        )}

        {state === 'failure' && <ErrorBox className={shop.message} error={{ message: t`Не удалось загрузить историю продаж.` }} onRetry={onRetry} />}

        {state === 'empty' && (
          <EmptyState
            title={filtered ? <Trans>По этим фильтрам продаж пока нет</Trans> : <Trans>История продаж пока пуста</Trans>}
            text={
              filtered ? (
                <Trans>Сбросьте фильтры или оставьте заявку — мы найдём нужную модель.</Trans>
              ) : (
                <Trans>Скоро здесь появятся вещи, которые нашли своих владельцев через наш бутик.</Trans>
              )
            }
            action={
              filtered ? (
                <Button variant="secondary" onClick={onResetFilters}>
                  <Trans>Сбросить фильтры</Trans>
                </Button>
              ) : undefined
            }
          />
        )}

        {showList && (
          <>
            <h2 id={listTitleId} className={visuallyHidden}>
              <Trans>Проданные экземпляры</Trans>
            </h2>
            <ul className={styles.grid} aria-labelledby={listTitleId}>
              {pieces.map((piece, index) => (
                <li key={piece.key}>
                  <SoldPieceCard
                    piece={piece}
                    priority={index < 4}
                    renderLink={renderLink}
                    onFindSimilar={() => onFindSimilar({ kind: piece.kind, id: piece.id })}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              className={styles.pagination}
              page={page}
              pageCount={pageCount}
              onPageChange={onPageChange}
              hrefFor={pageHref}
              label={t`Страницы истории продаж`}
            />
          </>
        )}
      </section>

      {form && (
        <div id={SIMILAR_REQUEST_ID} className={styles.request}>
          {form}
        </div>
      )}
    </div>
  );
}
