import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
  '@media': { [below.desktop]: { marginBottom: vars.space.lg } },
});

export const lead = style({
  margin: 0,
  maxWidth: vars.size.prose,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});

/** Three columns on a desktop (a page of 9 is three full rows), two on a tablet, one on a phone. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'start',
  gap: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {
    [below.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: `${vars.space.lg} ${vars.space.md}` },
    [below.largePhone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/**
 * A grid cell is a size container, so a vertical card can be sized from its column. A vertical video takes two
 * rows beside the 16:9 ones, at about two thirds of the column's width: its 9:16 box is then about as tall as two
 * 16:9 cards with their captions, and the rows keep no tall empty holes (at full width it would be three rows tall).
 * Placement stays in the server's order (no dense packing), so the reading order is the visual one.
 */
export const cell = styleVariants({
  horizontal: { containerType: 'inline-size', minWidth: 0 },
  vertical: { containerType: 'inline-size', minWidth: 0, gridRow: 'span 2', '@media': { [below.largePhone]: { gridRow: 'auto' } } },
});

const cardBase = { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, margin: 0 } as const;

export const card = styleVariants({
  horizontal: cardBase,
  vertical: {
    ...cardBase,
    width: '66cqi',
    marginInline: 'auto',
    // One column on a phone: as wide as it may be while staying within 70 % of the screen's height, so the
    // player's controls stay in sight.
    '@media': { [below.largePhone]: { width: 'min(100%, calc(70svh * 9 / 16))' } },
  },
});

/** A loading card. */
export const skeletonCard = style(cardBase);

const mediaBase = {
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
} as const;

/** Part 2 §9: 9:16 for vertical videos, else 16:9, for the poster and the player alike: playing never moves the page. */
export const media = styleVariants({
  horizontal: { ...mediaBase, aspectRatio: '16 / 9' },
  vertical: { ...mediaBase, aspectRatio: '9 / 16' },
});

export const frame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

/**
 * The designed poster: a graphite ground lit by a soft champagne glow and a hairline inner frame, so a card
 * reads as a film still without an outside thumbnail (the network may be closed, and a third-party image
 * would be a request per card before anyone asked to watch).
 */
export const poster = style({
  position: 'absolute',
  inset: 0,
  backgroundImage: [
    `radial-gradient(120% 80% at 50% 38%, color-mix(in srgb, ${vars.color.accent} 30%, transparent) 0%, transparent 62%)`,
    `linear-gradient(180deg, transparent 45%, color-mix(in srgb, ${vars.color.text} 92%, black) 100%)`,
  ].join(', '),
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: vars.space.sm,
      border: `1px solid color-mix(in srgb, ${vars.color.accent} 45%, transparent)`,
      borderRadius: vars.radius.sm,
      pointerEvents: 'none',
    },
  },
});

/** The whole poster is the play button; the texts above it let clicks through. */
export const play = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '-4px' },
  },
});

export const playCircle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.circle,
  backgroundColor: vars.color.accent,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${play}:hover &, ${play}:focus-visible &`]: { transform: 'scale(1.08)', backgroundColor: vars.color.textInverse },
  },
  '@media': { [below.desktop]: { width: '56px', height: '56px' } },
});

const overlayText = {
  position: 'absolute',
  left: vars.space.lg,
  right: vars.space.lg,
  zIndex: 1,
  margin: 0,
  pointerEvents: 'none',
} as const;

export const format = style({
  ...overlayText,
  top: vars.space.lg,
  right: 'auto',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.pill,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const posterTitle = style({
  ...overlayText,
  bottom: vars.space.lg,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textInverse,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/**
 * A 16:9 poster is short: two lines of a smaller size keep the title clear of the play button at every width; a
 * 9:16 one has room for three lines of the display size.
 */
export const posterTitleSize = styleVariants({
  horizontal: { bottom: vars.space.md, fontSize: vars.fontSize.lg, WebkitLineClamp: 2 },
  vertical: { fontSize: vars.fontSize.xl, WebkitLineClamp: 3 },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** A loading card: the 16:9 shape of most videos, so the grid keeps its rhythm when the posters land. */
export const skeletonMedia = style({ aspectRatio: '16 / 9' });

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });
