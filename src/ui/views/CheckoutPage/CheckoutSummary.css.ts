import { globalStyle, style } from '@vanilla-extract/css';
import { control } from '../../field.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { below, from } from '../../theme/breakpoints.ts';

/** The summary aside: sticky beside the form on a desktop. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [from.desktop]: { position: 'sticky', top: `calc(${vars.size.header} + ${vars.space.lg})` },
    [below.tablet]: { padding: `${vars.space.lg} ${vars.space.md}` },
  },
});

export const summaryTitle = style({
  margin: 0,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
});

export const thumb = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
});

export const placeholder = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted });

export const lineInfo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const brand = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const model = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const modelLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accentText } },
});

export const lineMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const promo = style({ paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });

export const promoRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const promoInput = style([
  control,
  {
    flex: '1 1 auto',
    minWidth: 0,
    textTransform: 'uppercase',
    letterSpacing: vars.letterSpacing.wide,
    selectors: { '&::placeholder': { textTransform: 'none', letterSpacing: vars.letterSpacing.normal } },
  },
]);

export const promoApplied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  // Inside the promo block, above its field (issue 22 item 11): the block draws the separator.
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const promoCode = style({
  display: 'inline-block',
  marginLeft: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.accentText,
});

export const totals = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const totalsRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const totalsTerm = style({ margin: 0, color: vars.color.textMuted });

export const totalsValue = style({ margin: 0, fontVariantNumeric: 'lining-nums tabular-nums', whiteSpace: 'nowrap' });

export const discountValue = style({ color: vars.color.success });

export const grandTotal = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const grandTotalTerm = style({ margin: 0 });

export const grandTotalValue = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'lining-nums tabular-nums',
  whiteSpace: 'nowrap',
});

/** The aside's submit button: the bottom bar carries it under the desktop width. */
export const summarySubmit = style({ '@media': { [below.desktop]: { display: 'none' } } });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'center',
  gap: vars.space.xs,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  selectors: { '&:hover': { color: vars.color.text } },
});

/** Issue 26: why the order cannot go as it is, above the lines: quiet, with the danger colour as its rule only. */
export const unavailableNotice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

/** A line the order cannot have: its photo recedes; the words and the remove button stay at full strength. */
export const lineUnavailable = style({ alignItems: 'start' });

globalStyle(`${lineUnavailable} ${thumb}`, { opacity: 0.55, filter: 'grayscale(0.6)' });

export const lineProblem = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, lineHeight: vars.lineHeight.normal });

export const lineRemove = style({ alignSelf: 'flex-start', paddingInline: 0 });
