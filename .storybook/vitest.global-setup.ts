import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.ts';

/**
 * Runs in Node before the `storybook` project starts its browser. Without Chromium the run must fail loudly
 * with the fix, never skip: Playwright's own error would suggest `playwright install`, which we never use.
 */
export default function assertChromium(): void {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new Error(
      `Story tests need Debian's Chromium at ${CHROMIUM_PATH}, and it is missing. ` +
        'Install it with `apt-get install -y chromium` (never `playwright install`), then run again.',
    );
  }
}
