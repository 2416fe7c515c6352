import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './features/shell/App.tsx';
import { activateLocale, detectLocale, i18n } from './i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

await activateLocale(detectLocale(window.location, window.localStorage));

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>
  </StrictMode>,
);
