import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const item = style({ borderTop: `1px solid ${vars.color.border}` });

/** The summary is the whole row: a 44 px target at least, the marker replaced by the chevron. */
export const question = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.control,
  padding: `${vars.space.md} 0`,
  cursor: 'pointer',
  listStyle: 'none',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.accentText },
  },
});

export const details = style({});

export const icon = style({
  flexShrink: 0,
  color: vars.color.accentText,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${details}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  paddingRight: vars.space.xl,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${answer} p`, { margin: 0 });
