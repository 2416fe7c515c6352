import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 0.9fr) minmax(0, 1.4fr) minmax(0, 2fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  '@media': { [below.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs } },
});

export const subject = style({ color: vars.color.accentText, textUnderlineOffset: '0.2em', fontWeight: vars.fontWeight.medium });

export const changes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const before = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const field = style({ color: vars.color.textMuted });
