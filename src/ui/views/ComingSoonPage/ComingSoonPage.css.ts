import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: '640px',
  textAlign: 'center',
});

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
  margin: 0,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const ornament = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.accent,
  selectors: {
    '&::before, &::after': { content: '""', width: '48px', height: '1px', backgroundColor: vars.color.accent },
  },
});

export const text = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });
