import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}`, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.text } },
});
