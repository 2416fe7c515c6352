import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/* Only what makes the dialog frame a centred modal; the shared panel, head and footer are in dialog/dialog.css.ts. */
const enter = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px)) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const leave = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, calc(-50% + 8px)) scale(0.98)' },
});

export const content = style({
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - 2 * ${vars.space.md})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  borderRadius: vars.radius.md,
  borderTop: `2px solid ${vars.color.accent}`,
  selectors: {
    '&[data-state="open"]': { animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${leave} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

export const size = styleVariants({
  sm: { maxWidth: '400px' },
  md: { maxWidth: vars.size.prose },
  lg: { maxWidth: '800px' },
});

export const head = style({ padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}` });

export const body = style({
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  lineHeight: vars.lineHeight.relaxed,
});

export const footer = style({ justifyContent: 'flex-end' });
