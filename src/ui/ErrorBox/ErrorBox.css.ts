import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `3px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});

export const icon = style({ color: vars.color.danger, flexShrink: 0 });

export const text = style({
  flex: '1 1 240px',
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
