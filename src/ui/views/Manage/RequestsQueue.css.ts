import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/breakpoints.ts';

/** The requests queue's rows: a card on a phone, a calm row of columns from the desktop width. */

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 1fr) minmax(0, 2.2fr) minmax(11rem, 1.2fr) minmax(8rem, auto) auto',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  '@media': {
    [below.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [below.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm },
  },
});

// A row (the toolbar it joins is a column): the search grows, the selects keep their width, all wrap on a phone.
export const filters = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flex: '1 1 320px', minWidth: 0 });

export const searchField = style({ flex: '1 1 auto', minWidth: 0 });

export const select = style({ flex: '0 1 220px', minWidth: '160px', '@media': { [below.phone]: { flexBasis: '100%' } } });

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const contact = style({ color: vars.color.accentText, textUnderlineOffset: '0.2em', overflowWrap: 'anywhere' });

export const kind = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});
