import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/** Under the card's head (which draws the first hairline), one hairline under each request. */
export const list = style({ listStyle: 'none', margin: `calc(-1 * ${vars.space.md}) 0 0`, padding: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [below.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const summary = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

const badgeBase = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  border: `1px solid ${vars.color.border}`,
});

export const badge = styleVariants({
  new: [badgeBase, { color: vars.color.text, backgroundColor: vars.color.surface }],
  in_progress: [badgeBase, { color: vars.color.textInverse, backgroundColor: vars.color.text, borderColor: vars.color.text }],
  done: [badgeBase, { color: vars.color.textMuted, backgroundColor: vars.color.surfaceAlt }],
});

export const more = style({ alignSelf: 'flex-start' });
