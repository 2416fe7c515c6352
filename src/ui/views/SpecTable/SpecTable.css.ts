import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: `1px solid ${vars.color.border}` } },
});

const cell = style({ padding: `${vars.space.sm} 0`, verticalAlign: 'top', textAlign: 'left' });

export const label = style([
  cell,
  { width: '45%', paddingRight: vars.space.md, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
]);

export const value = style([cell, { color: vars.color.text }]);
