import type { FullConfig } from '@playwright/test';
import { DEV_SERVER_ENV, startE2eServer } from './e2eServer.ts';

/**
 * Playwright's global setup (playwright.config.ts): the development servers the journeys share, one per parallel
 * slot (`workers`), booted together before the first test. A worker takes the server of its `parallelIndex`
 * (tests/support/e2e.ts `devServer`), which no other worker holds at the same time, so one server serves one
 * worker at a time, across both projects and across worker restarts, and none boots on the run's critical path.
 */
export default async function globalSetup(config: FullConfig): Promise<() => void> {
  const servers = await Promise.all(Array.from({ length: config.workers }, (_, slot) => startE2eServer(`dev-${slot}`, DEV_SERVER_ENV)));
  process.env.E2E_DEV_SERVERS = JSON.stringify(servers.map((server) => server.base));
  return () => {
    for (const server of servers) server.stop();
  };
}
