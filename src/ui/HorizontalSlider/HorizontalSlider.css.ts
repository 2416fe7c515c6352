import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { below } from '../theme/breakpoints.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const controls = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

/** aria-disabled (not disabled) keeps focus on the button at the end of the row; it still looks inactive. */
export const control = style({
  selectors: {
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'default', opacity: 0.55 },
    '&[aria-disabled="true"]:hover': { backgroundColor: vars.color.surface },
  },
});

export const track = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  // Room for the cards' focus rings and hover shadows, which overflow would otherwise clip.
  padding: `${vars.space.xs} ${vars.space.xxs} ${vars.space.md}`,
  // The first card's snap position is where the track starts (its padding included). Without this, the browser
  // snaps the track by its padding while the page loads: a smooth scroll that Chrome takes for the shopper's and
  // that ends its largest-contentful-paint measurement before the page's main picture has painted.
  scrollPaddingInline: vars.space.xxs,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.border} transparent`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});

export const item = style({
  flex: '0 0 auto',
  width: '260px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  scrollSnapAlign: 'start',
  '@media': {
    [below.desktop]: { width: 'min(240px, 68vw)' },
  },
});
