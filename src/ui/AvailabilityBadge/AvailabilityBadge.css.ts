import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const base = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  lineHeight: vars.lineHeight.normal,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  // Over a card's photo, top left: the heart and compare buttons hold the top right, a limited edition the bottom.
  overlay: [base, { position: 'absolute', top: vars.space.sm, left: vars.space.sm, zIndex: 1, boxShadow: vars.shadow.sm }],
  inline: [base, { alignSelf: 'flex-start' }],
});

/**
 * Reserved is a pause, not an end: porcelain with a champagne rule. Sold is final: graphite, as the boutique's dark
 * bands. Both keep their text at ≥ 4.5:1 (accentText on surface, textInverse on text).
 */
export const tone = styleVariants({
  reserved: { backgroundColor: vars.color.surface, color: vars.color.accentText, border: `1px solid ${vars.color.accent}` },
  sold: { backgroundColor: vars.color.text, color: vars.color.textInverse, border: `1px solid ${vars.color.text}` },
});

/** "Осталось: 3": a quiet line in the muted text, the figure in lining numerals. */
export const left = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.textMuted,
  fontVariantNumeric: 'lining-nums tabular-nums',
});
