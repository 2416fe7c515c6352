import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const nav = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '40px',
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([aria-disabled="true"]):not([aria-current="page"])': { borderColor: vars.color.border, backgroundColor: vars.color.surface },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.textInverse,
      cursor: 'default',
    },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: '24px',
  height: '40px',
  paddingBottom: vars.space.sm,
  color: vars.color.textMuted,
});
