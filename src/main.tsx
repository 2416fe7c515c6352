import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppActorsProvider } from './appActors.tsx';
import { App } from './features/app/App.tsx';
import { activateLocale, detectLocale, i18n } from './i18n.ts';
import './ui/theme/fonts.ts';
import './ui/theme/global.css.ts';
import { lightTheme } from './ui/theme/light.css.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const locale = detectLocale(window.location, window.localStorage);
await activateLocale(locale);
document.documentElement.classList.add(lightTheme);

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <AppActorsProvider>
        <App locale={locale} />
      </AppActorsProvider>
    </I18nProvider>
  </StrictMode>,
);
