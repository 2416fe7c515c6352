import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateX(16px)' },
  to: { opacity: 1, transform: 'translateX(0)' },
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '3px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  pointerEvents: 'auto',
  animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const type = styleVariants({
  success: { borderLeftColor: vars.color.success },
  error: { borderLeftColor: vars.color.danger },
  info: { borderLeftColor: vars.color.info },
});

export const icon = styleVariants({
  success: { color: vars.color.success, marginTop: '10px' },
  error: { color: vars.color.danger, marginTop: '10px' },
  info: { color: vars.color.info, marginTop: '10px' },
});

export const message = style({ margin: 0, paddingBlock: '10px', overflowWrap: 'anywhere' });
