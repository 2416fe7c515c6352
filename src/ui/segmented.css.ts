import { style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css.ts';
import { below } from './theme/breakpoints.ts';

/**
 * Two or three radio buttons drawn as one segmented control (checkout's pickup / delivery, the address book's local /
 * international): the radios stay in the markup, visually hidden, so keyboard and screen readers use them as radios.
 * Markup: `<div className={segmented}><label><input type="radio" className={`${visuallyHidden} ${segmentInput}`}/>
 * <span className={segment}>…</span></label>…</div>`.
 */
export const segmented = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xxs,
  width: '100%',
  maxWidth: '440px',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  '@media': { [below.tablet]: { maxWidth: 'none' } },
});

export const segmentInput = style({});

export const segment = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: `calc(${vars.size.control} - 2 * ${vars.space.xxs} - 2px)`,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  textAlign: 'center',
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [below.phone]: { padding: `0 ${vars.space.xs}`, letterSpacing: vars.letterSpacing.normal } },
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt },
    [`${segmentInput}:checked + &`]: { backgroundColor: vars.color.text, color: vars.color.textInverse },
    // The radio itself is visually hidden but keeps the focus: its ring is drawn on the segment.
    [`${segmentInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${segmentInput}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
});
