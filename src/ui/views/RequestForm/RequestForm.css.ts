import { style } from '@vanilla-extract/css';
import { control } from '../../field.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
});

export const textarea = style([control, { minHeight: '96px', padding: `${vars.space.sm} ${vars.space.md}`, resize: 'vertical' }]);

export const fileInput = style({});

export const filePicker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const fileButton = style({
  cursor: 'pointer',
  selectors: {
    // The real input is visually hidden but keeps the focus: draw its ring on the label that stands for it.
    [`${fileInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${fileInput}:disabled + &`]: { opacity: 0.55, cursor: 'not-allowed' },
  },
});

/** The honeypot: off screen and out of the tab order, so only a bot that fills every input finds it. */
export const trap = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

export const failure = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', paddingTop: vars.space.xs });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal });
