import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px)) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const leave = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, calc(-50% + 8px)) scale(0.98)' },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.z.modal,
  display: 'flex',
  flexDirection: 'column',
  width: `calc(100vw - 2 * ${vars.space.md})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  // The panel itself scrolls (head and footer stick), so keyboard focus on the close button can scroll it.
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  borderTop: `2px solid ${vars.color.accent}`,
  selectors: {
    '&[data-state="open"]': { animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${leave} ${vars.motion.fast} ${vars.motion.easing}` },
    '&:focus-visible': { outline: 'none' },
  },
});

export const size = styleVariants({
  sm: { maxWidth: '400px' },
  md: { maxWidth: '560px' },
  lg: { maxWidth: '800px' },
});

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});

export const body = style({
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  lineHeight: vars.lineHeight.relaxed,
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  marginTop: 'auto',
  backgroundColor: vars.color.surface,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
