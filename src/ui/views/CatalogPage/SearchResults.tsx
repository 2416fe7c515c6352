import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { ProductCard } from '../../ProductCard/ProductCard.tsx';
import type { CatalogItem } from './catalogTypes.ts';
import { catalogCardProps, type CatalogItemActions } from './catalogCardProps.ts';
import * as styles from './SearchResults.css.ts';

export type SearchSectionCategory = 'jewelry' | 'bags';

/** The jewelry or bags matching a watch search: the first few cards and the way to all of them. */
export type SearchSection = {
  category: SearchSectionCategory;
  /** Matches across all pages. */
  count: number;
  items: readonly CatalogItem[];
  /** That catalogue with the same search (/jewelry?search=…, /bags?search=…). */
  href: string;
};

export type SearchResultsProps = {
  query: string;
  /** Every match: the watches of the grid and the jewelry and bags of the sections. */
  total: number;
  /** Only categories with matches. */
  sections: readonly SearchSection[];
  locale: PriceLocale;
  renderLink?: (props: LinkRenderProps) => ReactNode;
} & CatalogItemActions;

/**
 * The results page of a search (issue 10 item 5): titled with the query and the count of every match, with a
 * section for the jewelry and one for the bags found beside the watches of the main grid.
 */
export function SearchResults({
  query,
  total,
  sections,
  locale,
  renderLink = defaultRenderLink,
  onToggleFavorite,
  onToggleCompare,
  onAddToCart,
}: SearchResultsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const titles: Record<SearchSectionCategory, string> = { jewelry: t`Украшения`, bags: t`Сумки` };
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>
          Результаты поиска «{query}»: {total}
        </Trans>
      </h2>
      {sections.map((section) => {
        const title = titles[section.category];
        const count = section.count;
        return (
          <section key={section.category} className={styles.section} aria-label={title}>
            <div className={styles.sectionHeader}>
              <h3 className={styles.sectionTitle}>
                {title} <span className={styles.sectionCount}>{count}</span>
              </h3>
              {renderLink({ href: section.href, className: styles.all, children: <Trans>Все результаты: {count}</Trans> })}
            </div>
            <ul className={styles.grid}>
              {section.items.map((item) => (
                <li key={item.id} className={styles.cell}>
                  <ProductCard
                    {...catalogCardProps(item, { onToggleFavorite, onToggleCompare, onAddToCart })}
                    locale={locale}
                    renderLink={renderLink}
                    headingLevel={4}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
