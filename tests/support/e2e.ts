import { test, type Page } from '@playwright/test';

/** Shared helpers of the browser tests (tests/e2e). */

/** Whether the running Playwright project is the 375 px phone one (playwright.config.ts). */
export const isMobile = (): boolean => test.info().project.name === 'mobile';

/**
 * Collects what the page reports as errors (console errors and uncaught exceptions), for a test to expect none.
 * `allow404` ignores the browser's own line for a resource answered 404 (a page that asks for a missing item).
 */
export function collectErrors(page: Page, { allow404 = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (allow404 && /Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}
