import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/** «Продано» in the display face, where the price would stand, over a champagne rule: final, and quiet. */
export const sold = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.accent}`,
});

export const soldWord = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.text,
  '@media': { [below.desktop]: { fontSize: vars.fontSize.xl } },
});

export const reserved = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceAlt,
  borderLeft: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, color: vars.color.textMuted });
