import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  maxWidth: vars.size.prose,
  marginInline: 'auto',
});

export const icon = style({ color: vars.color.accent });

export const rule = style({ width: '48px', height: '1px', backgroundColor: vars.color.accent, border: 0, margin: 0 });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const text = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, margin: 0 });

export const action = style({ marginTop: vars.space.sm });
