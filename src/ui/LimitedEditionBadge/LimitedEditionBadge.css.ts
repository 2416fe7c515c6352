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
  // Drawn over a card's photo, in its bottom left corner: the top right holds the heart and compare buttons, and
  // the size of the series makes the badge long enough to reach them on a narrow card.
  overlay: [
    base,
    { position: 'absolute', bottom: vars.space.sm, left: vars.space.sm, maxWidth: `calc(100% - 2 * ${vars.space.sm})`, backgroundColor: vars.color.text, color: vars.color.textInverse },
  ],
  inline: [base, { alignSelf: 'flex-start', border: `1px solid ${vars.color.accent}`, color: vars.color.text }],
});

export const unbroken = style({ whiteSpace: 'nowrap' });
