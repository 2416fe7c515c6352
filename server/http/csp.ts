import { createHash } from 'node:crypto';
import type { AuthConfig } from '../config.ts';
import { BOOT_LOADER_SOURCE } from './boot-loader.ts';

export type Directives = Record<string, string[] | null>;

/**
 * The page's Content-Security-Policy. Everything the SPA needs is same-origin; the only outside origins are the
 * embedded maps and videos of part 2 and, when they are configured, the sign-in providers: Telegram's login
 * widget (its script and its oauth frame) and Firebase Auth (its REST hosts, the reCAPTCHA the phone method
 * runs invisibly, and the auth domain's frame used by Google sign-in; in development the local emulator). A
 * provider that is not configured gets nothing, so the default policy stays as tight as the shop allows.
 */
export function contentSecurityPolicy(auth: Pick<AuthConfig, 'telegramBotToken' | 'firebaseProjectId' | 'firebaseAuthDomain' | 'firebaseEmulatorHost'>): Directives {
  // The one inline script: the server-rendered page's loader (./boot-loader.ts), admitted by its hash.
  const script = ["'self'", BOOT_LOADER_SOURCE];
  const connect = ["'self'"];
  // Exactly the embed hosts the pages frame: the video gallery's player and the map previews.
  const frame = ["'self'", 'https://www.youtube-nocookie.com', 'https://www.openstreetmap.org'];
  // The map preview's probe (src/runtime/mapAvailability.ts) loads one OpenStreetMap tile to learn whether the embed frame
  // can load; that single host, not the tile CDN's wildcard, is all it needs.
  // `blob:` is the photo previews of the buyback and order request forms (object URLs of the files the shopper
  // picked, never fetched from anywhere); it is admitted for images only, never for scripts, frames or calls.
  const img = ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'];
  if (auth.telegramBotToken) {
    script.push('https://telegram.org');
    frame.push('https://oauth.telegram.org');
    // The widget shows the Telegram user's avatar.
    img.push('https://t.me', 'https://cdn4.telegram-cdn.org', 'https://cdn5.telegram-cdn.org');
  }
  if (auth.firebaseProjectId) {
    script.push('https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    connect.push('https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com');
    frame.push('https://www.google.com', 'https://recaptcha.google.com');
    if (auth.firebaseAuthDomain) frame.push(`https://${auth.firebaseAuthDomain}`);
    if (auth.firebaseEmulatorHost) {
      // Development and tests only (config.ts refuses the emulator in production).
      connect.push(`http://${auth.firebaseEmulatorHost}`);
      frame.push(`http://${auth.firebaseEmulatorHost}`);
    }
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: script,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: img,
    fontSrc: ["'self'"],
    connectSrc: connect,
    frameSrc: frame,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * The `'sha256-…'` source of each inline script of a page (a `<script src>` is covered by `'self'`), as the
 * browser hashes it: the text between the tags, line ends as the HTML parser leaves them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Issue 29: the policy of the built Storybook served at /storybook/ (server/plugins/storybook.ts), never of a page
 * of the shop. It is the shop's own with two changes, the least its manager and preview need: scripts are this
 * origin's plus the inline ones of the build's pages, each admitted by its hash (the globals the manager and
 * preview set before loading; the build has no eval, so no `'unsafe-eval'` and no `'unsafe-inline'`), none of the
 * sign-in providers'; and it may be framed by this origin, because the manager shows each story in an iframe of
 * /storybook/iframe.html (the shop's pages may be framed by nobody).
 */
export function storybookPolicy(shop: Directives, inlineScripts: readonly string[]): Directives {
  return { ...shop, scriptSrc: ["'self'", ...inlineScripts], frameAncestors: ["'self'"] };
}
