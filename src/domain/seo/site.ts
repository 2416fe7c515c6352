import type { Locale } from '../../../kernel/language.ts';

/** The wordmark in each language ("Москва · Дубай"), og:site_name and the titles' suffix. */
export const SITE_NAME: Readonly<Record<Locale, string>> = { ru: 'Москва · Дубай', en: 'Moscow · Dubai' };

const SITE_LINE: Readonly<Record<Locale, string>> = { ru: 'часы, украшения и сумки класса люкс', en: 'luxury watches, jewelry and bags' };

/** A social preview picture (og:image and its og:image:* properties). */
export interface SocialImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The site's own preview, 1200×630 (the Open Graph size), drawn by the server in the page's language
 * (server/media/og.ts).
 */
export function siteImage(locale: Locale): SocialImage {
  return { url: `/media/og/site-${locale}.png`, alt: `${SITE_NAME[locale]} — ${SITE_LINE[locale]}`, width: 1200, height: 630 };
}

/**
 * A piece's preview: its first picture as the PNG the server draws beside each SVG (`/media/…/{photo}.svg` →
 * `.png`, 1200×1200); a picture from elsewhere is taken as it is. Null when the piece has no picture.
 */
export function productImage(images: readonly string[], alt: string): SocialImage | null {
  const first = images[0];
  if (!first) return null;
  const url = /^\/media\/.+\.svg$/.test(first) ? first.replace(/(\.thumb)?\.svg$/, '.png') : first;
  return { url, alt, width: 1200, height: 1200 };
}
