import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceAlt },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[aria-pressed="true"]': { color: vars.color.accentText },
  },
});

export const variant = styleVariants({
  plain: {},
  outline: { borderColor: vars.color.border, backgroundColor: vars.color.surface },
  /** On top of photos (card toggles): an opaque disc keeps the icon legible. */
  overlay: {
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.bg },
      // On a photo a colour change alone is too quiet: a pressed toggle turns into a dark disc.
      '&[aria-pressed="true"], &[aria-pressed="true"]:hover:not(:disabled)': {
        backgroundColor: vars.color.text,
        color: vars.color.textInverse,
      },
    },
  },
});

/* 40 and 44 px keep the touch target at or above the 24 px minimum, 44 px on coarse pointers. */
export const size = styleVariants({
  sm: { width: '36px', height: '36px' },
  md: { width: vars.size.control, height: vars.size.control },
});

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
  fontVariantNumeric: 'tabular-nums',
});
