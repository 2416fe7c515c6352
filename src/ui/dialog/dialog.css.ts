import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * What every dialog panel shares (the backdrop, the panel surface, the sticky head and footer, the title row).
 * DialogFrame applies these; Modal and Drawer add only placement, size, animation and their parts' spacing.
 * MenuOverlay uses the backdrop.
 */
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  zIndex: vars.z.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

export const panel = style({
  position: 'fixed',
  zIndex: vars.z.modal,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  // The panel itself scrolls (head and footer stick), so keyboard focus on the close button can scroll it.
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:focus-visible': { outline: 'none' },
  },
});

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  marginTop: 'auto',
  backgroundColor: vars.color.surface,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  margin: 0,
  paddingTop: vars.space.xs,
});

export const description = style({
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const close = style({ marginRight: `calc(-1 * ${vars.space.sm})`, marginTop: `calc(-1 * ${vars.space.xs})` });
