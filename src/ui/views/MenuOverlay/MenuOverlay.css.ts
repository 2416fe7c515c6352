import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } });

export const content = style({
  position: 'fixed',
  top: 0,
  left: 0,
  bottom: 0,
  zIndex: vars.z.modal,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(960px, 100vw)',
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  borderRight: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.fast} ${vars.motion.easing}` },
    '&:focus-visible': { outline: 'none' },
  },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  margin: 0,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
});
