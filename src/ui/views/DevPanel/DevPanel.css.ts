import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const toggle = style({
  position: 'fixed',
  left: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: vars.z.toast,
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const panel = style({
  position: 'fixed',
  left: vars.space.sm,
  bottom: `calc(${vars.space.sm} + 2.5rem)`,
  zIndex: vars.z.toast,
  width: 'min(32rem, calc(100vw - 1rem))',
  maxHeight: '60vh',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space.sm,
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.xs,
});

export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const actor = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.xs,
});

export const name = style({ fontWeight: vars.fontWeight.semibold });

export const value = style({ color: vars.color.accentText, marginLeft: vars.space.xs });

export const meta = style({ color: vars.color.textMuted, margin: `${vars.space.xxs} 0` });

export const context = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  background: vars.color.surfaceAlt,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  maxHeight: '12rem',
  overflow: 'auto',
});
