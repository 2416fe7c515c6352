import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: vars.color.bg });

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const barRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: vars.size.page,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  '@media': { [below.tablet]: { paddingInline: vars.space.md } },
});

export const brand = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

export const wordmark = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const dot = style({ color: vars.color.accentText, marginInline: '0.3em' });

export const area = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  letterSpacing: vars.letterSpacing.wide,
  whiteSpace: 'nowrap',
  '@media': { [below.smallPhone]: { display: 'none' } },
});

export const side = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, fontSize: vars.fontSize.sm, minWidth: 0 });

export const staff = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [below.tablet]: { display: 'none' } },
});

export const shopLink = style({ color: vars.color.accentText, whiteSpace: 'nowrap', textUnderlineOffset: '0.2em' });

/** The sections: one row that scrolls sideways on a phone rather than wrapping. */
export const nav = style({
  maxWidth: vars.size.page,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': { [below.tablet]: { paddingInline: vars.space.md } },
});

export const tabs = style({ display: 'flex', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0, minWidth: 'max-content' });

const tabBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.wide,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  whiteSpace: 'nowrap',
});

export const tab = styleVariants({
  idle: [tabBase, { color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } }],
  current: [tabBase, { color: vars.color.text, fontWeight: vars.fontWeight.medium, borderBottomColor: vars.color.accent }],
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.page,
  marginInline: 'auto',
  padding: vars.space.lg,
  '@media': { [below.tablet]: { padding: vars.space.md } },
});
