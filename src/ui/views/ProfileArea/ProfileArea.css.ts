import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below, from } from '../../theme/breakpoints.ts';

/**
 * Part 1 §2.9: from 900 px a sticky sidebar beside the section; below it the /profile hub turns the sidebar into a
 * menu list above the page, and every other section hides it behind a back arrow. Pure media queries: the same
 * markup serves both, so nothing is measured and the server-rendered first paint is already right.
 */
export const root = style({
  maxWidth: vars.size.page,
  margin: '0 auto',
  '@media': {
    [from.profile]: {
      display: 'grid',
      gridTemplateColumns: '248px minmax(0, 1fr)',
      alignItems: 'start',
      paddingLeft: vars.space.xl,
    },
    // Under 1024 px the pages tighten their own padding (shopPage.css.ts); the sidebar follows.
    [below.desktop]: { paddingLeft: vars.space.md, gridTemplateColumns: '220px minmax(0, 1fr)' },
    [below.profile]: { paddingLeft: 0 },
  },
});

const navBase = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '@media': {
    [from.profile]: {
      position: 'sticky',
      top: `calc(${vars.size.header} + ${vars.space.lg})`,
      margin: `${vars.space.xl} 0 ${vars.space.xxl}`,
      paddingRight: vars.space.lg,
      borderRight: `1px solid ${vars.color.border}`,
    },
    [below.desktop]: { marginTop: vars.space.lg },
    [below.profile]: { margin: 0, padding: `${vars.space.lg} ${vars.space.md} 0` },
  },
});

/** The hub keeps the list on a phone (the menu); a section hides it there and shows the back arrow instead. */
export const nav = styleVariants({
  hub: [navBase],
  section: [navBase, { '@media': { [below.profile]: { display: 'none' } } }],
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  marginBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.accent}`,
  '@media': { [below.profile]: { marginBottom: 0 } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

/** FAQ and support are help rather than the account: a hairline sets them apart. */
export const helpStart = style({
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [below.profile]: { marginTop: vars.space.lg, paddingTop: 0 } },
});

const rowBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  borderLeft: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.wide,
  textDecoration: 'none',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
} as const;

/** A phone row: the whole width, at least 48 px tall (touch target), a hairline under each. */
const phoneRow = {
  minHeight: '52px',
  padding: `0 ${vars.space.xs}`,
  borderLeft: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  letterSpacing: vars.letterSpacing.normal,
} as const;

export const link = style({
  ...rowBase,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceAlt },
    '&[aria-current="page"]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.medium,
      borderLeftColor: vars.color.accent,
      backgroundColor: vars.color.surface,
    },
  },
  '@media': {
    [below.profile]: {
      ...phoneRow,
      selectors: {
        '&:hover': { color: vars.color.accentText, backgroundColor: 'transparent' },
        '&[aria-current="page"]': { color: vars.color.accentText, backgroundColor: 'transparent' },
      },
    },
  },
});

export const linkLabel = style({ flex: '1 1 auto', minWidth: 0 });

/** The row's chevron says "opens a page": only in the phone menu. */
export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  '@media': { [from.profile]: { display: 'none' } },
});

export const signOut = style({
  ...rowBase,
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  borderRadius: 0,
  backgroundColor: 'transparent',
  fontFamily: vars.font.body,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
  '@media': {
    [below.profile]: {
      ...phoneRow,
      marginTop: vars.space.lg,
      paddingTop: 0,
      borderTop: `1px solid ${vars.color.border}`,
      selectors: { '&:hover': { color: vars.color.accentText } },
    },
  },
});

export const content = style({ minWidth: 0 });

/** Only on a phone, only in a section: the way back to the hub. */
export const back = style({
  display: 'none',
  '@media': {
    [below.profile]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.sm,
      minHeight: '48px',
      margin: `${vars.space.sm} ${vars.space.md} 0`,
      color: vars.color.text,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.medium,
      letterSpacing: vars.letterSpacing.wide,
      textTransform: 'uppercase',
      textDecoration: 'none',
      selectors: { '&:hover': { color: vars.color.accentText } },
    },
  },
});
