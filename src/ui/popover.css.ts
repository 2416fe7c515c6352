import { style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css.ts';

/** The raised surface of a list that drops from a control (search suggestions, the account menu). */
export const popoverSurface = style({
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
