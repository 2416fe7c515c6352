import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Part 1 §9: the mobile layout (a two-row header: icons, then the search bar) applies under 1024 px. */
const mobile = 'screen and (max-width: 1023.98px)';

/**
 * Top right, but below the sticky header (73 px on desktop, 109 px with the phone's search row), so a toast never
 * covers the header's icons (issue 10 item 10).
 */
export const region = style({
  position: 'fixed',
  top: `calc(73px + ${vars.space.md})`,
  right: vars.space.md,
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(380px, calc(100vw - 2 * ${vars.space.md}))`,
  // The empty strip must not swallow clicks meant for the page underneath.
  pointerEvents: 'none',
  '@media': { [mobile]: { top: `calc(109px + ${vars.space.sm})` } },
});

/*
 * Part 1 §2.5: toasts stay at the top right. While a dialog is open on a wide screen (the 450 px sign-in panel
 * slides in from the right), they move to the left of it, so they never cover what the dialog is about; under
 * 1024 px the panel is the whole width and the toasts already sit below its title row.
 */
globalStyle(`body:has([role="dialog"][data-state="open"]) ${region}`, {
  '@media': { 'screen and (min-width: 1024px)': { right: `calc(450px + ${vars.space.md})` } },
});
