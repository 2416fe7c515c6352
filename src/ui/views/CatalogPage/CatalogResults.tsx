import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { errorText } from '../../ErrorBox/errorText.ts';
import type { LinkRenderProps } from '../../link.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { ProductCard } from '../../ProductCard/ProductCard.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { catalogCardProps, type CatalogItemActions } from './catalogCardProps.ts';
import * as styles from './CatalogPage.css.ts';
import type { CatalogError, CatalogItem, CatalogStatus } from './catalogTypes.ts';

/** The cards whose pictures load first: the grid's first row on the widest layout. */
const CATALOG_PRIORITY_CARDS = 4;

const SKELETON_CARDS = 8;

export type CatalogResultsProps = {
  /** The section's id (the skip link's target) and its hidden title's id, from the page. */
  id: string;
  titleId: string;
  status: CatalogStatus;
  items: readonly CatalogItem[];
  pageSize: number;
  locale: PriceLocale;
  error: CatalogError | null;
  /** Nothing among the watches, but jewelry or bags matched the search: a line, not an empty grid's height. */
  otherMatchesOnly: boolean;
  /** Applied filters: an empty result offers to reset them. */
  activeFilterCount: number;
  onResetFilters: () => void;
  /** An empty result of a search offers to clear it (absent: no such button). */
  onClearSearch?: () => void;
  onRetry: () => void;
  renderLink: (props: LinkRenderProps) => ReactNode;
} & CatalogItemActions;

/** The grid's section: skeleton cards, the error with a retry, the empty state's ways out, or the cards. */
export function CatalogResults({
  id,
  titleId,
  status,
  items,
  pageSize,
  locale,
  error,
  otherMatchesOnly,
  activeFilterCount,
  onResetFilters,
  onClearSearch,
  onRetry,
  renderLink,
  onToggleFavorite,
  onToggleCompare,
  onAddToCart,
}: CatalogResultsProps) {
  const { t } = useLingui();
  const errorMessage =
    error?.code === 'network'
      ? t`Ошибка сети. Проверьте подключение.`
      : error?.code === 'timeout'
        ? t`Превышено время ожидания. Попробуйте ещё раз.`
        : (errorText(error) ?? t`Неизвестная ошибка сети`);
  return (
    <section
      id={id}
      tabIndex={-1}
      className={otherMatchesOnly ? styles.resultsCompact : styles.results}
      aria-busy={status === 'loading' || undefined} aria-labelledby={titleId}>
      <h2 id={titleId} className={visuallyHidden}>
        <Trans>Товары</Trans>
      </h2>
      {status === 'loading' && (
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: Math.min(SKELETON_CARDS, pageSize) }, (_, index) => (
            <li key={index} className={styles.skeletonCard}>
              <Skeleton className={styles.skeletonImage} height="auto" />
              <div className={styles.skeletonBody}>
                <Skeleton shape="text" width="40%" />
                <Skeleton shape="text" width="80%" height="1.6em" />
                <Skeleton shape="text" width="55%" />
                <Skeleton shape="text" width="30%" />
              </div>
            </li>
          ))}
        </ul>
      )}
      {status === 'error' && <ErrorBox error={{ message: errorMessage }} onRetry={onRetry} className={styles.message} />}
      {otherMatchesOnly && (
        <p className={styles.noneHere}>
          <Trans>Среди часов по этому запросу ничего нет — совпадения в других разделах выше.</Trans>
        </p>
      )}
      {status === 'empty' && !otherMatchesOnly && (
        <EmptyState
          className={styles.message}
          title={<Trans>Ничего не найдено</Trans>}
          text={<Trans>Попробуйте изменить условия поиска или сбросить фильтры.</Trans>}
          action={
            // Nothing failed: the way out is a wider choice, not the same request again.
            <div className={styles.emptyActions}>
              {activeFilterCount > 0 && (
                <Button variant="secondary" onClick={onResetFilters}>
                  <Trans>Сбросить фильтры</Trans>
                </Button>
              )}
              {onClearSearch && (
                <Button variant={activeFilterCount > 0 ? 'ghost' : 'secondary'} onClick={onClearSearch}>
                  <Trans>Очистить поиск</Trans>
                </Button>
              )}
              {activeFilterCount === 0 && !onClearSearch && (
                <Button variant="secondary" onClick={onRetry}>
                  <Trans>Повторить попытку</Trans>
                </Button>
              )}
            </div>
          }
        />
      )}
      {status === 'list' && (
        <ul className={styles.grid}>
          {items.map((item, index) => (
            <li key={item.id} className={styles.cell}>
              <ProductCard
                {...catalogCardProps(item, { onToggleFavorite, onToggleCompare, onAddToCart })}
                locale={locale}
                renderLink={renderLink}
                // The first row (up to four across on a desktop, two on a phone) is in view on arrival.
                priority={index < CATALOG_PRIORITY_CARDS}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
