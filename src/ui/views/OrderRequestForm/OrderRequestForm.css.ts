import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/** The home page's band: the invitation on the left, the form on the right; one column under the desktop width. */
export const band = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [below.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  '@media': { [below.desktop]: { paddingTop: 0 } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  '@media': { [below.largePhone]: { fontSize: vars.fontSize.xxl } },
});

export const rule = style({ width: '48px', height: '1px', border: 0, margin: 0, backgroundColor: vars.color.accent });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const stepItem = style({
  display: 'grid',
  gridTemplateColumns: '28px minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'baseline',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const stepNumber = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  color: vars.color.accentText,
  fontVariantNumeric: 'lining-nums',
});

export const photoRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
