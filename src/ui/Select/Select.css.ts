import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  WebkitAppearance: 'none',
  paddingRight: vars.space.xl,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  pointerEvents: 'none',
  color: vars.color.text,
});
