import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './.storybook/chromium.ts';
import viteConfig from './vite.config.ts';

/**
 * Three projects: `unit` (client code and pure server modules), `server` (the API over a real database:
 * in-memory PGlite, and PostgreSQL too when TEST_DATABASE_URL is set) and `storybook` (every story of
 * .storybook/main.ts rendered in Debian's Chromium, with its play function and an axe check; see .storybook/README.md).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.{ts,tsx}', 'kernel/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/stories/**/*.test.ts'],
            exclude: ['server/**/*.db.test.ts'],
            // Vitest's default is availableParallelism() − 1: one worker on two cores (45 s → 32 s with two).
            maxWorkers: 2,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts', 'server/**/*.db.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 180_000,
            // PGlite runs in-process; parallel files would each boot their own — two cores, so keep it modest.
            maxWorkers: 2,
            isolate: false,
          },
        },
        {
          // extends: true gives the stories this file's vite.config plugins (Lingui macro and .po, vanilla-extract):
          // storybookTest() adds Storybook's own plugins but does not read vite.config.ts itself.
          extends: true,
          plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
          test: {
            name: 'storybook',
            // Vitest's browser pool opens availableParallelism() − 1 pages unless told: one on two cores.
            maxWorkers: 2,
            // Fails the run with the apt-get fix when Chromium is missing, before the browser is launched.
            globalSetup: ['.storybook/vitest.global-setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
