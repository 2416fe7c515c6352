import { useEffect, useRef } from 'react';

/** Calls back when the window regains focus or the tab becomes visible again (a manager back from another app). */
export function useWindowFocus(onFocus: () => void): void {
  const latest = useRef(onFocus);
  latest.current = onFocus;
  useEffect(() => {
    const focused = () => latest.current();
    const visible = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    window.addEventListener('focus', focused);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('focus', focused);
      document.removeEventListener('visibilitychange', visible);
    };
  }, []);
}
