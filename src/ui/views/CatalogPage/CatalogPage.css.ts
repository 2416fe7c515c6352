import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { countBadge } from '../../badge.css.ts';
import { below, from } from '../../theme/breakpoints.ts';

export const page = style({
  position: 'relative',
  maxWidth: vars.size.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}`,
  '@media': { [below.desktop]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}` } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '720px',
  marginBottom: vars.space.xl,
  '@media': { [below.desktop]: { marginBottom: vars.space.lg } },
});

export const title = style({
  margin: 0,
  textWrap: 'balance',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  '@media': { [below.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [from.desktop]: { gridTemplateColumns: '264px minmax(0, 1fr)', alignItems: 'start' } },
});

export const sidebar = style({
  display: 'none',
  '@media': { [from.desktop]: { display: 'block' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const search = style({ display: 'flex', gap: vars.space.sm, flex: '1 1 320px', minWidth: 0 });

export const searchField = style({ flex: 1 });
// The whole hint fits a phone at the smaller size (typed text stays 16 px: iOS zooms below that).
globalStyle(`${searchField} input::placeholder`, { '@media': { [below.desktop]: { fontSize: vars.fontSize.sm } } });

export const controls = style({
  display: 'flex',
  gap: vars.space.sm,
  '@media': { [below.desktop]: { width: '100%' } },
});

export const filterButton = style({
  '@media': { [from.desktop]: { display: 'none' } },
  flexShrink: 0,
});

export const filterBadge = style([countBadge, { marginLeft: vars.space.xs }]);

export const sort = style({
  minWidth: '200px',
  '@media': { [below.desktop]: { flex: '1 1 auto', minWidth: 0 } },
});

/** The count and «Сохранить поиск» (issue 28) on one line, at every width. */
export const rangeRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const range = style({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  letterSpacing: vars.letterSpacing.wide,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const results = style({
  minHeight: '320px',
  // Focused by the skip link: the cards follow, a ring around the whole grid would only distract.
  selectors: { '&:focus': { outline: 'none' } },
});

export const resultsCompact = style([results, { minHeight: 0 }]);

export const noneHere = style({
  margin: `${vars.space.md} 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/**
 * Part 1 §2.6: 2 to 4 columns. Phones get two, like the home page's rows (one column made a 14,000 px page of
 * huge cards); cells stretch, so cards in a row share one height whatever the length of their names.
 */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  alignItems: 'stretch',
  gap: `${vars.space.lg} ${vars.space.sm}`,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [from.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md },
    [from.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
    [from.wider]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const cell = style({ display: 'flex', minWidth: 0 });
// Cards in a row share one height, whatever the length of their names.
globalStyle(`${cell} > *`, { flex: 1 });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

export const skeletonImage = style({ width: '100%', aspectRatio: '1 / 1', display: 'block', borderRadius: 0 });

/** About a product card's text block, so the grid keeps its height when the cards arrive. */
export const skeletonBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minHeight: '210px', padding: vars.space.md });

export const message = style({ margin: `${vars.space.xl} auto`, maxWidth: vars.size.prose });

export const emptyActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const perPage = style({ width: '140px' });

export const pagination = style({ marginLeft: 'auto', '@media': { [below.desktop]: { marginLeft: 0, width: '100%' } } });
