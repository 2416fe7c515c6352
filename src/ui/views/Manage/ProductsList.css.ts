import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/** The products: a calm row of columns at the desktop width, a card on a phone; the edit form opens in its row. */

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2.4fr) minmax(7rem, 1fr) minmax(7rem, 1fr) minmax(6rem, 0.8fr) minmax(8rem, auto) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  '@media': {
    [below.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr)' },
    [below.phone]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.sm },
  },
});

export const name = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, '@media': { [below.desktop]: { gridColumn: '1 / -1' } } });

export const label = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, letterSpacing: vars.letterSpacing.wide, textTransform: 'uppercase' });

export const amount = style({ fontVariantNumeric: 'tabular-nums' });

export const previous = style({ fontVariantNumeric: 'tabular-nums', textDecoration: 'line-through', color: vars.color.textMuted });

export const shopLink = style({ color: vars.color.accentText, textUnderlineOffset: '0.2em', fontSize: vars.fontSize.sm });

export const form = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto',
  alignItems: 'start',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const formActions = style({ display: 'flex', gap: vars.space.sm, alignSelf: 'end', flexWrap: 'wrap' });

export const hiddenMark = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
