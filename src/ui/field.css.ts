import { style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css.ts';

/** Shared anatomy of form fields: TextField, Select, RangeInput, Checkbox. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  border: 0,
  padding: 0,
  margin: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  letterSpacing: vars.letterSpacing.wide,
  padding: 0,
});

export const required = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, lineHeight: vars.lineHeight.normal });

export const control = style({
  width: '100%',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { outlineOffset: '1px', borderColor: vars.color.text },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': {
      backgroundColor: vars.color.surfaceAlt,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});
