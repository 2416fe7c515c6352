import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

/** Days on the left, hours on the right, joined by a dotted leader as on a printed card. */
export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  selectors: {
    '&::after': { content: '""', order: 1, flex: '1 1 auto', minWidth: vars.space.md, borderBottom: `1px dotted ${vars.color.borderStrong}` },
  },
});

export const days = style({ margin: 0 });

export const hours = style({
  order: 2,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const closed = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
