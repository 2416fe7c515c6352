import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl, minWidth: 0 });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const skeletonColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 240px))',
  gap: vars.space.lg,
  '@media': { [below.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});

export const skeletonColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [below.tablet]: { selectors: { '&:nth-child(3)': { display: 'none' } } } },
});

export const skeletonImage = style({ width: '100%', aspectRatio: '1' });

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
