import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { below } from '../theme/breakpoints.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, margin: 0, padding: 0, border: 0 });

export const labelRow = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, padding: 0 });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums', letterSpacing: vars.letterSpacing.wide });

/** Square tiles: three across on a phone, up to six on a wide form. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [below.phone]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** A single-photo picker keeps its tile small beside the text. */
export const gridSingle = style({ gridTemplateColumns: 'minmax(0, 140px)', '@media': { [below.phone]: { gridTemplateColumns: 'minmax(0, 120px)' } } });

export const tile = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** The photo that is sent (part 2 §5: only the first). */
export const firstBadge = style({
  position: 'absolute',
  left: vars.space.xs,
  bottom: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  lineHeight: vars.lineHeight.tight,
});

export const remove = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.circle,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const input = style({});

export const add = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text, backgroundColor: vars.color.surfaceAlt },
    // The real input is visually hidden but keeps the focus: its ring is drawn on the tile that stands for it.
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${input}:disabled + &`]: { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const addTile = style({ aspectRatio: '1 / 1' });

export const addIcon = style({ color: vars.color.accentText });
