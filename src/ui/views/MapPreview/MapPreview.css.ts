import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Part 2 §9: the map preview is 220 px high in every state, so the map arriving never shifts the page. */
const HEIGHT = '220px';

export const root = style({
  position: 'relative',
  width: '100%',
  height: HEIGHT,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const frame = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
});

export const skeleton = style({ height: '100%', borderRadius: 0 });

/**
 * The fallback reads as a map card, not an error: a faint street grid in the theme's hairline colour behind a
 * centred pin, the address and the link.
 */
export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'center',
  backgroundColor: vars.color.surfaceAlt,
  backgroundImage: [
    `linear-gradient(${vars.color.border} 1px, transparent 1px)`,
    `linear-gradient(90deg, ${vars.color.border} 1px, transparent 1px)`,
  ].join(', '),
  backgroundSize: '28px 28px',
  backgroundPosition: 'center',
});

export const pin = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  flexShrink: 0,
  color: vars.color.accentText,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.circle,
  boxShadow: vars.shadow.sm,
});

/** A solid plate under the text so the grid never sits behind letters (contrast stays the theme's). */
export const plate = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.sm,
});

export const address = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const link = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  marginTop: vars.space.xxs,
  selectors: {
    '&:hover': { color: vars.color.text },
  },
});
