import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Back from a product lands on the same card (issue 10 item 4). The browser's own restoration runs when the
 * history entry changes, long before the catalogue has loaded its page (at 375 px it landed in the footer), so
 * the catalogue keeps its scroll position in its own history entry's state and restores it once the grid has
 * rendered. A fresh visit (a link, the menu) has no saved position and starts at the top; a reload keeps it.
 */

const KEY = 'catalogueScrollY';

/** The position saved in a history entry's state, or null. */
export function savedScroll(state: unknown): number | null {
  if (!state || typeof state !== 'object') return null;
  const y = (state as Record<string, unknown>)[KEY];
  return typeof y === 'number' && Number.isFinite(y) && y >= 0 ? y : null;
}

/** The entry's state with the position added; whatever else the router keeps there stays. */
export function withScroll(state: unknown, y: number): Record<string, unknown> {
  return { ...(state && typeof state === 'object' ? (state as Record<string, unknown>) : {}), [KEY]: Math.max(0, Math.round(y)) };
}

/** Saves the position on scroll (at most every 100 ms) and before any click, restores it when `listed` turns true. */
export function useCatalogueScroll(listed: boolean): void {
  const restorePending = useRef(true);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let timer: number | undefined;
    const save = () => {
      window.clearTimeout(timer);
      timer = undefined;
      window.history.replaceState(withScroll(window.history.state, window.scrollY), '');
    };
    const onScroll = () => {
      if (timer === undefined) timer = window.setTimeout(save, 100);
    };
    // Capture phase: before a card's link navigates, while this entry is still the current one.
    const onClick = () => {
      restorePending.current = false;
      save();
    };
    const onPop = () => {
      // A pending save belongs to the entry just left.
      window.clearTimeout(timer);
      timer = undefined;
      restorePending.current = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('click', onClick, true);
    window.addEventListener('pagehide', save);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('popstate', onPop);
      window.clearTimeout(timer);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    if (!listed || !restorePending.current) return;
    restorePending.current = false;
    const y = savedScroll(window.history.state);
    if (y !== null) window.scrollTo(0, y);
  }, [listed]);
}
