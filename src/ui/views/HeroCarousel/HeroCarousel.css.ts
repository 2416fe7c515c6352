import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(6px)' }, to: { opacity: 1, transform: 'none' } });

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}`,
  backgroundColor: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  '@media': { [below.desktop]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.md}`, borderRadius: 0 } },
});

export const controls = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [below.desktop]: { position: 'static', justifyContent: 'flex-end', order: 2 } },
});

export const pause = style({
  height: '36px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.text } },
});

/* pan-y: the page still scrolls vertically on touch, horizontal drags are left to the swipe. */
export const stage = style({ touchAction: 'pan-y', userSelect: 'none' });

const grid = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  alignItems: 'center',
  gap: vars.space.xl,
  minHeight: '420px',
  '@media': { [below.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', minHeight: 'auto', gap: vars.space.md } },
} as const;

export const slide = style(grid);

export const loadingGrid = style(grid);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  // Stacked on a phone, the text keeps room for a two-line model name, so neither the skeleton's arrival nor
  // the next slide moves the page below (issue 10 item 8).
  '@media': { [below.desktop]: { order: 2, minHeight: '272px' } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const title = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const brand = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const model = style({
  fontFamily: vars.font.display,
  textWrap: 'balance',
  fontSize: 'clamp(2rem, 3.4vw, 3.25rem)',
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.05,
  color: vars.color.text,
});

export const reference = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const price = style({ marginTop: vars.space.xs });

export const cta = style({ marginTop: vars.space.md });

export const visual = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [below.desktop]: { order: 1 } },
});

export const main = style({
  flex: '0 1 420px',
  aspectRatio: '1',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.circle,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  '@media': { [below.desktop]: { flexBasis: 'min(300px, 78vw)' } },
});

/**
 * A slide that arrives by a move fades in (its text and picture). Not the first one: an element that starts at
 * opacity 0 is no candidate for the page's largest contentful paint, and the server's HTML should show at once.
 */
export const entering = style({});
globalStyle(`${entering} ${text}, ${entering} ${main}`, { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` });

export const mainImage = style({ width: '100%', height: '100%', objectFit: 'contain', pointerEvents: 'none' });

export const placeholder = style({ color: vars.color.accent });

export const side = style({
  flex: '0 0 120px',
  aspectRatio: '1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.circle,
  backgroundColor: vars.color.surface,
  color: vars.color.accent,
  overflow: 'hidden',
  opacity: 0.7,
  cursor: 'pointer',
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &:focus-visible': { opacity: 1, transform: 'scale(1.04)' },
  },
  '@media': { [below.desktop]: { display: 'none' } },
});

export const sidePrevious = style({});
export const sideNext = style({});

export const sideImage = style({ width: '100%', height: '100%', objectFit: 'contain' });

/** The size of the loaded main picture (`main`). */
export const imageSkeleton = style({
  flex: '0 1 420px',
  aspectRatio: '1',
  borderRadius: vars.radius.circle,
  '@media': { [below.desktop]: { flexBasis: 'min(300px, 78vw)' } },
});

/** Stands in for the previous/next buttons, which take a row of their own on a phone. */
export const controlsSkeleton = style({ '@media': { [below.desktop]: { height: vars.size.control } } });

/** Stands in for the row of dots (24 px targets). */
export const dotsSkeleton = style({ height: '24px' });

export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xxs,
  '@media': { [below.desktop]: { order: 3 } },
});

export const welcome = style({
  alignItems: 'flex-start',
  justifyContent: 'center',
  minHeight: '360px',
  padding: `${vars.space.xxl} ${vars.space.xl}`,
});

export const welcomeTitle = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(2rem, 3.4vw, 3.25rem)',
  maxWidth: '18ch',
});

export const welcomeText = style({ maxWidth: '48ch', color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, marginBottom: vars.space.sm });
