import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * Holds a full screen while a screen's chunk arrives: the footer stays below the fold instead of showing mid-screen
 * and being pushed away by the page (a shift of a quarter of the screen, issue 10 item 8).
 */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
});
