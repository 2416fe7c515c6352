import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/** Under the card's head (which draws the first hairline), one hairline under each address. */
export const list = style({ listStyle: 'none', margin: `calc(-1 * ${vars.space.md}) 0 0`, padding: 0 });

/** One saved address: what and where on the left, its two actions on the right (under it on a phone). */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [below.phone]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start', gap: `${vars.space.sm} ${vars.space.md}` } },
});

export const pin = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.circle,
  backgroundColor: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.accentText,
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const line1 = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

export const city = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });

export const details = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [below.phone]: { gridColumn: '2', justifyContent: 'flex-start', marginLeft: `calc(-1 * ${vars.space.md})` } },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg,
  color: vars.color.textMuted,
});

export const emptyText = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });

export const add = style({ alignSelf: 'flex-start', '@media': { [below.phone]: { alignSelf: 'stretch' } } });

/** The open form: set apart from the list by a quiet fill. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})`,
  '@media': {
    [below.tablet]: { padding: vars.space.md, gap: vars.space.md },
    // A box inside a box costs a phone too much width: there the form only sits under a hairline.
    [below.phone]: { padding: `${vars.space.md} 0 0`, border: 0, borderTop: `1px solid ${vars.color.border}`, borderRadius: 0, backgroundColor: 'transparent' },
  },
});

export const formTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus': { outline: 'none' } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, margin: 0, padding: 0, border: 0 });

export const listsNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.info}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const listsNoteIcon = style({ flexShrink: 0, marginTop: '1px', color: vars.color.info });

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
