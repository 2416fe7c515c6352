import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { from } from '../../theme/breakpoints.ts';

/* The catalogue's grid: two columns on a phone, up to four on a wide screen. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xl} ${vars.space.md}`,
  '@media': {
    [from.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: vars.space.lg },
    [from.wider]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const cell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const remove = style({ alignSelf: 'flex-start' });

/** Issue 28: the card's price-drop alerts, a quiet line under it. */
export const alerts = style({ marginTop: vars.space.xxs });

export const skeletonCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const skeletonImage = style({ width: '100%', aspectRatio: '1' });
