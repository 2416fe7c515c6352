import type { GalleryPhoto } from './ProductGallery.tsx';

/** Offline photos for stories: a watch face drawn as an SVG data URL, one tint per photo. */
export function storyPhoto(n: number): GalleryPhoto {
  const tints = ['#23211E', '#7A5A1F', '#2B5A86', '#2E6A3E', '#5F5A52', '#A3302A', '#B8975A'];
  const tint = tints[n % tints.length] ?? '#23211E';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#FBF8F2"/><rect x="82" y="10" width="36" height="180" rx="8" fill="${tint}" opacity="0.35"/><circle cx="100" cy="100" r="58" fill="#fff" stroke="${tint}" stroke-width="8"/><line x1="100" y1="100" x2="100" y2="62" stroke="${tint}" stroke-width="5"/><line x1="100" y1="100" x2="128" y2="112" stroke="${tint}" stroke-width="4"/><text x="100" y="150" font-size="16" text-anchor="middle" fill="${tint}">${n + 1}</text></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { imageUrl: url, thumbnailUrl: url };
}
