import { globalStyle, style } from '@vanilla-extract/css';
import { control } from '../../field.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/** One card of /profile (the shop's card: hairline, large radius, white on ivory), generous inside. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})`,
  '@media': {
    [below.desktop]: { padding: vars.space.lg },
    [below.tablet]: { padding: `${vars.space.lg} ${vars.space.md}`, gap: vars.space.md },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed });

/** Two fields side by side, one under another on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.space.md}`,
  alignItems: 'start',
  '@media': { [below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const wide = style({ gridColumn: '1 / -1' });

/** A field the shopper cannot change (the phone, the Telegram handle): a quiet fill instead of the white box. */
export const readOnly = style({});
globalStyle(`${readOnly} input`, { backgroundColor: vars.color.surfaceAlt, borderColor: vars.color.border, cursor: 'default' });
globalStyle(`${readOnly} input:hover:not(:disabled)`, { borderColor: vars.color.border });

export const textarea = style([control, { minHeight: '96px', padding: `${vars.space.sm} ${vars.space.md}`, resize: 'vertical' }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
  '@media': { [below.phone]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** An inline failure (a save that did not go through, a refused password): a rule on the left, the words in red. */
export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const alertIcon = style({ flexShrink: 0, marginTop: '1px' });

export const alertLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

/** A card that could not load: the reason and a retry, in the error box's look. */
export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `3px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  '@media': { [below.tablet]: { padding: vars.space.md } },
});

export const failureIcon = style({ color: vars.color.danger, flexShrink: 0 });

export const failureText = style({
  flex: '1 1 220px',
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** Loading: a label bar over a field-high block, as many as the card has fields. */
export const skeletonField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const skeletonActions = style({ display: 'flex', gap: vars.space.sm });
