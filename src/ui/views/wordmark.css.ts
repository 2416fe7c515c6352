import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** "Moscow · Dubai" set as the boutique's wordmark (header, footer, error pages). */
export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  lineHeight: 1,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const dot = style({ color: vars.color.accentText, marginInline: '0.35em' });
