/**
 * Debian's Chromium drives the story tests (never a browser downloaded by `playwright install`).
 * CHROMIUM_PATH overrides the location for a machine that keeps it elsewhere.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
