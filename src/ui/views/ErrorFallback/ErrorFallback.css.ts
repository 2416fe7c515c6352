import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '70vh',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  backgroundColor: vars.color.bg,
  color: vars.color.text,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.size.prose,
  textAlign: 'center',
});

export const rule = style({ width: '56px', height: '1px', border: 0, margin: 0, backgroundColor: vars.color.accent });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.sm,
});
