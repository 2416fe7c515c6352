import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { Locale } from '../src/runtime/i18n.ts';
import { loadAllMessages } from '../src/runtime/catalogs.ts';
import '../src/ui/theme/fonts.ts';
import '../src/ui/theme/global.css.ts';
import { lightTheme } from '../src/ui/theme/light.css.ts';

// Every catalog of both languages (compiled by the Lingui vite plugin) is loaded up front, so switching the toolbar
// is instant and a story never renders before its messages are there (the app loads the shell's, then each
// screen's with its chunk).
const [ru, en] = await Promise.all([loadAllMessages('ru'), loadAllMessages('en')]);
i18n.load({ ru, en });
i18n.activate('ru');

const isLocale = (value: unknown): value is Locale => value === 'ru' || value === 'en';

/** Every story sees what the app gives its views: the active Lingui catalog and the light theme's variables. */
const withI18nAndTheme: Decorator = (Story, { globals }) => {
  const locale: Locale = isLocale(globals.locale) ? globals.locale : 'ru';
  // Activated during render, not in an effect, so the story's first paint is already in the chosen language.
  if (i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
  return (
    <I18nProvider i18n={i18n}>
      <div className={lightTheme}>
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withI18nAndTheme],
  globalTypes: {
    locale: {
      description: 'Language of the Lingui catalog',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ru', right: 'RU', title: 'Русский' },
          { value: 'en', right: 'EN', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ru' },
  parameters: {
    // 'error': an axe violation fails the story's test (in Vitest and in the Storybook test panel), not a warning.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
