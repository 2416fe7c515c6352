/**
 * The boutique's social channels (issue 22 item 22), from the build's configuration: `SOCIAL_TELEGRAM_URL`,
 * `SOCIAL_INSTAGRAM_URL`, `SOCIAL_YOUTUBE_URL` (vite.config.ts exposes the `SOCIAL_` prefix; the server's render
 * bundle is built with the same values, so the server's HTML and the browser's agree). A channel without an
 * http(s) address is left out, and the pages hide their social blocks when none is left: no `href="#"`.
 */
export type SocialChannel = { kind: 'telegram' | 'instagram' | 'youtube'; href: string };

type SocialEnv = Partial<Record<'SOCIAL_TELEGRAM_URL' | 'SOCIAL_INSTAGRAM_URL' | 'SOCIAL_YOUTUBE_URL', string | undefined>>;

const httpUrl = (value: string | undefined): string | null => {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** The configured channels, Telegram, Instagram, YouTube in that order. */
export function socialChannelsOf(env: SocialEnv): SocialChannel[] {
  const channels: [SocialChannel['kind'], string | undefined][] = [
    ['telegram', env.SOCIAL_TELEGRAM_URL],
    ['instagram', env.SOCIAL_INSTAGRAM_URL],
    ['youtube', env.SOCIAL_YOUTUBE_URL],
  ];
  return channels.flatMap(([kind, value]) => {
    const href = httpUrl(value);
    return href ? [{ kind, href }] : [];
  });
}

/** This build's channels. */
export const SOCIAL_CHANNELS: readonly SocialChannel[] = socialChannelsOf(import.meta.env as SocialEnv);
