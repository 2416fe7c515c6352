import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const rowDisabled = style({ cursor: 'not-allowed', color: vars.color.textMuted });

export const box = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '2px',
});

export const input = style({
  appearance: 'none',
  WebkitAppearance: 'none',
  margin: 0,
  width: '20px',
  height: '20px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:checked': { backgroundColor: vars.color.text, borderColor: vars.color.text },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { backgroundColor: vars.color.surfaceAlt, borderColor: vars.color.border },
    '&:disabled:checked': { backgroundColor: vars.color.textMuted, borderColor: vars.color.textMuted },
  },
});

export const check = style({
  position: 'absolute',
  inset: '2px',
  width: '16px',
  height: '16px',
  color: vars.color.textInverse,
  pointerEvents: 'none',
  opacity: 0,
  selectors: {
    [`${input}:checked + &`]: { opacity: 1 },
  },
});
