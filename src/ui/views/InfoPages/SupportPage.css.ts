import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: `${vars.space.md} 0` });

export const skeletonRow = style({ height: '1.25rem' });

/** Part 2 §8: the list fell back to the fixed five; said calmly, as information rather than an error. */
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `2px solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const noticeIcon = style({ flexShrink: 0, color: vars.color.info });

export const noticeText = style({ flex: '1 1 240px', margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
