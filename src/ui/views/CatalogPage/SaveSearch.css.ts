import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Quiet: a line of small capitals beside the count, gold on hover, never a second primary button. */
export const button = style({
  flexShrink: 0,
  gap: vars.space.xs,
  color: vars.color.text,
  selectors: {
    '&:hover': { color: vars.color.accentText },
    '&[data-saved]': { color: vars.color.accentText },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const saved = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const link = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.text } },
});
