import { style } from '@vanilla-extract/css';
import { below } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  maxWidth: '760px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  '@media': { [below.desktop]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

/** The thank-you panel above the purchase history's list: a framed block with its close button at the top right. */
export const panel = style({
  position: 'relative',
  marginBottom: vars.space.xl,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  '@media': { [below.desktop]: { padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}` } },
});

export const close = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm });

export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [below.desktop]: { fontSize: vars.fontSize.xl } },
});

export const head = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.circle,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accentText,
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
  overflowWrap: 'anywhere',
  '@media': { [below.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const lead = style({ margin: 0, maxWidth: vars.size.prose, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const sections = style({ display: 'grid', gap: vars.space.lg, marginTop: vars.space.xl });

export const section = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  '@media': { [below.desktop]: { padding: vars.space.md } },
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
});

export const steps = style({ display: 'grid', gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.lg, lineHeight: vars.lineHeight.relaxed });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const subTitle = style({
  margin: `${vars.space.lg} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const contacts = style({ display: 'grid', gap: vars.space.xs, margin: `${vars.space.sm} 0 0`, padding: 0, listStyle: 'none' });

export const contactLink = style({ color: vars.color.accentText, textUnderlineOffset: '3px', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md, marginTop: vars.space.xl });

export const status = style({ margin: 0, color: vars.color.textMuted });
