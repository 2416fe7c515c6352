import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.bg,
  color: vars.color.text,
});

export const main = style({
  flex: 1,
  width: '100%',
  // The footer starts below the fold on every page, whatever is still loading: it never shows mid-screen under
  // a short loading state and is then pushed away (issue 10 item 8, layout shift).
  minHeight: '100vh',
  selectors: {
    // Focus lands here from the skip link (tabIndex -1); a ring around the whole page would only distract.
    '&:focus': { outline: 'none' },
  },
});

/** Off screen until focused: the first Tab stop of every page. */
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
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': { transform: 'translateY(0)' },
  },
});
