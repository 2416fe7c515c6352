import { globalStyle, style } from '@vanilla-extract/css';
import { below } from '../../theme/breakpoints.ts';
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

export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, fontFamily: 'inherit' });

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

export const small = style({
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  ':disabled': { color: vars.color.textMuted, cursor: 'default' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

/** The chart takes most of the screen: the same sheet, wide (issue 29). */
export const chartPanel = style([
  panel,
  {
    right: vars.space.sm,
    width: 'auto',
    height: '75vh',
    maxHeight: '75vh',
    overflow: 'hidden',
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    gap: vars.space.xs,
  },
]);

export const chartHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs });

export const chartBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 20rem',
  gap: vars.space.sm,
  minHeight: 0,
  '@media': { [below.tablet]: { gridTemplateColumns: '1fr', gridTemplateRows: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const chartArea = style({
  overflow: 'auto',
  minHeight: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

/** The chart keeps its own size (the page's `svg { max-width: 100% }` would shrink it to a letterboxed strip): the area scrolls. */
globalStyle(`${chartArea} svg`, { maxWidth: 'none', display: 'block' });

export const log = style({ overflowY: 'auto', overflowX: 'hidden', minHeight: 0, overflowWrap: 'anywhere' });

export const stateLine = style({ margin: `${vars.space.xxs} 0`, wordBreak: 'break-word' });

export const stepper = style({ display: 'flex', gap: vars.space.xxs, margin: `${vars.space.xs} 0` });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });

export const step = style({
  width: '100%',
  textAlign: 'left',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  padding: `2px ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-current]': { borderColor: vars.color.focus, background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const seq = style({ color: vars.color.textMuted });

export const stepValue = style({ display: 'block', color: vars.color.accentText, wordBreak: 'break-word' });
