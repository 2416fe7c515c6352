import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { HorizontalSlider } from '../../HorizontalSlider/HorizontalSlider.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { ProductCard } from '../../ProductCard/ProductCard.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as styles from './ProductPage.css.ts';
import type { RelatedItem } from './productTypes.ts';

export type ProductRowsProps = {
  /** The product's brand, for the related row's title. */
  brand: string;
  /** A sold piece's page (issue 26): the related row offers what can still be had, titled so. */
  sold?: boolean;
  /** Null while they load (a skeleton row); an empty list hides the row. */
  related: RelatedItem[] | null | undefined;
  recentlyViewed: RelatedItem[];
  locale: PriceLocale;
  renderLink: (props: LinkRenderProps) => ReactNode;
};

/** The rows of cards under the details: the brand's other pieces, then what this browser viewed before. */
export function ProductRows({ brand, sold = false, related, recentlyViewed, locale, renderLink }: ProductRowsProps) {
  const { t } = useLingui();
  // The brand's other pieces (part 1 §2.7): titled for what they are, never as if the shopper had seen them.
  const relatedTitle = sold ? t`Похожие в наличии` : t`Другие ${brand}`;
  const viewedTitle = t`Вы смотрели`;
  return (
    <>
      {related === null || related === undefined ? (
        <div className={styles.section} aria-busy="true">
          <h2 className={styles.sectionTitle}>
            {relatedTitle}
          </h2>
          <div className={styles.skeletonRow}>
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className={styles.skeletonCard}>
                <Skeleton height={260} />
                <Skeleton shape="text" lines={2} />
              </div>
            ))}
          </div>
        </div>
      ) : (
        related.length > 0 && (
          <CardRow title={relatedTitle} items={related} locale={locale} renderLink={renderLink} />
        )
      )}

      {recentlyViewed.length > 0 && <CardRow title={viewedTitle} items={recentlyViewed} locale={locale} renderLink={renderLink} />}
    </>
  );
}

type CardRowProps = { title: string; items: RelatedItem[]; locale: PriceLocale; renderLink: (props: LinkRenderProps) => ReactNode };

/** A titled row of cards in a slider ("Другие Rolex", "Вы смотрели"). */
function CardRow({ title, items, locale, renderLink }: CardRowProps) {
  return (
    // Not a landmark of its own: the slider is the row's region, and two equal names would confuse.
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <HorizontalSlider label={title}>
        {items.map((item) => (
          <ProductCard key={item.href} {...item} imageAlt={`${item.brand} ${item.model}`} locale={locale} renderLink={renderLink} />
        ))}
      </HorizontalSlider>
    </div>
  );
}
