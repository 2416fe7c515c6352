import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  '@media': {
    [below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    // Two selects side by side would cut "Сначала дешевле" on a phone.
    [below.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm },
  },
});

/** On a tablet the search takes the whole row, the two selects share the next one. */
export const search = style({ '@media': { [below.tablet]: { gridColumn: '1 / -1' } } });

export const orders = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  minWidth: 0,
  '@media': { [below.tablet]: { padding: vars.space.md } },
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const numberRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const number = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'lining-nums tabular-nums',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  whiteSpace: 'nowrap',
});

const dotBase = { width: '8px', height: '8px', borderRadius: vars.radius.circle, flexShrink: 0 } as const;

/** The colour is a decorative dot only: the badge's text stays in the body colour, so contrast never depends on it. */
export const dot = styleVariants({
  pending: { ...dotBase, backgroundColor: vars.color.accent },
  confirmed: { ...dotBase, backgroundColor: vars.color.info },
  shipped: { ...dotBase, backgroundColor: vars.color.info },
  delivered: { ...dotBase, backgroundColor: vars.color.success },
  cancelled: { ...dotBase, backgroundColor: vars.color.danger },
  unknown: { ...dotBase, backgroundColor: vars.color.textMuted },
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [below.tablet]: { gridTemplateColumns: '56px minmax(0, 1fr)', gap: `${vars.space.xxs} ${vars.space.sm}` },
  },
});

export const thumb = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
  '@media': { [below.tablet]: { gridRow: 'span 2' } },
});

export const placeholder = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted });

export const itemName = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const itemLink = style({
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

export const model = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const itemPrice = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'lining-nums tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [below.tablet]: { whiteSpace: 'normal', color: vars.color.textMuted } },
});

export const toggle = style({ alignSelf: 'flex-start' });

export const cardFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const totalsRow = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, textAlign: 'end' });

export const grandTotal = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const detailsTotals = style([totals, { gridTemplateColumns: 'minmax(0, 1fr) auto', justifyContent: 'stretch' }]);

/** Why the total is preliminary (a line on request, issue 22 item 1). */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed });

/** Issue 26: why a cancelled order was cancelled, or until when a pending one holds its pieces: one quiet line. */
export const statusNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'lining-nums tabular-nums' });
