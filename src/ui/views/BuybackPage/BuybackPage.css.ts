import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '720px' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  '@media': { [below.desktop]: { fontSize: vars.fontSize.xxl } },
});

/** Three quiet promises under the lead. */
export const promises = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const promise = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.wide,
});

export const promiseIcon = style({ color: vars.color.accentText, flexShrink: 0 });

/** The success panel (part 2 §4 "Buyback: after submit shows a success panel"). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
  '@media': { [below.tablet]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

export const panelMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.circle,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accentText,
});

export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus': { outline: 'none' } },
});

export const panelText = style({ maxWidth: vars.size.prose, margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const panelActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  '@media': { [below.phone]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', width: '100%' } },
});
