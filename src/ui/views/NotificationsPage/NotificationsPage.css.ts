import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/** The title row spans the list's column, so «mark all» sits above the list's edge. */
export const head = style({ maxWidth: '880px' });

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'lining-nums tabular-nums' });

/** One column of calm rows, a hairline between them (the purchase history's cards would be too heavy here). */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxWidth: '880px',
  borderTop: `1px solid ${vars.color.border}`,
});

const itemBase = style({
  position: 'relative',
  borderBottom: `1px solid ${vars.color.border}`,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceAlt } },
});

/** Unread: a warm ground and a gold rule on the leading edge, besides the dot and the hidden word. */
export const item = styleVariants({
  unread: [itemBase, { backgroundColor: vars.color.surface, boxShadow: `inset 2px 0 0 ${vars.color.accent}` }],
  read: [itemBase],
});

export const link = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
  '@media': { [below.phone]: { gap: vars.space.sm, padding: `${vars.space.md} ${vars.space.sm}` } },
});

export const photo = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '80px',
  height: '80px',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  '@media': { [below.phone]: { width: '64px', height: '64px' } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: '1 1 auto', minWidth: 0 });

export const sentence = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'lining-nums',
  overflowWrap: 'anywhere',
});

export const dot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  marginRight: vars.space.sm,
  borderRadius: vars.radius.circle,
  backgroundColor: vars.color.accentText,
  verticalAlign: 'middle',
});

export const piece = style({ minWidth: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const brand = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const model = style({ color: vars.color.text });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const when = style({ fontVariantNumeric: 'lining-nums tabular-nums' });

export const skeleton = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const moreFailed = style({ margin: `${vars.space.md} 0 0`, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const more = style({ display: 'flex', justifyContent: 'center', maxWidth: '880px', marginTop: vars.space.lg });
