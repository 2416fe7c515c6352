import { setup } from 'xstate';

export type MenuEvent = { type: 'menu.open' } | { type: 'menu.close' } | { type: 'menu.toggle' } | { type: 'menu.navigate' };

/**
 * The menu overlay of part 1 §2.4: it opens from the header and closes on the close button, Escape, a click
 * outside or when a link is followed. Loading brands and facets when it opens arrives with the catalogue issue.
 * Page scroll locking and focus trapping are the Radix dialog's job in the view.
 */
export const menuMachine = setup({
  types: { events: {} as MenuEvent },
}).createMachine({
  id: 'menu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.open': 'open', 'menu.toggle': 'open' },
    },
    open: {
      tags: ['open'],
      on: { 'menu.close': 'closed', 'menu.toggle': 'closed', 'menu.navigate': 'closed' },
    },
  },
});
