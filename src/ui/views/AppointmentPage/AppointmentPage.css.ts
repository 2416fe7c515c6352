import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '720px' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  '@media': { [below.desktop]: { fontSize: vars.fontSize.xxl } },
});

/** Issue 22 item 9: the boutiques' hours (the one set every page shows), set apart under the lead. */
export const hours = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  alignSelf: 'stretch',
  maxWidth: '28rem',
  margin: `${vars.space.xs} 0 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.wide,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const hoursIcon = style({ color: vars.color.accentText, flexShrink: 0 });

/** The city choice: a legend over the two-way switch (src/ui/segmented.css.ts). */
export const cityGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, margin: 0, padding: 0, border: 0 });

export const cityLegend = style({ padding: 0, marginBottom: vars.space.xs });

/** The switch of a refused submit: its frame in the danger colour, like a refused field's. */
export const cityInvalid = style({ borderColor: vars.color.danger });
