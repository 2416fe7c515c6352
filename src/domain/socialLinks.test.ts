import { describe, expect, it } from 'vitest';
import { socialChannelsOf } from './socialLinks.ts';

describe('socialChannelsOf (issue 22 item 22)', () => {
  it('lists the configured channels in a fixed order, with their addresses', () => {
    expect(
      socialChannelsOf({
        SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@moscowdubai',
        SOCIAL_TELEGRAM_URL: ' https://t.me/moscow_dubai_watches ',
      }),
    ).toEqual([
      { kind: 'telegram', href: 'https://t.me/moscow_dubai_watches' },
      { kind: 'youtube', href: 'https://www.youtube.com/@moscowdubai' },
    ]);
  });

  it('leaves out a channel without an http(s) address: nothing set gives no channel, never "#"', () => {
    expect(socialChannelsOf({})).toEqual([]);
    expect(socialChannelsOf({ SOCIAL_TELEGRAM_URL: '', SOCIAL_INSTAGRAM_URL: '#', SOCIAL_YOUTUBE_URL: 'javascript:alert(1)' })).toEqual([]);
  });
});
