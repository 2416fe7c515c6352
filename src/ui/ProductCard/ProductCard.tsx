import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CompareIcon, HeartIcon, WatchIcon } from '../icons.tsx';
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
  locale: PriceLocale;
  isFavorite?: boolean;
  isCompared?: boolean;
  /** Omit to hide the toggle. */
  onToggleFavorite?: () => void;
  onToggleCompare?: () => void;
  /** The feature's router link; a plain <a> by default. */
  renderLink?: (props: LinkRenderProps) => ReactNode;
  headingLevel?: 2 | 3 | 4;
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
  locale,
  isFavorite = false,
  isCompared = false,
  onToggleFavorite,
  onToggleCompare,
  renderLink = defaultRenderLink,
  headingLevel = 3,
}: ProductCardProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const name = `${brand} ${model}`;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {imageUrl ? (
          <img className={styles.image} src={imageUrl} alt={imageAlt} loading="lazy" decoding="async" />
        ) : (
          <div className={styles.placeholder} role="img" aria-label={t`Фото скоро появится`}>
            <WatchIcon size={40} />
          </div>
        )}
        {isLimitedEdition && (
          <span className={styles.badge}>
            <Trans>Лимитированная серия</Trans>
          </span>
        )}
      </div>
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
            <Trans>Референс {reference}</Trans>
          </span>
        )}
        <Price
          className={styles.price}
          priceUsd={priceUsd}
          priceOnRequest={priceOnRequest}
          isLimitedEdition={isLimitedEdition}
          locale={locale}
          size="sm"
        />
      </div>
    </article>
  );
}
