import { Trans } from '@lingui/react/macro';
import { visuallyHidden } from '../a11y.css.ts';
import * as styles from './Price.css.ts';
import { formatUsd, isPriceOnRequest, limitedEditionOriginalUsd, parseUsd, reductionPercent } from './price.ts';
import type { PriceInput, PriceLocale } from './price.ts';

export const priceSizes = ['sm', 'md', 'lg'] as const;
export type PriceSize = (typeof priceSizes)[number];

export type PriceProps = {
  /** The API's decimal string (or a number). */
  priceUsd: PriceInput;
  priceOnRequest?: boolean;
  isLimitedEdition?: boolean;
  /**
   * The price before a sale's reduction (the API's `previous_price_usd`): struck through with the reduction
   * ("−10 %"). It takes the place of a limited edition's 1.2 × original price.
   */
  previousPriceUsd?: PriceInput;
  /** The active interface language: numbers go through Intl with it. */
  locale: PriceLocale;
  size?: PriceSize;
  className?: string;
};

export function Price({ priceUsd, priceOnRequest, isLimitedEdition, previousPriceUsd, locale, size = 'md', className }: PriceProps) {
  const classes = [styles.root, styles.size[size], className].filter(Boolean).join(' ');
  const value = parseUsd(priceUsd);
  if (value === null || isPriceOnRequest(priceUsd, priceOnRequest)) {
    return (
      <span className={classes}>
        <span className={styles.onRequest}>
          <Trans>Цена по запросу</Trans>
        </span>
      </span>
    );
  }
  const reduction = reductionPercent(value, previousPriceUsd);
  const previous = parseUsd(previousPriceUsd);
  if (reduction !== null && previous !== null) {
    return (
      <span className={classes}>
        <s className={styles.original}>
          {/* Strike-through is not announced by screen readers: say what the figure is. */}
          <span className={visuallyHidden}>
            <Trans>Прежняя цена:</Trans>{' '}
          </span>
          {formatUsd(previous, locale)}
        </s>
        <span className={visuallyHidden}>
          <Trans>Цена со скидкой:</Trans>{' '}
        </span>
        <span className={styles.amount}>{formatUsd(value, locale)}</span>
        <span className={styles.reduction}>−{reduction} %</span>
      </span>
    );
  }
  return (
    <span className={classes}>
      {isLimitedEdition && (
        <s className={styles.original}>
          {/* Strike-through is not announced by screen readers: say what the figure is. */}
          <span className={visuallyHidden}>
            <Trans>Первоначальная цена:</Trans>{' '}
          </span>
          {formatUsd(limitedEditionOriginalUsd(value), locale)}
        </s>
      )}
      {isLimitedEdition && (
        <span className={visuallyHidden}>
          <Trans>Цена:</Trans>{' '}
        </span>
      )}
      <span className={styles.amount}>{formatUsd(value, locale)}</span>
    </span>
  );
}
