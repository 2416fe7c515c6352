import { style } from '@vanilla-extract/css';
import { control } from './field.css.ts';
import { vars } from './theme/contract.css.ts';
import { below } from './theme/breakpoints.ts';

/**
 * The look the boutique's request forms share (ContactForm, OrderRequestForm, the buyback and appointment pages): a
 * white card with a hairline on ivory, a serif heading under a gold eyebrow, two columns of fields that become one
 * on a phone, and the quiet notes and alerts around the button.
 */

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [below.desktop]: { padding: vars.space.lg },
    [below.tablet]: { padding: `${vars.space.lg} ${vars.space.md}`, gap: vars.space.md },
  },
});

export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '640px' });

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
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  '@media': { [below.tablet]: { fontSize: vars.fontSize.xl } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/**
 * Two fields side by side where the form has room, one under another where it has not — decided by the form's own
 * width, not the window's: the contact form also sits in the narrow aside of the info pages. Each column is at least
 * 240 px and half the row, so there are never more than two.
 */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, max(240px, calc((100% - ${vars.space.md}) / 2))), 1fr))`,
  gap: `${vars.space.lg} ${vars.space.md}`,
  alignItems: 'start',
  '@media': { [below.tablet]: { gap: vars.space.md } },
});

export const wide = style({ gridColumn: '1 / -1' });

/** A titled group of fields (the buyback's watch, photos and contacts). */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const groupTitle = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  width: '100%',
  // A legend is no flex item of its fieldset: the gap under it is its own margin.
  margin: `0 0 ${vars.space.md}`,
  padding: `0 0 ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const groupStep = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  color: vars.color.accentText,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const textarea = style([control, { minHeight: '112px', padding: `${vars.space.sm} ${vars.space.md}`, resize: 'vertical' }]);

/** The button and the note beside it; stacked on a phone, the button the whole width. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  paddingTop: vars.space.xs,
  '@media': { [below.phone]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const submit = style({ minWidth: '220px', '@media': { [below.phone]: { minWidth: 0, width: '100%' } } });

export const note = style({
  flex: '1 1 240px',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

const banner = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
} as const;

/** Why the last sending failed: a rule on the left, the words in red (read out at once). */
export const failure = style({ ...banner, borderLeft: `2px solid ${vars.color.danger}`, color: vars.color.danger });

/** Sent: a gold rule and a check (read out politely). */
export const sent = style({ ...banner, borderLeft: `2px solid ${vars.color.accent}`, color: vars.color.text });

export const bannerText = style({ margin: 0, flex: '1 1 auto', minWidth: 0 });

export const bannerIcon = style({ flexShrink: 0, marginTop: '1px' });

export const sentIcon = style([bannerIcon, { color: vars.color.success }]);

/** The honeypot: off screen and out of the tab order, so only a bot that fills every input finds it. */
export const trap = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
