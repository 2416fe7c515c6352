import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const back = style({ display: 'inline-block', marginBottom: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.accentText });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.lg });

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [below.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  minWidth: 0,
  '@media': { [below.tablet]: { padding: vars.space.md } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const cardTitle = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}` });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const itemName = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const link = style({ color: vars.color.text, textUnderlineOffset: '0.2em' });

export const total = style({ fontWeight: vars.fontWeight.semibold });

export const moves = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.lg });

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const event = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingLeft: vars.space.md,
  borderLeft: `2px solid ${vars.color.accent}`,
});
