import { lingui } from '@lingui/vite-plugin';
import { resolve } from 'node:path';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';

/**
 * The SPA build. plugin-react 6 has no babel option: the Lingui macro runs through @rolldown/plugin-babel
 * (see ../shared/STACK.md). In development /api and /media are proxied to the server (npm run dev).
 */
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/** Brotli and gzip siblings of every text file of a build (issue 10 item 2; the server serves them by Accept-Encoding). */
function precompressBuild(): Plugin<{ fast: boolean }> {
  let outDir = 'dist';
  let skip = false;
  const api = { fast: false };
  return {
    name: 'boutique:precompress',
    apply: 'build',
    // .storybook/main.ts sets `fast` for the Storybook build (scripts/precompress.ts).
    api,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The server's render bundle is read from disk by the server, never sent.
      if (skip) return;
      const { files, bytes, brotli } = precompress(outDir, { fast: api.fast });
      this.info(`precompressed ${files} files: ${Math.round(bytes / 1024)} KB → ${Math.round(brotli / 1024)} KB brotli`);
    },
  };
}

/** The design system, runtime, app wiring, API client and machines (not the views, dialogs, drawers or toasts). */
const SHARED = /\/src\/(ui\/(?!views\/|dialog\/|Modal\/|Drawer\/|Toast)|runtime\/|app\/|api\/|machines\/)/;
const ENTRY = resolve(import.meta.dirname, 'src/main.tsx');

/** Every module the entry imports statically, directly or through others: what runs before the first render. */
type Graph = { getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null };
function staticallyReachable(ctx: Graph, from: string, along: 'importedIds' | 'importers' = 'importedIds'): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.[along] ?? []));
  }
  return seen;
}
let shellModules: Set<string> | null = null;
/** The phone rule with libphonenumber's metadata (~35 KB gzip): its users load it with them, never with the parts. */
const PHONE_RULE = resolve(import.meta.dirname, 'kernel/phone.ts');
let phoneRuleUsers: Set<string> | null = null;

/** Each build walks its own module graph (Storybook or a test may run several builds in one process). */
function freshChunkGraph(): Plugin {
  return {
    name: 'boutique:fresh-chunk-graph',
    apply: 'build',
    buildStart() {
      shellModules = null;
      phoneRuleUsers = null;
    },
  };
}

export default defineConfig({
  plugins: [
    babel({ include: /src\/.*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    vanillaExtractPlugin(),
    precompressBuild(),
    freshChunkGraph(),
  ],
  // Issue 22 item 22: the boutique's social channels (SOCIAL_TELEGRAM_URL, …; src/runtime/socialLinks.ts) are public
  // addresses the build bakes into both bundles, so the server's HTML and the browser's agree.
  envPrefix: ['VITE_', 'SOCIAL_'],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // The server links a server-rendered route's chunk and styles from it (issue 16 §1, server/ssr/).
    manifest: true,
    // Issue 16 (Lighthouse): the small modules the shell and the screens share (design-system parts, runtime, app
    // wiring, API client, machines; not the views, and not the dialog parts, which would pull Radix in before it is
    // needed) travel as one chunk. Left to the automatic splitting they were some thirty files of a few hundred
    // bytes each, every one a request queued before the page's main picture on a phone's connection: `/` now loads
    // 10 scripts instead of 38 until idle, 146.5 KB instead of 148.3 KB gzip (`npm run bench:size`). Issue 25: the
    // one chunk had grown to hold everything two screens shared, sign-in and contact-form machines and libphonenumber
    // included, all loaded before the first render; now 'shared' is only what the entry imports statically, and what
    // only lazily loaded screens share is 'parts' (and 'signin'), never holding the phone rule's metadata:
    // `/` 187.1 → 151.4 KB gzip until idle, its first render 171.5 → 122.3 KB.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Issue 25: only what the entry itself needs. A machine or part that only lazily loaded screens share
              // (the sign-in panel's, the contact forms') stays out of it, so no page downloads it before it is used.
              name: (id, ctx) => {
                shellModules ??= staticallyReachable(ctx, ENTRY);
                return shellModules.has(id) ? 'shared' : null;
              },
              test: (id: string) => SHARED.test(id),
              minShareCount: 2,
            },
            {
              name: (id, ctx) => {
                phoneRuleUsers ??= staticallyReachable(ctx, PHONE_RULE, 'importers');
                if (shellModules?.has(id) || phoneRuleUsers.has(id)) return null;
                return /\/src\/machines\/(signIn|phoneSetup)/.test(id) ? 'signin' : 'parts';
              },
              test: (id: string) => SHARED.test(id) || /\/(src\/(domain|widgets)|kernel)\//.test(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
