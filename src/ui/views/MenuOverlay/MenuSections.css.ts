import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: `${vars.space.xl} ${vars.space.lg}`,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const brandsSection = style({ gridColumn: '1 / -1' });

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.accentText, textDecoration: 'underline', textDecorationThickness: '1px' },
  },
});

/** The sign-out button looks like its neighbouring links. */
export const signOut = style({ background: 'none', border: 0, padding: 0, cursor: 'pointer', textAlign: 'left' });

export const placeholder = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
