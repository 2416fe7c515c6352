import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { WatchIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import * as styles from './SoldPieceCard.css.ts';

/** A sold piece as the sales history draws it: the view's own shape, built by the feature. */
export type SoldPieceCardData = {
  /** Unique across kinds. */
  key: string;
  kind: 'watch' | 'jewelry' | 'bag';
  id: number;
  /** Its detail page (it stays, and says it is sold). */
  href: string;
  imageUrl: string | null;
  imageAlt: string;
  brand: string;
  model: string;
  reference: string | null;
  /** The production year, when known. */
  year: number | null;
  /** The month of the sale, worded for the reader («октябрь 2026»); null when unknown. */
  soldMonth: string | null;
  /** `YYYY-MM`, for `<time dateTime>`. */
  soldMonthIso: string;
};

export type SoldPieceCardProps = {
  piece: SoldPieceCardData;
  /** "Find a similar piece": the order request is filled with this piece's name. */
  onFindSimilar: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
  /** A card of the first row: its picture is fetched at once rather than lazily. */
  priority?: boolean;
};

/** A piece the boutique has sold: photo, brand, model, reference, year and month of sale; never a price. */
export function SoldPieceCard({ piece, onFindSimilar, renderLink = defaultRenderLink, priority = false }: SoldPieceCardProps) {
  const { t } = useLingui();
  const name = `${piece.brand} ${piece.model}`;
  const { reference } = piece;
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.media}>
        {piece.imageUrl ? (
          <img
            className={styles.image}
            src={piece.imageUrl}
            alt={piece.imageAlt}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : 'auto'}
          />
        ) : (
          <div className={styles.placeholder} role="img" aria-label={t`Без фото`}>
            <WatchIcon size={40} />
          </div>
        )}
        <span className={styles.soldMark}>
          <Trans>Продано</Trans>
        </span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          {renderLink({
            href: piece.href,
            className: styles.link,
            children: (
              <>
                <span className={styles.brand}>{piece.brand}</span> <span className={styles.model}>{piece.model}</span>
              </>
            ),
          })}
        </h3>
        {reference && (
          <p className={styles.reference}>
            <Trans>Референс {reference}</Trans>
          </p>
        )}
        {(piece.year !== null || piece.soldMonth) && (
          <dl className={styles.facts}>
            {piece.year !== null && (
              <div className={styles.fact}>
                <dt className={styles.factName}>
                  <Trans>Год выпуска</Trans>
                </dt>
                <dd className={styles.factValue}>{piece.year}</dd>
              </div>
            )}
            {piece.soldMonth && (
              <div className={styles.fact}>
                <dt className={styles.factName}>
                  <Trans>Продано</Trans>
                </dt>
                <dd className={styles.factValue}>
                  <time dateTime={piece.soldMonthIso}>{piece.soldMonth}</time>
                </dd>
              </div>
            )}
          </dl>
        )}
        <div className={styles.similarWrap}>
          <Button variant="secondary" size="sm" fullWidth className={styles.similar} onClick={onFindSimilar} aria-label={t`Найти похожие: ${name}`}>
            <Trans>Найти похожие</Trans>
          </Button>
        </div>
      </div>
    </article>
  );
}
