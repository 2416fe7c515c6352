/**
 * Story-only: watch-like previews as inline SVG (no network in the story runner), and the PickedPhoto list a
 * caller would build from object URLs.
 */
const TONES = [
  ['#2F3A45', '#B8975A'],
  ['#1F3B33', '#D9D2C3'],
  ['#3B2A22', '#C9A66B'],
  ['#20242B', '#8FA3B8'],
  ['#42362A', '#E8DCC4'],
  ['#2B2B2B', '#B8975A'],
] as const;

export function watchPreview(index: number): string {
  const [dial, ring] = TONES[index % TONES.length] ?? TONES[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#F3EDE3"/><rect x="48" y="4" width="24" height="112" rx="6" fill="#857E73"/><circle cx="60" cy="60" r="34" fill="${ring}"/><circle cx="60" cy="60" r="29" fill="${dial}"/><path d="M60 60V40M60 60l13 7" stroke="#FBF8F2" stroke-width="3" stroke-linecap="round"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const storyPhotos = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ key: `photo-${index}`, name: `nautilus-${index + 1}.jpg`, src: watchPreview(index) }));
