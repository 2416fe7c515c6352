import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.text,
    color: vars.color.textInverse,
    borderColor: vars.color.text,
    textTransform: 'uppercase',
    fontSize: vars.fontSize.sm,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        backgroundColor: vars.color.accentText,
        borderColor: vars.color.accentText,
      },
      '&:disabled': { backgroundColor: vars.color.surfaceAlt, borderColor: vars.color.border, color: vars.color.textMuted },
    },
  },
  secondary: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    borderColor: vars.color.text,
    textTransform: 'uppercase',
    fontSize: vars.fontSize.sm,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        borderColor: vars.color.accentText,
        color: vars.color.accentText,
      },
      '&:disabled': { borderColor: vars.color.border, color: vars.color.textMuted },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceAlt },
      '&:disabled': { color: vars.color.textMuted },
    },
  },
  link: {
    backgroundColor: 'transparent',
    color: vars.color.accentText,
    padding: 0,
    letterSpacing: vars.letterSpacing.normal,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { color: vars.color.text },
      '&:disabled': { color: vars.color.textMuted, textDecoration: 'none' },
    },
  },
});

export const size = styleVariants({
  sm: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.xs },
  md: { minHeight: vars.size.control, padding: `0 ${vars.space.lg}` },
  lg: { minHeight: '52px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.md },
});

/** The link variant keeps only the type size: no box, no minimum height. */
export const linkSize = styleVariants({
  sm: { fontSize: vars.fontSize.xs },
  md: { fontSize: vars.fontSize.sm },
  lg: { fontSize: vars.fontSize.md },
});

export const fullWidth = style({ width: '100%' });

/** While loading the label keeps its place (and its accessible name) under the spinner. */
export const loadingLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, opacity: 0 });

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const spinnerOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
