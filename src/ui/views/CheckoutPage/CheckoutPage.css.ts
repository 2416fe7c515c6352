import { createVar, style } from '@vanilla-extract/css';
import { control } from '../../field.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { below, from } from '../../theme/breakpoints.ts';

/** The form column and the summary aside; one column under the desktop width, the aside below the form. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [from.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', alignItems: 'start' },
    [below.desktop]: { gap: vars.space.lg },
  },
});

export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** One numbered step of the form (contact, receipt, payment). */
export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [below.tablet]: { padding: `${vars.space.lg} ${vars.space.md}`, gap: vars.space.md } },
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const step = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  color: vars.color.accentText,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

/** Two fields side by side from the tablet width, one under another on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const textarea = style([control, { minHeight: '96px', padding: `${vars.space.sm} ${vars.space.md}`, resize: 'vertical' }]);

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed });

/** A group of radio buttons without its own border (the legend is read, not shown). */
export const group = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

/** The pickup / delivery switch (src/ui/segmented.css.ts), in capitals like the checkout's other headings. */
export const segmentCaps = style({ textTransform: 'uppercase' });

/** Payment modes: three cards, one under another on a phone. */
export const modes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const mode = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:has(input:disabled))': { borderColor: vars.color.text },
    '&:has(input:checked)': { borderColor: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.text}` },
    '&:has(input:disabled)': { cursor: 'not-allowed', backgroundColor: vars.color.surfaceAlt, color: vars.color.textMuted },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const radio = style({
  appearance: 'none',
  WebkitAppearance: 'none',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  margin: '2px 0 0',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.circle,
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  selectors: {
    '&:checked': { borderColor: vars.color.text, backgroundColor: vars.color.text, boxShadow: `inset 0 0 0 4px ${vars.color.surface}` },
    '&:disabled': { borderColor: vars.color.border, backgroundColor: vars.color.surface },
    '&:disabled:checked': { backgroundColor: vars.color.textMuted, boxShadow: `inset 0 0 0 4px ${vars.color.surfaceAlt}` },
    // The card draws the ring.
    '&:focus-visible': { outline: 'none' },
  },
});

export const modeTitle = style({ fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.normal });

export const modeNote = style({
  gridColumn: '2',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const consent = style({ padding: `0 ${vars.space.xs}` });

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

/**
 * Under the desktop width: the total and the submit button pinned to the bottom of the screen. Sticky at the end
 * of the form rather than fixed, so it holds its own room (nothing hides under it) and stops above the footer.
 */
export const bottomBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.z.header,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: `${vars.space.lg} calc(-1 * ${vars.space.md}) calc(-1 * ${vars.space.xl})`,
  padding: `${vars.space.sm} ${vars.space.md} calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { [below.desktop]: { display: 'flex' } },
});

export const bottomTotal = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const bottomTotalLabel = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const bottomTotalValue = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'lining-nums tabular-nums',
  whiteSpace: 'nowrap',
});

export const bottomSubmit = style({ flexShrink: 0 });

/** Loading: the heights of the blocks whose text wraps differently on a phone, so the skeleton matches the form. */
export const skeletonModeHeight = createVar();
export const skeletonNoteHeight = createVar();
export const skeletonConsentHeight = createVar();

export const skeleton = style({
  vars: { [skeletonModeHeight]: '96px', [skeletonNoteHeight]: '24px', [skeletonConsentHeight]: '24px' },
  '@media': {
    [below.tablet]: { vars: { [skeletonModeHeight]: '84px', [skeletonNoteHeight]: '48px', [skeletonConsentHeight]: '48px' } },
    [below.phone]: { vars: { [skeletonNoteHeight]: '72px' } },
  },
});
