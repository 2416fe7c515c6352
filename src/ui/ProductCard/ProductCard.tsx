import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { visuallyHidden } from '../a11y.css.ts';
import { AvailabilityBadge, isBuyable, type Availability } from '../AvailabilityBadge/AvailabilityBadge.tsx';
import { Button, buttonClassName } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { LimitedEditionBadge } from '../LimitedEditionBadge/LimitedEditionBadge.tsx';
import { CheckIcon, CompareIcon, HeartIcon, WatchIcon } from '../icons.tsx';
import { defaultRenderLink } from '../link.tsx';
import type { LinkRenderProps } from '../link.tsx';
import { Price } from '../Price/Price.tsx';
import type { PriceInput, PriceLocale } from '../Price/price.ts';
import * as styles from './ProductCard.css.ts';

export type ProductCardProps = {
  /** /product/{id}, /jewelry/{id} or /bag/{id}. */
  href: string;
  imageUrl?: string | null;
  imageAlt: string;
  brand: string;
  model: string;
  reference?: string | null;
  priceUsd: PriceInput;
  priceOnRequest?: boolean;
  isLimitedEdition?: boolean;
  /** The size of a limited series, shown in its badge (issue 22 item 3). */
  limitedEditionPieces?: number | null;
  /** A sale's previous price: struck through with the reduction (issue 10 item 13). */
  previousPriceUsd?: PriceInput;
  /**
   * What tells two pieces of one reference apart (issue 10 item 16, as Chrono24 does): the production year, the
   * condition in the API's words, and whether box and papers come with it. Each is left out when unknown.
   */
  year?: number | null;
  condition?: string | null;
  fullSet?: boolean | null;
  /**
   * Issue 26: a reserved or sold piece says so over its photo and has no add-to-cart (favorites and comparison keep
   * listing it); an available one with more than one left says how many.
   */
  availability?: Availability | null;
  /** How many can still go into a cart (`available_quantity`). */
  availableQuantity?: number | null;
  locale: PriceLocale;
  isFavorite?: boolean;
  isCompared?: boolean;
  /** Omit to hide the toggle. */
  onToggleFavorite?: () => void;
  onToggleCompare?: () => void;
  /** Already in the cart: the add button becomes "В корзине", a link to /cart. */
  inCart?: boolean;
  /** Omit to hide the add-to-cart control (home rows, related items). */
  onAddToCart?: () => void;
  /** The feature's router link; a plain <a> by default. */
  renderLink?: (props: LinkRenderProps) => ReactNode;
  headingLevel?: 2 | 3 | 4;
  /**
   * A card of the list's first row, in view as the page arrives: its picture is fetched at once and early (the
   * page's largest content), not lazily once laid out. The others load lazily.
   */
  priority?: boolean;
};

export function ProductCard({
  href,
  imageUrl,
  imageAlt,
  brand,
  model,
  reference,
  priceUsd,
  priceOnRequest,
  isLimitedEdition,
  limitedEditionPieces,
  previousPriceUsd,
  year,
  condition,
  fullSet,
  availability,
  availableQuantity,
  locale,
  isFavorite = false,
  isCompared = false,
  onToggleFavorite,
  onToggleCompare,
  inCart = false,
  onAddToCart,
  renderLink = defaultRenderLink,
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const name = `${brand} ${model}`;
  const buyable = isBuyable(availability);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {imageUrl ? (
          <img
            className={availability === 'sold' ? `${styles.image} ${styles.soldImage}` : styles.image}
            src={imageUrl}
            alt={imageAlt}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : 'auto'}
          />
        ) : (
          <div className={styles.placeholder} role="img" aria-label={t`Фото скоро появится`}>
            <WatchIcon size={40} />
          </div>
        )}
        {isLimitedEdition && <LimitedEditionBadge placement="overlay" pieces={limitedEditionPieces} />}
        {!buyable && <AvailabilityBadge placement="overlay" availability={availability} />}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {renderLink({
            href,
            className: styles.link,
            children: (
              <>
                <span className={styles.brand}>{brand}</span> <span className={styles.model}>{model}</span>
              </>
            ),
          })}
        </Heading>
        {reference && (
          <span className={styles.reference}>
            <ReferenceText value={reference} />
          </span>
        )}
        {(year || condition || fullSet) && (
          <ul className={styles.details} aria-label={t`Подробности`}>
            {year ? <li className={styles.detail}>{year}</li> : null}
            {condition ? <li className={styles.detail}>{condition}</li> : null}
            {fullSet ? (
              <li className={styles.detail}>
                <Trans>Полный комплект</Trans>
              </li>
            ) : null}
          </ul>
        )}
        <Price
          className={styles.price}
          priceUsd={priceUsd}
          priceOnRequest={priceOnRequest}
          previousPriceUsd={previousPriceUsd}
          locale={locale}
          size="sm"
        />
        {buyable && <AvailabilityBadge availability={availability} left={availableQuantity} />}
        {onAddToCart &&
          buyable &&
          (inCart ? (
            renderLink({
              href: '/cart',
              className: `${buttonClassName({ variant: 'ghost', size: 'sm', fullWidth: true })} ${styles.cartControl} ${styles.inCart}`,
              children: (
                <>
                  <CheckIcon size={16} />
                  {/* Read as one sentence that names the piece and where the link goes; it begins with the visible words. */}
                  <span aria-hidden="true">
                    <Trans>В корзине</Trans>
                  </span>
                  <span className={visuallyHidden}>{t`В корзине: ${name} — перейти в корзину`}</span>
                </>
              ),
            })
          ) : (
            <Button variant="secondary" size="sm" fullWidth className={styles.cartControl} aria-label={t`В корзину: ${name}`} onClick={onAddToCart}>
              <Trans>В корзину</Trans>
            </Button>
          ))}
      </div>
      {/* After the body in the reading order (the name first, issue 10 item 17's Tab path), drawn over the photo. */}
      {(onToggleFavorite || onToggleCompare) && (
        <div className={styles.actions}>
          {onToggleFavorite && (
            <IconButton
              variant="overlay"
              size="sm"
              aria-label={t`Избранное: ${name}`}
              pressed={isFavorite}
              icon={<HeartIcon filled={isFavorite} size={18} />}
              onClick={onToggleFavorite}
            />
          )}
          {onToggleCompare && (
            <IconButton
              variant="overlay"
              size="sm"
              aria-label={t`Сравнение: ${name}`}
              pressed={isCompared}
              icon={<CompareIcon size={18} />}
              onClick={onToggleCompare}
            />
          )}
        </div>
      )}
    </article>
  );
}

function ReferenceText({ value }: { value: string }) {
  const reference = breakable(value);
  return <Trans>Референс {reference}</Trans>;
}

/**
 * A reference with break opportunities after its dots, slashes and dashes ("15500ST.OO.1220ST.01"), so a narrow
 * card wraps it there rather than clipping it or breaking inside a group (issue 10 item 9).
 */
function breakable(reference: string): ReactNode {
  const parts = reference.split(/(?<=[./-])/);
  if (parts.length === 1) return reference;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}
