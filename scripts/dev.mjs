// `npm run dev`: the API in watch mode on :8080 (PORT) and Vite on :5173 (DEV_PORT) with /api and /media proxied
// to it. tests/e2e/devpanel.spec.ts runs exactly this on ports of its own.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const clientPort = process.env.DEV_PORT;
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite', ...(clientPort ? ['--port', clientPort, '--strictPort'] : [])], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: process.env.API_URL ?? `http://localhost:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
