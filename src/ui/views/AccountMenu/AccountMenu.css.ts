import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { popoverSurface } from '../../popover.css.ts';

export const root = style({ position: 'relative', display: 'inline-flex' });

/** The signed-in profile button: a gold disc with the initials (or a check mark), 44 px like the other icons. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  fontVariantNumeric: 'lining-nums',
  lineHeight: 1,
});

export const menu = style([
  popoverSurface,
  {
    position: 'absolute',
    top: 'calc(100% + 6px)',
    right: 0,
    zIndex: vars.z.overlay,
    minWidth: '220px',
  },
]);

export const item = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceAlt, outline: 'none' },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});

export const separator = style({ height: '1px', margin: `${vars.space.xs} 0`, backgroundColor: vars.color.border });
