import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { below } from '../theme/breakpoints.ts';

/** The frame the cart, favorites and comparison screens share: the page column and its title. */
export const page = style({
  maxWidth: vars.size.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}`,
  '@media': { [below.desktop]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}` } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  '@media': { [below.desktop]: { marginBottom: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  '@media': { [below.desktop]: { fontSize: vars.fontSize.xxl } },
});

/** A one-line status read by screen readers while the skeletons show. */
export const status = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const message = style({ maxWidth: vars.size.prose, marginInline: 'auto' });
