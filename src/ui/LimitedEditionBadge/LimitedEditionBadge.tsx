import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './LimitedEditionBadge.css.ts';

export const limitedEditionBadgePlacements = ['overlay', 'inline'] as const;
export type LimitedEditionBadgePlacement = (typeof limitedEditionBadgePlacements)[number];

export type LimitedEditionBadgeProps = {
  /** The size of the series from the piece's data (`limited_edition_pieces`); unknown leaves the number out. */
  pieces?: number | null;
  /** Over a card's photo, or in the flow of a detail page beside the price. */
  placement?: LimitedEditionBadgePlacement;
  className?: string;
};

/**
 * A limited edition says so with the size of its series (issue 22 item 3): «Лимитированная серия, 500 экз.». It is
 * never a struck-through "was" price: only a real previous price (a sale's) is ever struck through (Price).
 */
export function LimitedEditionBadge({ pieces, placement = 'inline', className }: LimitedEditionBadgeProps) {
  const { i18n } = useLingui();
  const classes = [styles.badge[placement], className].filter(Boolean).join(' ');
  if (pieces === null || pieces === undefined || !Number.isInteger(pieces) || pieces <= 0) {
    return (
      <span className={classes}>
        <Trans>Лимитированная серия</Trans>
      </span>
    );
  }
  const count = i18n.number(pieces);
  return (
    <span className={classes}>
      {/* The number and its unit stay on one line when a narrow card wraps the badge. */}
      <Trans>
        Лимитированная серия, <span className={styles.unbroken}>{count} экз.</span>
      </Trans>
    </span>
  );
}
