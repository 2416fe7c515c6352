import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/** The payment modes of the form and the coins of the crypto panel: cards with a radio button each. */
/** Payment modes: three cards, one under another on a phone. */
export const modes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const mode = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:has(input:disabled))': { borderColor: vars.color.text },
    '&:has(input:checked)': { borderColor: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.text}` },
    '&:has(input:disabled)': { cursor: 'not-allowed', backgroundColor: vars.color.surfaceAlt, color: vars.color.textMuted },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const radio = style({
  appearance: 'none',
  WebkitAppearance: 'none',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  margin: '2px 0 0',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.circle,
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  selectors: {
    '&:checked': { borderColor: vars.color.text, backgroundColor: vars.color.text, boxShadow: `inset 0 0 0 4px ${vars.color.surface}` },
    '&:disabled': { borderColor: vars.color.border, backgroundColor: vars.color.surface },
    '&:disabled:checked': { backgroundColor: vars.color.textMuted, boxShadow: `inset 0 0 0 4px ${vars.color.surfaceAlt}` },
    // The card draws the ring.
    '&:focus-visible': { outline: 'none' },
  },
});

export const modeTitle = style({ fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.normal });

export const modeNote = style({
  gridColumn: '2',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
