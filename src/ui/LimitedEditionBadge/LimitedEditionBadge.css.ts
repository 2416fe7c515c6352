import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const base = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'lining-nums',
});

export const badge = styleVariants({
  // Drawn over a card's photo, in its top left corner.
  overlay: [
    base,
    { position: 'absolute', top: vars.space.sm, left: vars.space.sm, maxWidth: `calc(100% - 2 * ${vars.space.sm})`, backgroundColor: vars.color.text, color: vars.color.textInverse },
  ],
  inline: [base, { alignSelf: 'flex-start', border: `1px solid ${vars.color.accent}`, color: vars.color.text }],
});
