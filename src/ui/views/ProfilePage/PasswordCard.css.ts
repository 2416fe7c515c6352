import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The password fields one under another: a narrow column reads better than two side by side. */
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '440px' });

/** The input and its show/hide toggle: the toggle sits inside the input's right edge. */
export const inputWrap = style({ position: 'relative' });

export const input = style({ paddingRight: `calc(${vars.size.control} + ${vars.space.xs})` });

export const toggle = style({
  color: vars.color.textMuted,
  selectors: {
    // Doubled with the wrapper: IconButton's own `position: relative` must not win on stylesheet order.
    [`${inputWrap} &`]: { position: 'absolute', top: '50%', right: vars.space.xxs, transform: 'translateY(-50%)' },
    '&:hover:not(:disabled)': { color: vars.color.text },
  },
});

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginTop: vars.space.xs });

export const segments = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xs });

const segment = { height: '3px', borderRadius: vars.radius.pill, transition: `background-color ${vars.motion.normal} ${vars.motion.easing}` } as const;

/** Filled segments take the level's colour: red for weak, gold for medium, green from good on. */
export const segmentFill = styleVariants({
  empty: { ...segment, backgroundColor: vars.color.border },
  weak: { ...segment, backgroundColor: vars.color.danger },
  medium: { ...segment, backgroundColor: vars.color.accent },
  strong: { ...segment, backgroundColor: vars.color.success },
});

export const meterLabel = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const meterValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
