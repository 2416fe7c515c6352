import { build } from 'rolldown';

/**
 * `npm run build:server` (the last step of `npm run build`): the server compiled to plain JavaScript in `dist-api/`,
 * which `npm run serve` runs with node alone. Why: run through tsx, the server also carried tsx's loader for its
 * whole life — Node's module-hooks thread with a V8 heap of its own, and the source maps of every file it compiled,
 * kept for stack traces: ~80 MB of a ~390 MB process. Compiling once at build time takes a second or two.
 * `node --import tsx server/main.ts` still runs the sources as they are (tests, e2e, `npm run dev`, the CLIs).
 *
 * - Packages stay external, imported from node_modules at run time as under tsx: only our code is compiled, and
 *   native or WASM packages (argon2, PGlite) load their files from where they were installed.
 * - One output file per source file, in the same folders (server/demo/seed/first-start.ts → dist-api/demo/seed/first-start.js),
 *   so every path a module resolves from its own location holds in both: `new URL('../openapi.yaml',
 *   import.meta.url)` and `../package.json` from dist-api/ reach the repository root as they do from server/, and
 *   the first start forks its own file (`import.meta.url`), which loads the database and the seed, not the server.
 *   The built SPA (`dist/`, `dist-server/`) is found from the working directory (CLIENT_DIR), as before.
 * - The kernel (kernel/, the rules the browser shares, e.g. kernel/phone.ts) is compiled with the server's own files,
 *   into dist-api/kernel/ (outside preserveModulesRoot, it keeps its folder name); its packages stay external too.
 * - That first-start file is an entry of its own: the child runs it as a script, so it must exist whole under its
 *   own name, whatever the server itself uses of it.
 */
const output = await build({
  input: ['server/main.ts', 'server/demo/seed/first-start.ts'],
  platform: 'node',
  // Bare specifiers are packages; relative and absolute paths are our sources.
  external: /^[^./]/,
  logLevel: 'warn',
  output: {
    dir: 'dist-api',
    format: 'esm',
    // One file per source file, in the same folders: server/demo/seed/first-start.ts → dist-api/demo/seed/first-start.js.
    preserveModules: true,
    preserveModulesRoot: 'server',
    entryFileNames: '[name].js',
    // For `node --enable-source-maps` when a stack trace should point at the sources; not loaded otherwise.
    sourcemap: true,
    cleanDir: true,
  },
});

const chunks = output.output.filter((file) => file.type === 'chunk');
const kb = Math.round(chunks.reduce((sum, chunk) => sum + chunk.code.length, 0) / 1024);
console.info(`dist-api/: ${chunks.length} modules, ${kb} KB`);
