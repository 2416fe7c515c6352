import type { AuthConfig } from '../config.ts';
import { BOOT_LOADER_SOURCE } from './boot-loader.ts';

type Directives = Record<string, string[] | null>;

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
