import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.size.control,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
});

/* A pending change: a gold outline instead of dimming, which would drop the figure below 4.5:1. */
export const busy = style({ borderColor: vars.color.accent });

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceAlt, color: vars.color.accentText },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const value = style({
  minWidth: '2.5ch',
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
