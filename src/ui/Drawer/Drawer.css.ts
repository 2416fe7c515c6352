import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { below } from '../theme/breakpoints.ts';

/* Only what makes the dialog frame a right-side panel; the shared panel, head and footer are in dialog/dialog.css.ts. */
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });

export const content = style({
  top: 0,
  right: 0,
  bottom: 0,
  // 100% of the viewport without its scrollbar: 100vw counts a classic scrollbar in, and the panel then sticks
  // out past the left edge of a narrow window instead of sitting flush to the right one (issue 10 item 10).
  maxWidth: '100%',
  borderLeft: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

// Phones get the whole width: a 450 px panel with a sliver of page beside it helps nobody.
const phone = { '@media': { [below.phone]: { width: '100%', borderLeft: 0 } } };

export const width = styleVariants({
  default: { width: vars.size.drawer, ...phone },
  /** The sign-in panel (part 1 §9: 450 px). */
  signIn: { width: vars.size.panel, ...phone },
});

export const head = style({
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const body = style({
  flex: 1,
  padding: vars.space.lg,
});

export const footer = style({});

/* Actions share the row evenly and wrap whole on a narrow panel. */
globalStyle(`${footer} > *`, { flex: '1 1 auto' });
