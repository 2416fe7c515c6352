import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': { [below.tablet]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '680px',
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: 'clamp(4.5rem, 14vw, 8rem)',
  fontWeight: vars.fontWeight.regular,
  fontVariantNumeric: 'lining-nums',
  lineHeight: 1,
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.accentText,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

export const ornament = style({
  display: 'block',
  width: '96px',
  height: '1px',
  backgroundColor: vars.color.accent,
});

export const text = style({ margin: 0, maxWidth: '56ch', color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, textWrap: 'pretty' });

export const search = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '520px',
  '@media': { [below.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const searchField = style({ flex: '1 1 auto', minWidth: 0, textAlign: 'start' });

export const searchButton = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xs, flex: '0 0 auto' });

export const nav = style({ width: '100%', paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  textDecoration: 'none',
  borderBottom: '1px solid transparent',
  selectors: {
    '&:hover': { borderBottomColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
