/** The demo boutique's site content as the seed writes it: banner links, video links and the promo codes. */
import { BANNER_TEXTS, VIDEO_TEXTS, type VideoText } from '../data/content.ts';
import { hashSeed, randomString, Rng } from './random.ts';

export interface BannerSpec {
  title: string;
  title_en: string;
  subtitle: string;
  subtitle_en: string;
  link: string;
}

/** `brandId` resolves a brand name to its id: banner links point at the catalogue filtered by brand_ids. */
export function banners(brandId: (name: string) => number): BannerSpec[] {
  return BANNER_TEXTS.map(({ title, title_en, subtitle, subtitle_en, ...target }) => ({
    title,
    title_en,
    subtitle,
    subtitle_en,
    link: 'brand' in target ? `/catalog?brand_ids=${brandId(target.brand)}` : target.link,
  }));
}

export type VideoSpec = VideoText & { video_url: string };

const VIDEO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/**
 * The client accepts a link only when it can extract an 11-character video id (part 2 §"Video"). The ids here
 * are deterministic placeholders in the platform's id alphabet, not real uploads: the channel link is a
 * placeholder in the spec too (part 1 §2.2 item 9).
 */
function videoUrl(index: number, format: VideoSpec['format']): string {
  const id = randomString(new Rng(hashSeed('video', index)), 11, VIDEO_ID_ALPHABET);
  return format === 'vertical' ? `https://www.youtube.com/shorts/${id}` : `https://www.youtube.com/watch?v=${id}`;
}


export const VIDEOS: readonly VideoSpec[] = VIDEO_TEXTS.map((video, i) => ({ ...video, video_url: videoUrl(i, video.format) }));

// ── promo codes ────────────────────────────────────────────────────────────────────────────────────────────

export interface PromoSpec {
  code: string;
  type: 'percent' | 'fixed';
  value: number;
  is_active: boolean;
  valid_until: Date | null;
}

/** SAVE10 and FIX50 are the codes the client also knows offline (part 2 §9); the other two test refusals. */
export const PROMO_CODES: readonly PromoSpec[] = [
  { code: 'SAVE10', type: 'percent', value: 10, is_active: true, valid_until: null },
  { code: 'FIX50', type: 'fixed', value: 50, is_active: true, valid_until: null },
  { code: 'WINTER2025', type: 'percent', value: 15, is_active: true, valid_until: new Date(Date.UTC(2026, 2, 1)) },
  { code: 'VIP20', type: 'percent', value: 20, is_active: false, valid_until: null },
];
