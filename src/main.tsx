import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppActorsProvider } from './runtime/appActors.tsx';
import { App } from './app/App.tsx';
import { activateLocale, detectLocale, i18n } from './runtime/i18n.ts';
import { createInspectionHub } from './runtime/inspection.ts';
import { SCREENS } from './app/screens.ts';
import './ui/theme/fonts.ts';
import './ui/theme/global.css.ts';
import { lightTheme } from './ui/theme/light.css.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const locale = detectLocale(window.location, window.localStorage);
await activateLocale(locale);
document.documentElement.classList.add(lightTheme);

/** Every actor of the app reports here (issue 3 §6); in development the inspector and the dev panel listen. */
const hub = createInspectionHub();
if (import.meta.env.DEV) {
  const { startDevTools } = await import('./features/devtools/startDevTools.tsx');
  await startDevTools(hub, i18n);
}

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <AppActorsProvider inspect={hub.inspect}>
        <App screens={SCREENS} />
      </AppActorsProvider>
    </I18nProvider>
  </StrictMode>,
);
