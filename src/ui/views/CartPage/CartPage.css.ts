import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below, from } from '../../theme/breakpoints.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [from.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 340px', alignItems: 'start' } },
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border}` });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '112px minmax(0, 1fr) auto',
  gridTemplateAreas: '"media info controls"',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    // On a phone the controls go under the name, beside the photo, so the name keeps the line's width.
    [below.tablet]: {
      gridTemplateColumns: '80px minmax(0, 1fr)',
      gridTemplateAreas: '"media info" "media controls"',
      alignItems: 'start',
      gap: `${vars.space.sm} ${vars.space.md}`,
      padding: `${vars.space.md} 0`,
    },
  },
});

export const media = style({
  gridArea: 'media',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
});

export const placeholder = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted });

export const info = style({ gridArea: 'info', display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const nameLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accentText } },
});

export const brand = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const model = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const reference = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'lining-nums tabular-nums',
  overflowWrap: 'anywhere',
});

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [from.desktop]: { position: 'sticky', top: `calc(${vars.size.header} + ${vars.space.lg})` } },
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const total = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const totalAmount = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed });

/** Issue 26: why a reserved or sold line cannot be ordered, under its badge. */
export const unavailable = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
