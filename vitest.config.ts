import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Two projects: `unit` (client code and pure server modules) and `server` (the API over a real database:
 * in-memory PGlite, and PostgreSQL too when TEST_DATABASE_URL is set).
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
            include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
            exclude: ['server/**/*.db.test.ts'],
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
          },
        },
      ],
    },
  }),
);
