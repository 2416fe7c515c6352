import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const footer = style({
  marginTop: vars.space.xxl,
  backgroundColor: vars.color.surfaceAlt,
  borderTop: `1px solid ${vars.color.accent}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  maxWidth: vars.size.page,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(240px, 1.2fr) repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.xl,
  '@media': {
    [below.tablet]: { gridTemplateColumns: '1fr 1fr' },
    [below.smallPhone]: { gridTemplateColumns: '1fr' },
  },
});

export const brandBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [below.tablet]: { gridColumn: '1 / -1' } },
});

export const cities = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const city = style({ display: 'grid', gap: vars.space.xxs });

export const cityName = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const address = style({ fontStyle: 'normal', color: vars.color.textMuted, margin: 0 });

export const phone = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  textDecoration: 'none',
  fontVariantNumeric: 'lining-nums',
  selectors: { '&:hover': { color: vars.color.accentText } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
  marginBottom: vars.space.xs,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const brandList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.accentText, textDecoration: 'underline', textDecorationThickness: '1px' },
  },
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
