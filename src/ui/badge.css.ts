import { style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css.ts';

/** The dark count pill (selected filters, selected options), one shape wherever a number is counted. */
export const countBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.badge,
  height: vars.size.badge,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
