import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/* min-width 0: a flex item would otherwise grow to the table's width and push the page sideways. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const count = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const scroller = style({
  // Positioned, so the visually hidden texts in the cells (absolute) are clipped here instead of widening the page.
  position: 'relative',
  // Hugs its table: two pieces make two calm columns, not two stretched across the page.
  width: 'fit-content',
  maxWidth: '100%',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/* Fixed column widths: the table grows with its products and the scroller takes the overflow. */
export const table = style({
  width: 'max-content',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: vars.fontSize.sm,
});

const labelColumn = { width: '200px', '@media': { [below.tablet]: { width: '112px' } } } as const;

/* The row names stay in view while the products scroll under them; an opaque fill hides what passes beneath. */
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
} as const;

export const corner = style([labelColumn, sticky]);

export const rowName = style([
  labelColumn,
  sticky,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    textAlign: 'left',
    verticalAlign: 'top',
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
    overflowWrap: 'anywhere',
    '@media': { [below.tablet]: { padding: `${vars.space.sm} ${vars.space.sm}`, fontSize: vars.fontSize.xs } },
  },
]);

export const productCell = style({
  width: '240px',
  padding: vars.space.md,
  verticalAlign: 'top',
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  '@media': { [below.tablet]: { width: '168px', padding: vars.space.sm } },
});

export const value = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'top',
  color: vars.color.text,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'lining-nums',
  '@media': { [below.tablet]: { padding: vars.space.sm } },
});

globalStyle(`${table} tbody tr > *`, { borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${table} tbody tr:nth-child(even) > td`, { backgroundColor: vars.color.bg });

export const descriptionRow = style({});
globalStyle(`${descriptionRow} > td`, { whiteSpace: 'pre-line', lineHeight: vars.lineHeight.relaxed });

export const product = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const remove = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs, zIndex: 1 });

export const image = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
  marginBottom: vars.space.xs,
});

export const placeholder = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted });

export const name = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.accentText } },
});

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });

export const cartButton = style({ marginTop: vars.space.sm, gap: vars.space.xs });

/** Issue 26: the reserved or sold badge (or "N left") where the add button would be. */
export const availability = style({ marginTop: vars.space.xs });

export const same = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
