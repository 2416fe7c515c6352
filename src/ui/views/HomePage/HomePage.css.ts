import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  maxWidth: vars.size.page,
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  '@media': { [below.desktop]: { gap: vars.space.xl, padding: `0 0 ${vars.space.xl}` } },
});

/* Under 1024 px the hero runs edge to edge; every other section keeps its side margins. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [below.desktop]: { paddingInline: vars.space.md } },
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.display,
  '@media': { [below.largePhone]: { fontSize: vars.fontSize.xxl } },
});

export const more = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.accentText,
  textUnderlineOffset: '4px',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {
    [below.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: `${vars.space.lg} ${vars.space.md}` },
  },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [below.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const skeletonImage = style({ width: '100%', aspectRatio: '1', borderRadius: 0 });
/** About a product card's text block (brand, model, reference, details, price). */
export const skeletonBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '150px',
  padding: vars.space.md,
  '@media': { [below.desktop]: { minHeight: '200px' } },
});

export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.lg} 0` });

export const advantages = style({
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  borderTop: `1px solid ${vars.color.accent}`,
  borderBottom: `1px solid ${vars.color.accent}`,
  '@media': { [below.desktop]: { marginInline: vars.space.md, paddingInline: 0 } },
});

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const advantagesTitle = style({ fontSize: vars.fontSize.display, maxWidth: '22ch', '@media': { [below.largePhone]: { fontSize: vars.fontSize.xxl } } });

export const advantagesText = style({
  maxWidth: '68ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const promo = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [below.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md },
    [below.largePhone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const promoItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const promoIcon = style({ color: vars.color.accentText, marginBottom: vars.space.xs });

export const promoTitle = style({ fontSize: vars.fontSize.xl });

export const promoText = style({ flex: 1, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed });

export const promoLink = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.accentText,
  textUnderlineOffset: '4px',
});

export const social = style({
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  borderRadius: vars.radius.lg,
  '@media': { [below.desktop]: { marginInline: vars.space.md, borderRadius: vars.radius.md } },
});

export const socialTitle = style({ fontSize: vars.fontSize.xxl });

export const socialText = style({ maxWidth: '52ch', opacity: 0.9 });

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.pill,
  color: vars.color.textInverse,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.wide,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent, color: vars.color.text },
    '&:focus-visible': { outlineColor: vars.color.accent },
  },
});
