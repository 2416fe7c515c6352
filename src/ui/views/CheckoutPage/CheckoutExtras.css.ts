import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';
// Before these rules: the card's padding and border win over the form's `group` (CardForm sets both classes).
import './CheckoutPage.css.ts';
import * as summary from './CheckoutSummary.css.ts';

/** The card form under the payment modes. */
export const card = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });

/** A quiet boxed note with an icon (card payment soon; no wallets yet). */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const noticeIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.accentText });

/** The order number and the amount, each with its copy button. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fact = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const factTerm = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const factValue = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, margin: 0 });

export const factText = style({
  minWidth: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'lining-nums tabular-nums',
  overflowWrap: 'anywhere',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
});

/** Four currencies: two by two, one under another on a phone. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const block = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const blockTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
});

export const wallets = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const walletAddress = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const steps = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${steps} > li::marker`, { color: vars.color.accentText, fontWeight: vars.fontWeight.semibold });

/** The wallet button and what came of it. */
export const connect = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const connectLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

const walletLine = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const walletStatus = style([walletLine, { color: vars.color.text, fontVariantNumeric: 'tabular-nums' }]);

export const walletError = style([walletLine, { color: vars.color.danger }]);

export const walletIcon = style({ flexShrink: 0, marginTop: '1px' });

export const ordersLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space.xs,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  selectors: { '&:hover': { color: vars.color.text } },
});

/**
 * The page once a crypto order exists: the summary aside stays as a recap, but its promo entry, submit button
 * and way back to the cart belong to the form that is gone (the order is created), so they are taken out.
 */
export const orderLayout = style({});

globalStyle(`${orderLayout} ${summary.promo}, ${orderLayout} ${summary.promoApplied}, ${orderLayout} ${summary.summarySubmit}, ${orderLayout} ${summary.back}`, {
  display: 'none',
});
