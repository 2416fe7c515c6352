import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { from } from '../../theme/breakpoints.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, marginBottom: vars.space.lg });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'lining-nums',
  overflowWrap: 'anywhere',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.xs,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const sectionCount = style({ color: vars.color.textMuted, fontVariantNumeric: 'lining-nums tabular-nums' });

export const all = style({ fontSize: vars.fontSize.sm, color: vars.color.accentText });

/** The same columns as the catalogue grid: two on phones, up to four. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: `${vars.space.lg} ${vars.space.sm}`,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [from.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
    [from.wider]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const cell = style({ display: 'flex', minWidth: 0 });
globalStyle(`${cell} > *`, { flex: 1 });
