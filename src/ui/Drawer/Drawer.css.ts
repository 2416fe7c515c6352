import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });

export const content = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.z.modal,
  display: 'flex',
  flexDirection: 'column',
  // 100% of the viewport without its scrollbar: 100vw counts a classic scrollbar in, and the panel then sticks
  // out past the left edge of a narrow window instead of sitting flush to the right one (issue 10 item 10).
  maxWidth: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  // The panel itself scrolls (head and footer stick), so keyboard focus on the close button can scroll it.
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  boxShadow: vars.shadow.lg,
  borderLeft: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.fast} ${vars.motion.easing}` },
    '&:focus-visible': { outline: 'none' },
  },
});

// Phones get the whole width: a 450 px panel with a sliver of page beside it helps nobody.
const phone = { '@media': { 'screen and (max-width: 479.98px)': { width: '100%', borderLeft: 0 } } };

export const width = styleVariants({
  default: { width: '400px', ...phone },
  /** The sign-in panel (part 1 §9: 450 px). */
  signIn: { width: '450px', ...phone },
});

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const body = style({
  flex: 1,
  padding: vars.space.lg,
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  marginTop: 'auto',
  backgroundColor: vars.color.surface,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

/* Actions share the row evenly and wrap whole on a narrow panel. */
globalStyle(`${footer} > *`, { flex: '1 1 auto' });
