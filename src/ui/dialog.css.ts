import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css.ts';

/** Shared by Modal, Drawer and MenuOverlay: the backdrop and the panel header. */
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
