import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below, from } from '../../theme/breakpoints.ts';

/** /sales-history: the page column, an introduction, the filters, a grid of sold pieces and the request form. */

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '760px',
  marginBottom: vars.space.xl,
  '@media': { [below.desktop]: { marginBottom: vars.space.lg } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
  '@media': { [below.phone]: { fontSize: vars.fontSize.md } },
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const catalogLink = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  fontWeight: vars.fontWeight.medium,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  marginBottom: vars.space.lg,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const kinds = style({ margin: 0, padding: 0, border: 0, minWidth: 0, flex: '0 1 520px' });

export const kindsLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The segmented control with four segments (segmented.css.ts draws two). */
export const kindSegments = style({
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  maxWidth: '520px',
  '@media': { [below.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const brand = style({ flex: '0 1 280px', minWidth: '200px', '@media': { [below.phone]: { flexBasis: '100%' } } });

export const reset = style({ alignSelf: 'center' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.space.sm}`,
  '@media': {
    [from.phone]: { gap: vars.space.md },
    [from.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
    [from.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const skeletonCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const skeletonMedia = style({ aspectRatio: '1 / 1', width: '100%' });

export const pagination = style({ marginTop: vars.space.xl });

/**
 * The order request below the list, the target of "find a similar piece": the sticky header must not cover it when
 * the page scrolls there.
 */
export const request = style({
  marginTop: vars.space.xxl,
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})`,
  '@media': { [below.desktop]: { marginTop: vars.space.xl } },
});
