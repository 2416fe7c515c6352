import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_LOADER, BOOT_LOADER_SOURCE, BOOT_SCRIPTS_ID, deferScripts } from './boot-loader.ts';
import { contentSecurityPolicy } from './csp.ts';

const page = [
  '<html><head><title>t</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shared-2.js">',
  '<style>a{}</style><link rel="modulepreload" crossorigin href="/assets/Home-3.js"><link rel="modulepreload" crossorigin href="/assets/shared-2.js">',
  '</head><body><div id="root"><a href="/catalog">x</a></div></body></html>',
].join('\n');

describe('issue 25: a server-rendered page asks for its scripts after the first paint', () => {
  it('moves the entry and every module preload (once each) from the head into the loader’s list at the end of the body', () => {
    const html = deferScripts(page);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const list = new RegExp(`<script type="application/json" id="${BOOT_SCRIPTS_ID}">(.*?)</script><script>(.*?)</script></body>`).exec(html);
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual(['/assets/index-1.js', '/assets/shared-2.js', '/assets/Home-3.js']);
    expect(list?.[2]).toBe(BOOT_LOADER);
    // The rest of the page is untouched: its styles and its markup.
    expect(html).toContain('<style>a{}</style>');
    expect(html).toContain('<div id="root"><a href="/catalog">x</a></div>');
  });

  it('leaves a page without a module entry as it was', () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    expect(deferScripts(html)).toBe(html);
  });

  it('the policy admits the loader by its hash, and no other inline script', () => {
    const digest = createHash('sha256').update(BOOT_LOADER).digest('base64');
    expect(BOOT_LOADER_SOURCE).toBe(`'sha256-${digest}'`);
    const policy = contentSecurityPolicy({ telegramBotToken: undefined, firebaseProjectId: undefined, firebaseAuthDomain: undefined, firebaseEmulatorHost: undefined });
    expect(policy.scriptSrc).toEqual(["'self'", BOOT_LOADER_SOURCE]);
    expect(policy.scriptSrc).not.toContain("'unsafe-inline'");
  });
});
