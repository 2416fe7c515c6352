/** The boutique's social channels, in the order the pages list them. */
export const socialKinds = ['telegram', 'instagram', 'youtube'] as const;
export type SocialKind = (typeof socialKinds)[number];

/** One configured channel: the page shows only those with an address (issue 22 item 22: never `href="#"`). */
export type SocialLink = { kind: SocialKind; href: string };

/** The networks' own names: proper nouns, the same in every language. */
export const SOCIAL_NAMES: Readonly<Record<SocialKind, string>> = { telegram: 'Telegram', instagram: 'Instagram', youtube: 'YouTube' };
