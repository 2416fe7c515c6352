import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const region = style({
  position: 'fixed',
  top: vars.space.md,
  right: vars.space.md,
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(380px, calc(100vw - 2 * ${vars.space.md}))`,
  // The empty strip must not swallow clicks meant for the page underneath.
  pointerEvents: 'none',
});
