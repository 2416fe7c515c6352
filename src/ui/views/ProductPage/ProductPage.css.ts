import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const page = style({
  maxWidth: vars.size.page,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.xxl,
  '@media': { [below.desktop]: { padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`, gap: vars.space.xl } },
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [below.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  position: 'sticky',
  // Clear of the sticky header with a 32 px gap.
  top: `calc(${vars.size.header} + 2 * ${vars.space.md})`,
  '@media': { [below.desktop]: { position: 'static' } },
});

export const title = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const brand = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const model = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [below.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const reference = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const rule = style({ width: '48px', height: '1px', border: 0, margin: 0, backgroundColor: vars.color.accent });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.md} 0`,
  display: 'grid',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const feature = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const featureIcon = style({ color: vars.color.accentText, flexShrink: 0 });

/** Add to cart (or the link to /cart): full width, the requests' height; the icon sits close to the words. */
export const cart = style({ gap: vars.space.xs });

/**
 * Favorite and compare: quiet text toggles under the buttons, in the requests' two columns (so they line up with
 * them) and on phones too, being short; the pressed one takes the gold.
 */
export const toggles = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: '1fr 1fr' });

export const toggle = style({
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.normal,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, color: vars.color.accentText },
  },
});

export const toggleIcon = style({ flexShrink: 0 });

export const actions = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: '1fr 1fr', '@media': { [below.phone]: { gridTemplateColumns: '1fr' } } });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [below.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl } },
});

export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const prose = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.relaxed, whiteSpace: 'pre-line' });

export const purchase = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.sm,
});

export const relatedHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });

export const skeletonRow = style({ display: 'flex', gap: vars.space.md, overflow: 'hidden' });

export const skeletonCard = style({ flex: '0 0 260px', display: 'grid', gap: vars.space.sm });

export const loadingTop = style([top, {}]);

export const loadingSummary = style({ display: 'grid', gap: vars.space.md });
