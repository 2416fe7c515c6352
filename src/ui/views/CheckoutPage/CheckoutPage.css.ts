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

export const consent = style({ padding: `0 ${vars.space.xs}` });

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
