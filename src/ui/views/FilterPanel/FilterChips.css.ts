import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: '32px',
  padding: `0 ${vars.space.xxs} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceAlt } },
});

export const reset = style({
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
});
