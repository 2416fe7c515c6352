import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './AvailabilityBadge.css.ts';
import { leftToShow, type Availability } from './availability.ts';

export { availabilities, isBuyable, leftToShow, type Availability } from './availability.ts';

export const availabilityBadgePlacements = ['overlay', 'inline'] as const;
export type AvailabilityBadgePlacement = (typeof availabilityBadgePlacements)[number];

export type AvailabilityBadgeProps = {
  availability?: Availability | null;
  /** How many can still go into a cart (`available_quantity`); said only when more than one is left. */
  left?: number | null;
  /** Over a card's photo, or in the flow of a line, a table head or a detail page. */
  placement?: AvailabilityBadgePlacement;
  className?: string;
};

/**
 * Issue 26: «Зарезервирован» for a piece another order holds, «Продан» for a sold one, and for an available piece
 * with more than one left a quiet «Осталось: N». An available single piece says nothing: that is the usual case.
 */
export function AvailabilityBadge({ availability, left, placement = 'inline', className }: AvailabilityBadgeProps) {
  const { i18n } = useLingui();
  if (availability === 'reserved' || availability === 'sold') {
    const classes = [styles.badge[placement], styles.tone[availability], className].filter(Boolean).join(' ');
    return <span className={classes}>{availability === 'reserved' ? <Trans>Зарезервирован</Trans> : <Trans>Продан</Trans>}</span>;
  }
  const shown = leftToShow(availability, left);
  if (shown === null) return null;
  const count = i18n.number(shown);
  return (
    <span className={[styles.left, className].filter(Boolean).join(' ')}>
      <Trans>Осталось: {count}</Trans>
    </span>
  );
}
