import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below, from } from '../../theme/breakpoints.ts';

/** The page column of the services pages (buyback, appointment): the sidebar beside the content from 1024 px. */
export const page = style({
  maxWidth: vars.size.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}`,
  '@media': { [below.desktop]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}` } },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [from.desktop]: { gridTemplateColumns: '272px minmax(0, 1fr)', gap: vars.space.xl, alignItems: 'start' } },
});

export const content = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const nav = style({
  minWidth: 0,
  '@media': {
    [from.desktop]: {
      position: 'sticky',
      top: `calc(${vars.size.header} + ${vars.space.lg})`,
      paddingRight: vars.space.lg,
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

export const eyebrow = style({
  margin: `0 0 ${vars.space.sm}`,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.accent}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
  '@media': { [below.desktop]: { borderBottom: 0, paddingBottom: 0 } },
});

/** A column of rows on a desktop; a 2 × 2 grid of tiles above the page on smaller screens. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [below.desktop]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } },
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: '64px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: '2px solid transparent',
  color: vars.color.text,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt },
    '&[aria-current="page"]': { borderLeftColor: vars.color.accent, backgroundColor: vars.color.surface },
  },
  '@media': {
    [below.desktop]: {
      minHeight: '48px',
      height: '100%',
      padding: `${vars.space.sm} ${vars.space.md}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
      selectors: {
        '&[aria-current="page"]': { borderColor: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.text}` },
      },
    },
  },
});

export const linkTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  lineHeight: vars.lineHeight.tight,
  selectors: { [`${link}[aria-current="page"] &`]: { fontWeight: vars.fontWeight.semibold } },
});

export const linkNote = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  '@media': { [below.phone]: { display: 'none' } },
});
