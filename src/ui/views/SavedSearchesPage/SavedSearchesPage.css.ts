import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/** The title row spans the list's column, so «mark all» sits above the list's edge. */
export const head = style({ maxWidth: '880px' });

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'lining-nums tabular-nums' });

/** One column of quiet rows with hairlines, as the notices. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, maxWidth: '880px', borderTop: `1px solid ${vars.color.border}` });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  // A change on its way: a gold rule on the leading edge (dimming the row would drop its text below 4.5:1).
  selectors: { '&[aria-busy="true"]': { boxShadow: `inset 2px 0 0 ${vars.color.accent}`, cursor: 'progress' } },
  '@media': { [below.phone]: { padding: `${vars.space.md} ${vars.space.sm}` } },
});

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.md}`, minWidth: 0 });

export const nameWrap = style({ minWidth: 0 });

export const name = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'lining-nums',
  selectors: {
    '&:hover': { color: vars.color.accentText, textDecoration: 'underline', textDecorationThickness: '1px', textUnderlineOffset: '4px' },
  },
});

/** «2 новых»: the gold pill of something new, beside the name. */
export const newBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

export const buttons = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const renameForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: `${vars.space.sm} ${vars.space.md}`, minWidth: 0 });

export const renameField = style({ flex: '1 1 280px', minWidth: 0 });

/** The buttons line up with the input, under its label. */
globalStyle(`${renameForm} > ${buttons}`, { paddingTop: '1.75rem', '@media': { [below.phone]: { paddingTop: 0 } } });

export const refusal = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const deleting = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
