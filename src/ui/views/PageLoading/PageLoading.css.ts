import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Holds the page's height while a screen's chunk arrives, so the footer does not jump up and back down. */
export const page = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
});
