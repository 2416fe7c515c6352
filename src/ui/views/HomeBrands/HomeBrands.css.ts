import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(10, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [below.desktop]: {
      // One swipeable row on phones and tablets rather than five cramped columns.
      display: 'flex',
      overflowX: 'auto',
      scrollSnapType: 'x proximity',
      paddingBottom: vars.space.sm,
      scrollbarWidth: 'none',
    },
  },
});

export const item = style({
  display: 'flex',
  justifyContent: 'center',
  '@media': { [below.desktop]: { flex: '0 0 88px', scrollSnapAlign: 'start' } },
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '112px',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const badge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '1',
  borderRadius: vars.radius.circle,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.motion.normal} ${vars.motion.easing}, color ${vars.motion.normal} ${vars.motion.easing}, box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${link}:hover &`]: { borderColor: vars.color.accent, color: vars.color.accentText, boxShadow: vars.shadow.md },
  },
});

export const logo = style({ width: '82%', height: '82%' });

export const name = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  textAlign: 'center',
  color: vars.color.textMuted,
  selectors: { [`${link}:hover &`]: { color: vars.color.text } },
});
