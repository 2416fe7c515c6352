import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const notice = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const link = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  selectors: { '&:hover': { color: vars.color.text } },
});
