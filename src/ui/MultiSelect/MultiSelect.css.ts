import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { countBadge } from '../badge.css.ts';

export const root = style({ gap: vars.space.sm });

export const legend = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginBottom: vars.space.xs });

export const selectedCount = style([countBadge, { letterSpacing: vars.letterSpacing.normal }]);

export const search = style({ position: 'relative' });

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  minHeight: '40px',
  paddingLeft: '32px',
  fontSize: vars.fontSize.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '248px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt },
  },
});

/** A value no product carries under the other filters: still choosable, but quieter. */
export const rowEmpty = style({ color: vars.color.textMuted });

export const checkbox = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.text,
  cursor: 'pointer',
});

export const name = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const count = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A long list (brands, cities) still loading holds the list's own height, so the filters below stay put. */
export const loadingLong = style({ minHeight: '248px' });
