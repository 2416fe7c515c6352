import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums lining-nums',
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.md },
  md: { fontSize: vars.fontSize.lg },
  lg: { fontSize: vars.fontSize.xl },
});

export const amount = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const original = style({
  color: vars.color.textMuted,
  fontSize: '0.85em',
  whiteSpace: 'nowrap',
  textDecorationThickness: '1px',
});

/** The sale's reduction beside the price ("−10 %"): the accent colour, never the only sign (the struck price is). */
export const reduction = style({
  color: vars.color.accentText,
  fontSize: '0.85em',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const onRequest = style({
  fontFamily: vars.font.display,
  fontStyle: 'italic',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.accentText,
  fontSize: '1.1em',
});
