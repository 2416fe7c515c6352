import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { AvailabilityBadge } from '../../AvailabilityBadge/AvailabilityBadge.tsx';
import { Button } from '../../Button/Button.tsx';
import { BagIcon, WatchIcon } from '../../icons.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import { Price } from '../../Price/Price.tsx';
import { isPriceOnRequest, type PriceLocale } from '../../Price/price.ts';
import * as styles from './CheckoutSummary.css.ts';
import type { CheckoutLine } from './checkoutTypes.ts';

/**
 * One line of the checkout's summary: photo, brand, model, quantity × price. Issue 26: a line the order cannot have
 * (refused by the server at the last submit, or reserved or sold) is drawn receding, with its badge, the server's
 * words and a way to take it out of the cart; the rest of the form is left as it is.
 */
export function SummaryLine({
  line,
  locale,
  onRemove,
  renderLink,
}: {
  line: CheckoutLine;
  locale: PriceLocale;
  onRemove?: (id: number) => void;
  renderLink: (props: LinkRenderProps) => ReactNode;
}) {
  const onRequest = isPriceOnRequest(line.priceUsd, line.priceOnRequest);
  const model = line.href ? renderLink({ href: line.href, className: styles.modelLink, children: line.model }) : line.model;
  const name = `${line.brand} ${line.model}`;
  return (
    <li className={line.unavailable ? `${styles.line} ${styles.lineUnavailable}` : styles.line}>
      {line.imageUrl ? (
        // The name beside it says what the photo shows.
        <img className={styles.thumb} src={line.imageUrl} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className={`${styles.thumb} ${styles.placeholder}`} aria-hidden="true">
          {line.kind === 'bag' ? <BagIcon size={24} /> : <WatchIcon size={24} />}
        </span>
      )}
      <div className={styles.lineInfo}>
        <span className={styles.brand}>{line.brand}</span>
        <h3 className={styles.model}>{model}</h3>
        <span className={styles.lineMeta}>
          {onRequest ? (
            <>
              <Trans>{line.quantity} шт.</Trans>
              <span aria-hidden="true">·</span>
              <Price priceUsd={null} priceOnRequest locale={locale} size="sm" />
            </>
          ) : (
            <>
              {line.quantity} × <Price priceUsd={line.priceUsd} locale={locale} size="sm" />
            </>
          )}
        </span>
        <AvailabilityBadge availability={line.availability} left={line.unavailable ? null : line.availableQuantity} />
        {line.unavailable && (
          <>
            {line.problem && <span className={styles.lineProblem}>{line.problem}</span>}
            {onRemove && (
              <Button variant="link" size="sm" className={styles.lineRemove} onClick={() => onRemove(line.id)}>
                <Trans>
                  Убрать из заказа<span className={visuallyHidden}> {name}</span>
                </Trans>
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
