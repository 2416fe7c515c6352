import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.xl,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.accent}`,
});
