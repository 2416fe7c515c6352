import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import type { InspectionHub } from '../../runtime/inspection.ts';
import type { I18n } from '@lingui/core';
import { createActorLog, DevTools } from './DevTools.tsx';

/**
 * Development only (main.tsx imports this behind `import.meta.env.DEV`, so production bundles never contain it):
 * `?inspect` forwards every actor to the Stately inspector, which needs the internet; the dev panel (its own
 * React root, bottom left) works offline.
 */
export async function startDevTools(hub: InspectionHub, i18n: I18n): Promise<void> {
  if (new URLSearchParams(window.location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    hub.subscribe((event) => inspector.inspect.next?.(event));
  }
  const log = createActorLog(hub);
  const host = document.createElement('div');
  host.dataset.devtools = '';
  // Usable while a modal dialog is open: Radix turns the page's pointer events off, closes the dialog on a pointer
  // down it hears on the document and locks scrolling by the wheel and touch events it hears there. The panel's
  // stay here (React listens on this root), so the sign-in a developer watches goes on and the chart scrolls.
  host.style.pointerEvents = 'auto';
  for (const type of ['pointerdown', 'wheel', 'touchstart', 'touchmove']) host.addEventListener(type, (event) => event.stopPropagation());
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <DevTools log={log} />
    </I18nProvider>,
  );
}
