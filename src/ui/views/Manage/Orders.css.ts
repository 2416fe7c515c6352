import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.md });

export const title = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.medium });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const toolbar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginBottom: vars.space.lg });

/** The status chips: one row that scrolls sideways on a phone. */
export const chips = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', paddingBottom: vars.space.xxs, scrollbarWidth: 'thin' });

const chipBase = style({
  flex: '0 0 auto',
  minHeight: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
});

export const chip = styleVariants({
  idle: [chipBase, { backgroundColor: vars.color.surface, color: vars.color.text }],
  current: [chipBase, { backgroundColor: vars.color.text, borderColor: vars.color.text, color: vars.color.textInverse }],
});

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 1fr) minmax(10rem, 1.3fr) minmax(0, 2fr) minmax(8rem, auto) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  '@media': {
    [below.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [below.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm },
  },
});

export const pendingRow = style({ opacity: 0.85, borderStyle: 'dashed' });

export const cell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const number = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text, textUnderlineOffset: '0.2em' });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const strong = style({ fontWeight: vars.fontWeight.medium });

export const actions = style({
  display: 'flex',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  '@media': { [below.desktop]: { gridColumn: '1 / -1', justifyContent: 'flex-start' } },
});

export const badge = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });

const dotBase = style({ width: '8px', height: '8px', borderRadius: vars.radius.circle, flex: '0 0 auto' });
export const dot = styleVariants({
  pending: [dotBase, { backgroundColor: vars.color.accent }],
  confirmed: [dotBase, { backgroundColor: vars.color.info }],
  shipped: [dotBase, { backgroundColor: vars.color.info }],
  delivered: [dotBase, { backgroundColor: vars.color.success }],
  cancelled: [dotBase, { backgroundColor: vars.color.textMuted }],
  unknown: [dotBase, { backgroundColor: vars.color.border }],
});

export const hold = styleVariants({
  calm: { fontSize: vars.fontSize.sm, color: vars.color.textMuted },
  urgent: { fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.semibold },
});

export const refusal = style({ gridColumn: '1 / -1', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const notice = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBottom: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg });

export const reason = style({ minHeight: '6rem', resize: 'vertical', paddingBlock: vars.space.sm });

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
