import { Trans } from '@lingui/react/macro';
import { visuallyHidden } from '../a11y.css.ts';
import * as styles from './Price.css.ts';
import { formatUsd, isPriceOnRequest, parseUsd, reductionPercent } from './price.ts';
import type { PriceInput, PriceLocale } from './price.ts';

export const priceSizes = ['sm', 'md', 'lg'] as const;
export type PriceSize = (typeof priceSizes)[number];

export type PriceProps = {
  /** The API's decimal string (or a number). */
  priceUsd: PriceInput;
  priceOnRequest?: boolean;
  /**
   * The price before a sale's reduction (the API's `previous_price_usd`): struck through with the reduction
   * ("−10 %"). The only figure ever struck through: a limited edition shows its badge instead, never a made-up
   * "was" price (issue 22 item 3).
   */
  previousPriceUsd?: PriceInput;
  /** The active interface language: numbers go through Intl with it. */
  locale: PriceLocale;
  size?: PriceSize;
  className?: string;
};

export function Price({ priceUsd, priceOnRequest, previousPriceUsd, locale, size = 'md', className }: PriceProps) {
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
        {/* Russian sets a space before the percent sign, English none ("−10%", issue 22 item 21). */}
        <span className={styles.reduction}>{`−${reduction}${locale === 'en' ? '' : '\u00a0'}%`}</span>
      </span>
    );
  }
  return (
    <span className={classes}>
      <span className={styles.amount}>{formatUsd(value, locale)}</span>
    </span>
  );
}
