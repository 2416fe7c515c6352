import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/** The cards in one column, no wider than a comfortable form (two fields side by side read well up to here). */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '880px',
  '@media': { [below.tablet]: { gap: vars.space.md } },
});
