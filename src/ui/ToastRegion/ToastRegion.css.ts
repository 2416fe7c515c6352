import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { below } from '../theme/breakpoints.ts';

/**
 * Top right, but below the sticky header (its height and 1 px rule on desktop; 109 px with the phone's search
 * row, where the header sizes to its two rows), so a toast never covers the header's icons (issue 10 item 10).
 */
export const region = style({
  position: 'fixed',
  top: `calc(${vars.size.header} + 1px + ${vars.space.md})`,
  right: vars.space.md,
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(380px, calc(100vw - 2 * ${vars.space.md}))`,
  // The empty strip must not swallow clicks meant for the page underneath.
  pointerEvents: 'none',
  '@media': { [below.desktop]: { top: `calc(109px + ${vars.space.sm})` } },
});

/*
 * While a dialog is open (a drawer, the sign-in panel), its title sits at the top: the toasts move to the bottom
 * edge instead, so they never cover what the dialog is about.
 */
globalStyle(`body:has([role="dialog"][data-state="open"]) ${region}`, {
  top: 'auto',
  bottom: vars.space.md,
  flexDirection: 'column-reverse',
});
