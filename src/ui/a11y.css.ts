import { style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css.ts';

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A skip link: off screen until focused, then a dark tab at the top left of its positioned container. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.z.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  clipPath: 'inset(50%)',
  selectors: { '&:focus, &:focus-visible': { clipPath: 'none' } },
});
