import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** A sold piece: the product card's look (photo, brand, model, reference), a "sold" mark, no price. */

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.accent } },
});

export const media = style({ position: 'relative', aspectRatio: '1 / 1', backgroundColor: vars.color.bg, overflow: 'hidden' });

export const image = style({ width: '100%', height: '100%', objectFit: 'contain', padding: vars.space.md });

export const placeholder = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceAlt,
});

export const soldMark = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  borderRadius: vars.radius.sm,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  flex: 1,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'lining-nums',
  overflowWrap: 'anywhere',
});

/** Stretched link: the whole card opens the piece's page, yet "find a similar piece" stays its own button. */
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '1px', textUnderlineOffset: '0.15em' },
  },
});

export const brand = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const model = style({ display: 'block' });

export const reference = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'lining-nums tabular-nums',
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

/** "Год выпуска 2021": the name and its value on one line, wrapping between them in a narrow card. */
export const fact = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs });

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, color: vars.color.text });

/** Raised above the stretched link, pinned to the card's bottom so a row's buttons line up. */
export const similar = style({ position: 'relative', zIndex: 1, marginTop: 'auto', alignSelf: 'stretch' });

export const similarWrap = style({ marginTop: 'auto', paddingTop: vars.space.sm, display: 'flex' });
