import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { countBadge } from '../../badge.css.ts';
import { remove } from './FilterChips.css.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const layout = styleVariants({
  sidebar: {},
  // The drawer body already pads its content.
  drawer: { marginTop: `calc(-1 * ${vars.space.sm})` },
});

export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.text}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
});

export const section = style({ borderBottom: `1px solid ${vars.color.border}` });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '52px',
  cursor: 'pointer',
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.accentText },
  },
});

export const summaryTitle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const badge = style([countBadge, { letterSpacing: vars.letterSpacing.normal }]);

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${section}[open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const sectionBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
});

/** A filter shown without a disclosure (single selects, check boxes). */
export const plain = style({ padding: `${vars.space.md} 0`, borderBottom: `1px solid ${vars.color.border}` });

export const checks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, borderBottom: 0 });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
});

/** The chips' remove button (FilterChips), a size smaller inside the brand section. */
export const chipRemove = style([remove, { width: '24px', height: '24px' }]);

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const preset = style({
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.text, borderColor: vars.color.text, color: vars.color.textInverse },
  },
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, width: '100%' });

export const footerSpacer = style({ flex: 1 });
