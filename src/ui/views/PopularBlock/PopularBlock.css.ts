import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.display });

export const controls = style({ display: 'flex', gap: vars.space.xs });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [below.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const slide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [below.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const skeletonCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const skeletonImage = style({ width: '100%', aspectRatio: '1' });

export const banner = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  minHeight: '280px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  '@media': { [below.tablet]: { gridColumn: '1 / -1', minHeight: '200px' } },
});

export const bannerPlain = style({ backgroundColor: vars.color.surfaceAlt, color: vars.color.text });

export const bannerImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

/* A dark veil under the text keeps it legible on any banner picture. */
export const bannerText = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  backgroundImage: 'linear-gradient(to top, rgba(28, 26, 23, 0.88), rgba(28, 26, 23, 0.55) 70%, rgba(28, 26, 23, 0))',
  selectors: { [`${bannerPlain} &`]: { backgroundImage: 'none' } },
});

export const bannerTitle = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const bannerSubtitle = style({ margin: 0, fontSize: vars.fontSize.sm });

export const bannerLink = style({
  marginTop: vars.space.xs,
  color: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  textUnderlineOffset: '4px',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.xl} 0` });

export const dots = style({ display: 'flex', justifyContent: 'center', gap: vars.space.xxs });

export const faq = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const faqTitle = style({ fontSize: vars.fontSize.xl });

export const faqList = style({ display: 'flex', flexDirection: 'column' });

export const faqItem = style({ borderTop: `1px solid ${vars.color.border}` });

export const faqQuestion = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  minHeight: vars.size.control,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const faqIcon = style({
  flexShrink: 0,
  color: vars.color.accentText,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${faqItem}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const faqAnswer = style({
  paddingBottom: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});
