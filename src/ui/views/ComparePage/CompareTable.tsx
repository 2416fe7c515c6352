import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { AvailabilityBadge, isBuyable, type Availability } from '../../AvailabilityBadge/AvailabilityBadge.tsx';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { CheckIcon, CloseIcon, WatchIcon } from '../../icons.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import { Price } from '../../Price/Price.tsx';
import type { PriceInput, PriceLocale } from '../../Price/price.ts';
import { visibleRows } from './compareRows.ts';
import * as styles from './CompareTable.css.ts';

/** One product column of a comparison table. */
export type CompareProduct = {
  /** The product's id; with the section's kind it names the product in every callback. */
  id: number;
  /** /product/{id}, /bag/{id} or /jewelry/{id}. */
  href: string;
  imageUrl: string | null;
  /** "Rolex Submariner Date". */
  name: string;
  /** The line under the name, as the feature words it (the reference, a collection). */
  subtitle?: string | null;
  priceUsd: PriceInput;
  priceOnRequest?: boolean;
  /** Already in the cart: the add button becomes "В корзине", a link to /cart. */
  inCart: boolean;
  /** Issue 26: a reserved or sold piece keeps its column, with its badge in place of the add button. */
  availability?: Availability | null;
  /** How many can still go into a cart; said when more than one is left. */
  availableQuantity?: number | null;
};

/**
 * One specification row: its translated name and one value per product column, in the columns' order. Rows come
 * as data, so the view knows nothing of watch, bag or jewelry fields.
 */
export type CompareRow = { name: string; values: readonly (string | null)[] };

export type CompareTableProps = {
  title: string;
  products: readonly CompareProduct[];
  rows: readonly CompareRow[];
  /** One description per column, shown as the last row. */
  descriptions: readonly (string | null)[];
  onlyDifferences: boolean;
  locale: PriceLocale;
  onRemove: (id: number) => void;
  onAddToCart: (id: number) => void;
  renderLink: (props: LinkRenderProps) => ReactNode;
};

/**
 * A side-by-side table (part 1 §2.8): a column per product, a row per specification, then the description. It
 * scrolls sideways inside its own focusable region, the row names staying in view (sticky first column).
 */
export function CompareTable({
  title,
  products,
  rows,
  descriptions,
  onlyDifferences,
  locale,
  onRemove,
  onAddToCart,
  renderLink,
}: CompareTableProps) {
  const { t } = useLingui();
  const titleId = useId();
  const shown = visibleRows([...rows, { name: t`Описание`, values: descriptions, description: true }], onlyDifferences);
  return (
    <div className={styles.section}>
      <h2 id={titleId} className={styles.title}>
        {title} <span className={styles.count}>{products.length}</span>
      </h2>
      {/* A focusable scroll region, so the keyboard can scroll it too (WCAG 2.1.1). */}
      <div className={styles.scroller} role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{title}</caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {products.map((product) => (
                <th key={product.id} scope="col" className={styles.productCell}>
                  <ProductHead product={product} locale={locale} onRemove={onRemove} onAddToCart={onAddToCart} renderLink={renderLink} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, rowIndex) => (
              <tr key={rowIndex} className={'description' in row ? styles.descriptionRow : undefined}>
                <th scope="row" className={styles.rowName}>
                  {row.name}
                </th>
                {products.map((product, index) => (
                  <td key={product.id} className={styles.value}>
                    {row.values[index] || (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className={visuallyHidden}>
                          <Trans>нет данных</Trans>
                        </span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && (
        <p className={styles.same}>
          <Trans>Характеристики этих товаров совпадают.</Trans>
        </p>
      )}
    </div>
  );
}

type ProductHeadProps = Pick<CompareTableProps, 'locale' | 'onRemove' | 'onAddToCart' | 'renderLink'> & { product: CompareProduct };

function ProductHead({ product, locale, onRemove, onAddToCart, renderLink }: ProductHeadProps) {
  const { t } = useLingui();
  const name = product.name;
  return (
    <div className={styles.product}>
      <IconButton
        className={styles.remove}
        variant="overlay"
        size="sm"
        aria-label={t`Убрать из сравнения: ${name}`}
        icon={<CloseIcon size={16} />}
        onClick={() => onRemove(product.id)}
      />
      {product.imageUrl ? (
        // The name under it says what the photo shows.
        <img className={styles.image} src={product.imageUrl} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className={`${styles.image} ${styles.placeholder}`} aria-hidden="true">
          <WatchIcon size={32} />
        </span>
      )}
      {renderLink({ href: product.href, className: styles.name, children: product.name })}
      {product.subtitle && <span className={styles.subtitle}>{product.subtitle}</span>}
      <Price priceUsd={product.priceUsd} priceOnRequest={product.priceOnRequest} locale={locale} size="sm" />
      <AvailabilityBadge className={styles.availability} availability={product.availability} left={product.availableQuantity} />
      {!isBuyable(product.availability) ? null : product.inCart ? (
        renderLink({
          href: '/cart',
          className: `${buttonClassName({ variant: 'ghost', size: 'sm', fullWidth: true })} ${styles.cartButton}`,
          children: (
            <>
              <CheckIcon size={16} />
              <Trans>
                В корзине<span className={visuallyHidden}> {name}</span>
              </Trans>
            </>
          ),
        })
      ) : (
        <Button variant="secondary" size="sm" fullWidth className={styles.cartButton} onClick={() => onAddToCart(product.id)}>
          <Trans>
            В корзину<span className={visuallyHidden}> {name}</span>
          </Trans>
        </Button>
      )}
    </div>
  );
}
