import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  '@media': { [below.phone]: { padding: vars.space.md } },
});

export const cardTitle = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const files = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, '@media': { [below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });

export const file = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm, minWidth: 0 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const figures = style({ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.md, '@media': { [below.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const figure = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs });

export const figureValue = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xxl, fontVariantNumeric: 'tabular-nums' });

export const problems = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const problemCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  '@media': { [below.phone]: { display: 'block', borderBottom: 0, paddingBlock: 0 } },
});

export const problemRow = style({ '@media': { [below.phone]: { display: 'block', paddingBlock: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` } } });

export const problemHead = style({ '@media': { [below.phone]: { display: 'none' } } });

export const danger = style({ margin: 0, color: vars.color.danger });

export const success = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });
