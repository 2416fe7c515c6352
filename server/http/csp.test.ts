import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_LOADER_SOURCE } from './boot-loader.ts';
import { contentSecurityPolicy, inlineScriptHashes, storybookPolicy } from './csp.ts';

const none = { telegramBotToken: undefined, firebaseProjectId: undefined, firebaseAuthDomain: undefined, firebaseEmulatorHost: undefined };

describe('Content-Security-Policy (issue 5: the sign-in providers work in a real browser, nothing else is opened)', () => {
  it('is same-origin for scripts and calls when no provider is configured', () => {
    const csp = contentSecurityPolicy(none);
    // Same-origin files, and the one inline script: the server-rendered page's loader, by its hash (issue 25).
    expect(csp.scriptSrc).toEqual(["'self'", BOOT_LOADER_SOURCE]);
    expect(csp.connectSrc).toEqual(["'self'"]);
    expect(csp.frameAncestors).toEqual(["'none'"]);
  });

  it("opens Telegram's widget script and oauth frame only when a bot is configured", () => {
    const csp = contentSecurityPolicy({ ...none, telegramBotToken: '123:abc' });
    expect(csp.scriptSrc).toContain('https://telegram.org');
    expect(csp.frameSrc).toContain('https://oauth.telegram.org');
    expect(csp.connectSrc).toEqual(["'self'"]);
  });

  it('opens the Firebase Auth hosts, reCAPTCHA and the auth domain for Firebase, and the emulator only when set', () => {
    const csp = contentSecurityPolicy({ ...none, firebaseProjectId: 'demo-boutique', firebaseAuthDomain: 'boutique.firebaseapp.com' });
    expect(csp.connectSrc).toEqual(expect.arrayContaining(['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']));
    expect(csp.scriptSrc).toContain('https://www.google.com/recaptcha/');
    expect(csp.frameSrc).toContain('https://boutique.firebaseapp.com');
    expect(csp.connectSrc?.some((source) => source.startsWith('http://'))).toBe(false);
    const dev = contentSecurityPolicy({ ...none, firebaseProjectId: 'demo-boutique', firebaseEmulatorHost: '127.0.0.1:9099' });
    expect(dev.connectSrc).toContain('http://127.0.0.1:9099');
  });

  it('admits the map preview: the OpenStreetMap embed as a frame and its one probe tile host as an image, nothing wider (issue 13)', () => {
    const csp = contentSecurityPolicy(none);
    expect(csp.frameSrc).toContain('https://www.openstreetmap.org');
    expect(csp.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(csp.connectSrc).toEqual(["'self'"]);
  });

  it('admits blob: images, and only images, so the picked photos preview on /watch-buyback and the home order form (issue 22 §8)', () => {
    for (const csp of [contentSecurityPolicy(none), contentSecurityPolicy({ ...none, telegramBotToken: '1:a', firebaseProjectId: 'demo-boutique' })]) {
      expect(csp.imgSrc).toContain('blob:');
      for (const [directive, sources] of Object.entries(csp)) {
        if (directive !== 'imgSrc') expect(sources ?? []).not.toContain('blob:');
      }
    }
  });
});

describe('the Storybook\'s policy (issue 29, /storybook/ only)', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes each inline script once, as the browser reads it, and never a script with a src', () => {
    const html = '<script>a()</script><SCRIPT type="module">\r\nimport "./x.js";\r\n</SCRIPT><script src="./y.js"></script><script type="module" crossorigin src=./z.js></script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\nimport "./x.js";\n')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it('is the shop\'s with scripts by hash instead of the providers\', and framing by this origin', () => {
    const shop = contentSecurityPolicy({ ...none, telegramBotToken: '123:abc' });
    const policy = storybookPolicy(shop, [sha('a()')]);
    expect(policy.scriptSrc).toEqual(["'self'", sha('a()')]);
    expect(policy.frameAncestors).toEqual(["'self'"]);
    expect({ ...policy, scriptSrc: shop.scriptSrc, frameAncestors: shop.frameAncestors }).toEqual(shop);
    expect(shop.frameAncestors).toEqual(["'none'"]);
  });
});
