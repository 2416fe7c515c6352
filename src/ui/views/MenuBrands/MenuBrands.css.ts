import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const all = style({ flexShrink: 0 });

export const search = style({ flex: '1 1 220px', maxWidth: '360px' });

export const letters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/* 32 px squares: comfortably above the 24 px minimum target (WCAG 2.5.8), even in a 375 px wide menu. */
export const letter = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt, color: vars.color.accentText },
  },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0 });

export const brand = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.accentText },
  },
});

export const name = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  // A long house name beside its category marks wraps rather than being cut ("Harry Wins…" hid the name).
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    [`${brand}:hover &`]: { textDecoration: 'underline', textDecorationThickness: '1px' },
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const countDivider = style({ width: '12px', height: '1px', backgroundColor: vars.color.accent });

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, gridColumn: '1 / -1' });

/** A house's further category (Hermès: after its bags, its watches), under its name. */
export const category = style({
  display: 'inline-block',
  marginRight: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.15em',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { color: vars.color.accentText },
  },
});
