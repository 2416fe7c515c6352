import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.lg });

export const methods = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', backgroundColor: vars.color.border },
  },
});

export const widget = style({ display: 'flex', justifyContent: 'center', minHeight: '40px' });

export const back = style({ justifySelf: 'start', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const form = style({ display: 'grid', gap: vars.space.md });

export const actions = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.sm });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const formError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, lineHeight: vars.lineHeight.normal });

export const help = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const helpLink = style({ color: vars.color.accentText, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const done = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, paddingBlock: vars.space.xl, textAlign: 'center' });

/** Why the guest is asked to sign in (issue 22 item 6): the first thing the panel says. */
export const reason = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

/** The action inside a field's message ("войти?"): a link-looking button in the message's own colour. */
export const inlineAction = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
});
