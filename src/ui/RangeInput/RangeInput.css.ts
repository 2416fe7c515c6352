import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const dash = style({ color: vars.color.textMuted });

export const input = style({
  fontVariantNumeric: 'tabular-nums',
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': { WebkitAppearance: 'none', margin: 0 },
  },
});

export const legend = style({ marginBottom: vars.space.xs });
