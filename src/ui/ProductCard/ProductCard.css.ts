import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  // Equal heights in a row: the card fills its grid cell and the price is pinned to the bottom (issue 10 item 9).
  height: '100%',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.accent },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  backgroundColor: vars.color.bg,
  overflow: 'hidden',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: vars.space.md,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${card}:hover &`]: { transform: 'scale(1.03)' },
  },
});

/** A sold piece (issue 26): its photo recedes, quietly, behind the «Продан» badge. */
export const soldImage = style({ opacity: 0.55, filter: 'grayscale(0.6)' });

export const placeholder = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceAlt,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
});

export const badge = style({
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

export const actions = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  flex: 1,
});

export const brand = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  // The display face draws old-style figures by default ("H08" reads "Ho8"): model names take lining ones.
  fontVariantNumeric: 'lining-nums',
  overflowWrap: 'anywhere',
});

/** Stretched link: the whole card is clickable, yet the toggles stay separate buttons. */
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    // The focus ring goes round the whole card, drawn by the stretched area.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '1px', textUnderlineOffset: '0.15em' },
  },
});

export const model = style({ display: 'block' });

export const reference = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'lining-nums tabular-nums',
  // Long references wrap (at their dots first, see `breakable`) instead of being clipped in a 375 px card.
  overflowWrap: 'anywhere',
});

/**
 * "2019 · Очень хорошее · Полный комплект": one quiet line that wraps between items. The items are spaced by the
 * list's gap and never moved; each draws its "·" inside the gap before it, out of the flow. An item that starts a
 * line has its dot left of the list, where the list's own clip hides it: only a dot is ever clipped, never a
 * letter, even when one long item ("лёгкие потёртости металла") wraps inside itself (issue 22 item 15; the
 * earlier trick pulled the list left and clipped it, which cut the first letters of such an item's second line).
 */
const separator = '1.25em';

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: separator,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Clips the dots that fall left of the list (line starts); the items themselves always fit inside it.
  overflow: 'hidden',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'lining-nums tabular-nums',
  overflowWrap: 'anywhere',
});

export const detail = style({
  position: 'relative',
  minWidth: 0,
  selectors: {
    '&::before': {
      // Decorative: an empty alternative text keeps screen readers from reading the dot.
      content: '"·" / ""',
      position: 'absolute',
      top: 0,
      right: '100%',
      width: separator,
      textAlign: 'center',
      color: vars.color.border,
    },
  },
});

export const price = style({ marginTop: 'auto', paddingTop: vars.space.sm });

/**
 * Add-to-cart under the price: one small full-width control whose two states (a button, then a link to /cart) are
 * the same height, so a card never jumps when its piece goes into the cart. Raised above the stretched link.
 */
export const cartControl = style({
  zIndex: 1,
  marginTop: vars.space.sm,
  gap: vars.space.xs,
});

export const inCart = style({
  borderColor: vars.color.border,
  color: vars.color.accentText,
  textTransform: 'uppercase',
  fontSize: vars.fontSize.xs,
  selectors: {
    '&:hover': { borderColor: vars.color.accentText },
  },
});
