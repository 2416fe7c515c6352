import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { NOT_FOUND, routeFor } from './routes.ts';

/** Part 2 "Page titles and navigation": each route sets its title and description in the active language. */
export function usePageMeta(path: string): void {
  const { i18n, t } = useLingui();
  useEffect(() => {
    const route = routeFor(path) ?? NOT_FOUND;
    const shop = t`Москва · Дубай`;
    document.title = route ? `${i18n._(route.title)} — ${shop}` : shop;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    if (route) meta.content = i18n._(route.description);
  }, [path, i18n, t]);
}

/**
 * On navigation other than back/forward, scroll to the hash target or to the top; back/forward keeps the
 * browser's own scroll restoration.
 */
export function useScrollOnNavigate(path: string): void {
  const popped = useRef(false);
  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (popped.current) {
      popped.current = false;
      return;
    }
    const id = decodeURIComponent(window.location.hash.replace(/^#/, ''));
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    if (!id) return;
    // A screen's code arrives lazily: its hash target (/about#addresses) may appear a moment after the route
    // changes. Wait for it briefly; a shopper who scrolls meanwhile is not pulled back.
    let observer: MutationObserver | undefined = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      stop();
      late.scrollIntoView();
    });
    const stop = () => {
      observer?.disconnect();
      observer = undefined;
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
      window.removeEventListener('keydown', stop);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchmove', stop, { passive: true });
    window.addEventListener('keydown', stop);
    const timer = window.setTimeout(stop, 5000);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [path]);
}
