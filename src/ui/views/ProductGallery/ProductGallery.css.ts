import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below, from } from '../../theme/breakpoints.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gridTemplateAreas: '"thumbs main"',
  gap: vars.space.md,
  minWidth: 0,
  '@media': {
    [below.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"main" "thumbs"', gap: vars.space.sm },
  },
});

export const thumbsColumn = style({
  gridArea: 'thumbs',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: 0,
  '@media': { [below.desktop]: { flexDirection: 'row' } },
});

export const thumbScroll = style({
  selectors: { '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' } },
});

/** The chevrons point left/right; in the desktop column they turn to point up/down. */
export const verticalIcon = style({
  '@media': { [from.desktop]: { transform: 'rotate(90deg)' } },
});

export const thumbs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  overflowY: 'auto',
  overflowX: 'hidden',
  maxHeight: '520px',
  scrollbarWidth: 'none',
  '@media': {
    [below.desktop]: { flexDirection: 'row', overflowX: 'auto', overflowY: 'hidden', maxHeight: 'none', flex: 1 },
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});

export const thumb = style({
  display: 'block',
  width: '88px',
  height: '88px',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-current="true"]': { borderColor: vars.color.accentText, boxShadow: `inset 0 0 0 1px ${vars.color.accentText}` },
  },
  '@media': { [below.desktop]: { width: '64px', height: '64px' } },
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

export const main = style({
  gridArea: 'main',
  position: 'relative',
  margin: 0,
  aspectRatio: '1 / 1',
  maxHeight: '600px',
  width: '100%',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  // Vertical scrolling stays the browser's; horizontal movement is read as a swipe.
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const mainImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: vars.space.lg,
  display: 'block',
  pointerEvents: 'none',
});

export const placeholder = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  aspectRatio: '1 / 1',
  maxHeight: '600px',
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.wide,
});

const side = style({ position: 'absolute', top: '50%', transform: 'translateY(-50%)' });
export const prev = style([side, { left: vars.space.sm }]);
export const next = style([side, { right: vars.space.sm }]);

export const counter = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  fontVariantNumeric: 'tabular-nums',
});
