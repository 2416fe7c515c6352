import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  padding: vars.space.lg,
  color: vars.color.text,
  background: vars.color.bg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
});

export const chart = style({ overflowX: 'auto' });

export const table = style({ borderCollapse: 'collapse', width: '100%' });

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const code = style({ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' });

export const link = style({ color: vars.color.text, textDecoration: 'underline' });
