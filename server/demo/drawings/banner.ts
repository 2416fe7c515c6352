/**
 * Editorial banner artwork: a wide gradient panel with a decorative watch silhouette and quiet guilloché arcs.
 * No text is drawn (issue 10 item 14): the banner's title and subtitle are shown by the page as HTML, localised.
 * The title and subtitle still seed the palette and layout, so each banner keeps its own look.
 */
import { polar, svgDocument, svgNumber } from '../../media/svg.ts';
import { type Variant, idPrefix, pick, seeded } from './studio.ts';

export interface BannerInput {
  id: number;
  title: string;
  subtitle: string | null;
  variant: Variant;
}

interface Palette {
  from: string;
  to: string;
  accent: string;
  text: string;
  sub: string;
}

const PALETTES: readonly Palette[] = [
  { from: '#1c1b20', to: '#3d362d', accent: '#d9c49b', text: '#f5f0e6', sub: '#cbbd9f' }, // graphite / champagne
  { from: '#f8f3ea', to: '#e4d7c2', accent: '#a8843f', text: '#221f1b', sub: '#6f6251' }, // ivory / gold
  { from: '#111a2c', to: '#2b3654', accent: '#d6bd8a', text: '#f3efe6', sub: '#bfc4d4' }, // midnight / champagne
  { from: '#260d13', to: '#5a1f2b', accent: '#e2c690', text: '#f7efe4', sub: '#dcc3b4' }, // bordeaux / gold
];

export function renderBanner(input: BannerInput): string {
  const thumb = input.variant === 'thumb';
  const random = seeded('banner', input.id, input.title, input.subtitle ?? '');
  const prefix = idPrefix('n', input.id, 0, thumb ? 'thumb' : 'full');
  const palette = pick(PALETTES, random);
  const canvas = thumb ? { width: 480, height: 192, viewWidth: 1600, viewHeight: 640 } : { width: 1600, height: 640, viewWidth: 1600, viewHeight: 640 };

  const defs: string[] = [
    `<linearGradient id="${prefix}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="${prefix}l" cx=".78" cy=".45" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  ];
  let body = `<rect width="1600" height="640" fill="url(#${prefix}g)"/><rect width="1600" height="640" fill="url(#${prefix}l)"/>`;

  // decorative watch: concentric rings, minute track, indices and hands at 10:10
  const cx = 1250 + Math.floor(random() * 40);
  const cy = 320;
  const radius = 240;
  const accent = palette.accent;
  let watch = `<g fill="none" stroke="${accent}">`;
  watch += `<circle cx="${cx}" cy="${cy}" r="${radius + 30}" stroke-width="1.5" opacity=".35"/>`;
  watch += `<circle cx="${cx}" cy="${cy}" r="${radius}" stroke-width="3" opacity=".8"/>`;
  watch += `<circle cx="${cx}" cy="${cy}" r="${radius - 14}" stroke-width="1" opacity=".5"/>`;
  if (!thumb) {
    const trackRadius = radius - 26;
    const tickPitch = (2 * Math.PI * trackRadius) / 60;
    watch += `<circle cx="${cx}" cy="${cy}" r="${trackRadius}" stroke-width="14" stroke-dasharray="1.5 ${svgNumber(tickPitch - 1.5)}" stroke-dashoffset=".75" opacity=".55"/>`;
  }
  const indexRadius = radius - 44;
  const indexPitch = (2 * Math.PI * (indexRadius - 22)) / 12;
  watch += `<circle cx="${cx}" cy="${cy}" r="${indexRadius - 22}" stroke-width="44" stroke-dasharray="7 ${svgNumber(indexPitch - 7)}" stroke-dashoffset="3.5" opacity=".85"/>`;
  watch += `</g>`;
  const hand = (deg: number, len: number, width: number) => {
    const [x, y] = polar(len, deg);
    return `<path d="M${cx} ${cy}l${svgNumber(x)} ${svgNumber(y)}" stroke="${accent}" stroke-width="${width}" stroke-linecap="round"/>`;
  };
  watch += hand(305, 120, 10) + hand(60, 180, 7) + hand(200, 195, 2);
  watch += `<circle cx="${cx}" cy="${cy}" r="9" fill="${accent}"/>`;
  // crown at three o'clock
  watch += `<rect x="${cx + radius + 4}" y="${cy - 18}" width="26" height="36" rx="6" fill="${accent}" opacity=".8"/>`;
  body += `<g opacity=".9">${watch}</g>`;
  // a faint second echo of the case for depth
  if (!thumb) body += `<circle cx="${cx - 40}" cy="${cy + 30}" r="${radius + 90}" fill="none" stroke="${accent}" stroke-width="1" opacity=".15"/>`;

  // Issue 10 item 14: the artwork carries no text at all — the headline is HTML over it, in the page's language.
  // The left side, where the page sets the headline, holds only a quiet guilloché of arcs from the lower corner.
  let arcs = `<g fill="none" stroke="${accent}" opacity=".16">`;
  for (let i = 0; i < (thumb ? 4 : 9); i += 1) arcs += `<circle cx="-80" cy="760" r="${260 + i * 70}" stroke-width="${i % 3 === 0 ? 2 : 1}"/>`;
  arcs += `</g>`;
  body += arcs;
  // eyebrow rule with a small diamond, where a headline would start
  const left = 120;
  const top = 150;
  body += `<path d="M${left} ${top}H${left + 70}" stroke="${accent}" stroke-width="2"/><path d="M${left + 84} ${top - 6}l6 6-6 6-6-6z" fill="${accent}"/>`;
  // hairline frame
  if (!thumb) body += `<rect x="24" y="24" width="1552" height="592" fill="none" stroke="${accent}" stroke-width="1.5" opacity=".35"/>`;

  // Decorative: no <title> either (the page shows the banner's title as text; the <img> has alt="").
  return svgDocument(canvas, '', defs.join(''), body);
}
