import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const input = style({
  selectors: {
    // The browser's own clear button on type="search" duplicates ours and ignores the theme.
    '&[type="search"]::-webkit-search-cancel-button': { WebkitAppearance: 'none' },
    '&[type="number"]': { fontVariantNumeric: 'tabular-nums' },
    '&[type="date"]': { fontVariantNumeric: 'tabular-nums', fontFamily: vars.font.body },
    '&[type="date"]::-webkit-calendar-picker-indicator': { cursor: 'pointer', opacity: 0.7 },
  },
});

export const disabledLabel = style({ color: vars.color.textMuted });
