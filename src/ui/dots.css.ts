import { style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css.ts';

/**
 * A slide-picker dot of the carousels (hero, popular block). The visible dot is 8 px; the button around it is
 * 24 px, the minimum target size (WCAG 2.5.8). The current one carries `aria-current="true"`.
 */
export const dot = style({
  position: 'relative',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    position: 'absolute',
    inset: '8px',
    borderRadius: vars.radius.circle,
    backgroundColor: vars.color.borderStrong,
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { backgroundColor: vars.color.accentText, transform: 'scale(1.35)' },
    '&:hover::before': { backgroundColor: vars.color.text },
  },
});
