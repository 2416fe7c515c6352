import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type Plugin } from 'vite';

/**
 * Storybook for src/ui. react-vite loads ../vite.config.ts itself, so the Lingui macro (@rolldown/plugin-babel),
 * the Lingui .po loader and vanilla-extract apply here exactly as in the app build.
 * Under Vitest (the `storybook` project of ../vitest.config.ts) storybookTest() reads this file too, and every
 * story becomes a browser test whose a11y check fails it (see preview.tsx and README.md).
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => {
    // Its 11 MB of text compressed fast: a build for reviewers, not for shoppers (scripts/precompress.ts).
    const precompress = viteConfig.plugins?.flat().find((plugin): plugin is Plugin<{ fast: boolean }> => !!plugin && 'name' in plugin && plugin.name === 'boutique:precompress');
    if (precompress?.api) precompress.api.fast = true;
    return mergeConfig(viteConfig, {
      // The runtime packages src/ui may import (ARCHITECTURE.md). Pre-bundled up front: otherwise Vite discovers
      // Radix only when the first dialog story loads, reloads the page mid-run and Vitest warns of flaky tests.
      optimizeDeps: { include: ['@radix-ui/react-dialog', '@lingui/core', '@lingui/react'] },
    });
  },
};

export default config;
