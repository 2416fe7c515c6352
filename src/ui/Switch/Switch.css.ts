import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const track = style({
  position: 'relative',
  flexShrink: 0,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-checked="true"]': { backgroundColor: vars.color.text, borderColor: vars.color.text },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[aria-busy="true"]': { opacity: 0.7 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

// Sizes: the small one sits under a product card, the medium one in a settings card.
export const trackSize = styleVariants({
  sm: { width: '32px', height: '18px', marginTop: '1px' },
  md: { width: '40px', height: '22px', marginTop: '1px' },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  borderRadius: vars.radius.circle,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
});

export const thumbSize = styleVariants({
  sm: {
    width: '12px',
    height: '12px',
    selectors: { [`${track}[aria-checked="true"] &`]: { transform: 'translateX(14px)' } },
  },
  md: {
    width: '16px',
    height: '16px',
    selectors: { [`${track}[aria-checked="true"] &`]: { transform: 'translateX(18px)' } },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ color: vars.color.text, lineHeight: vars.lineHeight.normal, cursor: 'pointer' });

export const labelSize = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
});

export const labelDisabled = style({ color: vars.color.textMuted, cursor: 'not-allowed' });

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
