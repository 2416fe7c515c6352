/**
 * Editorial banner: a wide gradient panel with a decorative watch silhouette,
 * a serif title and a letter-spaced subtitle.
 */
import { type Variant, clip, escapeXml, idPrefix, n, pick, polar, seeded, svgDocument, textWidthEm } from './svg.ts';

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

/** Split a title into at most `maxLines` lines of roughly `perLine` ems. */
function wrap(text: string, maxEm: number, maxLines: number, ls = 0): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && textWidthEm(next, ls) > maxEm) {
      lines.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`;
    // truncate the last line with an ellipsis
    let last = kept[maxLines - 1]!;
    while (textWidthEm(`${last}…`, ls) > maxEm && last.length > 1) last = last.slice(0, -1).trimEnd();
    kept[maxLines - 1] = `${last}…`;
    return kept;
  }
  return lines;
}

export function renderBanner(input: BannerInput): string {
  const thumb = input.variant === 'thumb';
  const rnd = seeded('banner', input.id, input.title, input.subtitle ?? '');
  const p = idPrefix('n', input.id, 0, thumb ? 'thumb' : 'full');
  const pal = pick(PALETTES, rnd);
  const canvas = thumb ? { w: 480, h: 192, vw: 1600, vh: 640 } : { w: 1600, h: 640, vw: 1600, vh: 640 };

  const defs: string[] = [
    `<linearGradient id="${p}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.from}"/><stop offset="1" stop-color="${pal.to}"/></linearGradient>`,
    `<radialGradient id="${p}l" cx=".78" cy=".45" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  ];
  let body = `<rect width="1600" height="640" fill="url(#${p}g)"/><rect width="1600" height="640" fill="url(#${p}l)"/>`;

  // decorative watch: concentric rings, minute track, indices and hands at 10:10
  const cx = 1250 + Math.floor(rnd() * 40);
  const cy = 320;
  const R = 240;
  const a = pal.accent;
  let w = `<g fill="none" stroke="${a}">`;
  w += `<circle cx="${cx}" cy="${cy}" r="${R + 30}" stroke-width="1.5" opacity=".35"/>`;
  w += `<circle cx="${cx}" cy="${cy}" r="${R}" stroke-width="3" opacity=".8"/>`;
  w += `<circle cx="${cx}" cy="${cy}" r="${R - 14}" stroke-width="1" opacity=".5"/>`;
  if (!thumb) {
    const rr = R - 26;
    const per = (2 * Math.PI * rr) / 60;
    w += `<circle cx="${cx}" cy="${cy}" r="${rr}" stroke-width="14" stroke-dasharray="1.5 ${n(per - 1.5)}" stroke-dashoffset=".75" opacity=".55"/>`;
  }
  const ri = R - 44;
  const per12 = (2 * Math.PI * (ri - 22)) / 12;
  w += `<circle cx="${cx}" cy="${cy}" r="${ri - 22}" stroke-width="44" stroke-dasharray="7 ${n(per12 - 7)}" stroke-dashoffset="3.5" opacity=".85"/>`;
  w += `</g>`;
  const hand = (deg: number, len: number, wdt: number) => {
    const [x, y] = polar(len, deg);
    return `<path d="M${cx} ${cy}l${n(x)} ${n(y)}" stroke="${a}" stroke-width="${wdt}" stroke-linecap="round"/>`;
  };
  w += hand(305, 120, 10) + hand(60, 180, 7) + hand(200, 195, 2);
  w += `<circle cx="${cx}" cy="${cy}" r="9" fill="${a}"/>`;
  // crown at three o'clock
  w += `<rect x="${cx + R + 4}" y="${cy - 18}" width="26" height="36" rx="6" fill="${a}" opacity=".8"/>`;
  body += `<g opacity=".9">${w}</g>`;
  // a faint second echo of the case for depth
  if (!thumb) body += `<circle cx="${cx - 40}" cy="${cy + 30}" r="${R + 90}" fill="none" stroke="${a}" stroke-width="1" opacity=".15"/>`;

  // text block
  const x = 120;
  const maxTitleW = 800;
  let fs = 76;
  const titleText = clip(input.title, 160);
  let lines = wrap(titleText, maxTitleW / fs, 2);
  if (lines.length > 1) {
    fs = 64;
    lines = wrap(titleText, maxTitleW / fs, 2);
  }
  const widest = Math.max(...lines.map((l) => textWidthEm(l)));
  if (widest * fs > maxTitleW) fs = Math.max(36, maxTitleW / widest);
  const sub = clip(input.subtitle, 240);
  const subFs = 26;
  const subLines = sub ? wrap(sub.toUpperCase(), 780 / subFs, 2, 0.18) : [];
  const blockH = lines.length * fs * 1.12 + (subLines.length ? 40 + subLines.length * subFs * 1.5 : 0) + 48;
  let y = Math.max(90, 320 - blockH / 2) + 24;
  // eyebrow rule with a small diamond
  body += `<path d="M${x} ${n(y)}H${x + 70}" stroke="${a}" stroke-width="2"/><path d="M${x + 84} ${n(y - 6)}l6 6-6 6-6-6z" fill="${a}"/>`;
  y += 24 + fs * 0.82;
  let t = '';
  for (const [i, line] of lines.entries()) t += `<tspan x="${x}" y="${n(y + i * fs * 1.12)}">${escapeXml(line)}</tspan>`;
  body += `<text font-size="${n(fs)}" fill="${pal.text}">${t}</text>`;
  y += (lines.length - 1) * fs * 1.12;
  if (subLines.length) {
    y += 30 + subFs;
    let st = '';
    for (const [i, line] of subLines.entries()) st += `<tspan x="${x}" y="${n(y + i * subFs * 1.5)}">${escapeXml(line)}</tspan>`;
    body += `<text font-size="${subFs}" letter-spacing="${n(subFs * 0.18)}" fill="${pal.sub}">${st}</text>`;
  }
  // hairline frame
  if (!thumb) body += `<rect x="24" y="24" width="1552" height="592" fill="none" stroke="${a}" stroke-width="1.5" opacity=".35"/>`;

  const title = input.subtitle ? `${input.title} — ${input.subtitle}` : input.title;
  return svgDocument(canvas, title, defs.join(''), body);
}
