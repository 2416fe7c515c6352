import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below, from } from '../../theme/breakpoints.ts';

/** The boutique's information pages: one column of prose, and beside it (from desktop) the contact form. */
export const page = style({
  maxWidth: vars.size.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}`,
  '@media': { [below.desktop]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}` } },
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '760px',
  paddingBottom: vars.space.xl,
  marginBottom: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [below.desktop]: { paddingBottom: vars.space.lg, marginBottom: vars.space.lg } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  '@media': { [below.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
  '@media': { [below.phone]: { fontSize: vars.fontSize.md } },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [below.desktop]: { gap: vars.space.xl } },
});

/** With a form: prose on the left, the form in a fixed column that stays in view while the prose scrolls. */
export const layoutWithAside = style({
  '@media': { [from.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(360px, 440px)' } },
});

/** Alone, the column stops at 960 px (an accordion row wider than that reads poorly); beside the form it fills. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  maxWidth: '960px',
  selectors: { [`${layoutWithAside} > &`]: { maxWidth: 'none' } },
});

export const aside = style({
  minWidth: 0,
  '@media': { [from.desktop]: { position: 'sticky', top: `calc(${vars.size.header} + ${vars.space.lg})` } },
});

/**
 * A titled part of a page, and the target of an anchor (/about#addresses): the sticky header (one row on desktop,
 * two under 1024 px) must not cover its heading when the page scrolls to it.
 */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.lg})`,
  '@media': { [below.desktop]: { scrollMarginTop: `calc(2 * ${vars.size.header})` } },
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  '@media': { [below.desktop]: { fontSize: vars.fontSize.xl } },
});

/** The heading of a callout: the section titles' face, one step smaller. */
export const subTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

/** Running text of the pages: a comfortable measure, muted enough to let the headings lead. */
export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '760px',
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${prose} p`, { margin: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '760px',
  margin: 0,
  paddingLeft: vars.space.lg,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${list} li::marker`, { color: vars.color.accentText });

export const link = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  selectors: { '&:hover': { color: vars.color.text } },
});

/** A quiet card: hairline, white on ivory (addresses, steps, service cards). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [below.phone]: { padding: vars.space.md } },
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const cardText = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/** A short figure beside a card's title (a timeframe): gold small caps. */
export const tag = style({
  alignSelf: 'flex-start',
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

/** A calm band that closes a page: a question and where to ask it. */
export const callout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderLeft: `2px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** The in-page contents of /about and /privacy-policy. */
export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const tocLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  color: vars.color.text,
  textDecoration: 'none',
  letterSpacing: vars.letterSpacing.wide,
  borderBottom: `1px solid ${vars.color.accent}`,
  selectors: { '&:hover': { color: vars.color.accentText } },
});

/** Numbered steps (how a valuation or a service goes). */
export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.accent}`,
  counterIncrement: 'step',
  selectors: {
    '&::before': {
      content: 'counter(step, decimal-leading-zero)',
      fontFamily: vars.font.display,
      fontSize: vars.fontSize.xl,
      color: vars.color.accentText,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const stepTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const address = style({
  margin: 0,
  fontStyle: 'normal',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

/** Two boutique cards side by side where there is room. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** Two cards that both end in a map: equal heights, so the maps line up. */
export const pairEven = style({ alignItems: 'stretch' });

/** Four cards as two by two where there is room (no orphan on a row of three). */
export const cardsPaired = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))' });

/** The map closes its card, so two cards side by side end on one line. */
export const cardMap = style({ marginTop: 'auto' });
