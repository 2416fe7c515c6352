import { escapeXml, svgNumber, polar, svgDocument } from './svg.ts';

/**
 * The site's social preview (issue 22 item 25): a 1200×630 card — the Open Graph size every network crops to — with
 * the wordmark and the line under it in the page's language, beside the banners' drawn watch at 10:10. Served as a
 * PNG (media/raster.ts); the text is set in the site's display face, Cormorant Garamond.
 */
export type OgLocale = 'ru' | 'en';

export const SITE_CARD = { width: 1200, height: 630 } as const;

const WORDS: Readonly<Record<OgLocale, { city1: string; city2: string; line: string; detail: string }>> = {
  ru: { city1: 'Москва', city2: 'Дубай', line: 'Часы, украшения и сумки класса люкс', detail: 'Оригиналы с документами · конфиденциальные сделки' },
  en: { city1: 'Moscow', city2: 'Dubai', line: 'Luxury watches, jewelry and bags', detail: 'Authentic pieces with papers · confidential deals' },
};

const INK = '#f5f0e6';
const GOLD = '#d9c49b';
const SUB = '#cbbd9f';

/** The card as an SVG document (the graphite and champagne of the banners). */
export function renderSiteCard(locale: OgLocale): string {
  const { width, height } = SITE_CARD;
  const words = WORDS[locale];
  const defs =
    `<linearGradient id="og-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c1b20"/><stop offset="1" stop-color="#3d362d"/></linearGradient>` +
    `<radialGradient id="og-l" cx=".8" cy=".45" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  let body = `<rect width="${width}" height="${height}" fill="url(#og-g)"/><rect width="${width}" height="${height}" fill="url(#og-l)"/>`;
  body += `<rect x="22" y="22" width="${width - 44}" height="${height - 44}" fill="none" stroke="${GOLD}" stroke-width="1.5" opacity=".35"/>`;

  // The watch: case rings, hour indices, hands at 10:10, the crown at three.
  const centreX = 930;
  const centreY = 315;
  const radius = 190;
  let watch = `<g fill="none" stroke="${GOLD}">`;
  watch += `<circle cx="${centreX}" cy="${centreY}" r="${radius + 26}" stroke-width="1.5" opacity=".35"/>`;
  watch += `<circle cx="${centreX}" cy="${centreY}" r="${radius}" stroke-width="3" opacity=".85"/>`;
  watch += `<circle cx="${centreX}" cy="${centreY}" r="${radius - 12}" stroke-width="1" opacity=".5"/>`;
  for (let hour = 0; hour < 12; hour += 1) {
    const [x1, y1] = polar(radius - 26, hour * 30);
    const [x2, y2] = polar(radius - (hour % 3 === 0 ? 62 : 48), hour * 30);
    watch += `<path d="M${svgNumber(centreX + x1)} ${svgNumber(centreY + y1)}L${svgNumber(centreX + x2)} ${svgNumber(centreY + y2)}" stroke-width="${hour % 3 === 0 ? 7 : 4}" stroke-linecap="round"/>`;
  }
  watch += `</g>`;
  const hand = (deg: number, len: number, width: number) => {
    const [left, y] = polar(len, deg);
    return `<path d="M${centreX} ${centreY}l${svgNumber(left)} ${svgNumber(y)}" stroke="${GOLD}" stroke-width="${width}" stroke-linecap="round"/>`;
  };
  watch += hand(305, 95, 9) + hand(60, 145, 6) + hand(200, 158, 2);
  watch += `<circle cx="${centreX}" cy="${centreY}" r="8" fill="${GOLD}"/>`;
  watch += `<rect x="${centreX + radius + 3}" y="${centreY - 15}" width="22" height="30" rx="5" fill="${GOLD}" opacity=".8"/>`;
  body += watch;

  // The wordmark and its lines, on the left.
  const x = 96;
  body += `<path d="M${x} 200H${x + 70}" stroke="${GOLD}" stroke-width="2"/><path d="M${x + 84} 194l6 6-6 6-6-6z" fill="${GOLD}"/>`;
  body +=
    `<text x="${x}" y="318" font-size="92" fill="${INK}">${escapeXml(words.city1)}` +
    // No-break spaces: SVG collapses a tspan's leading and trailing spaces into its neighbours.
    `<tspan fill="${GOLD}">\u00a0·\u00a0</tspan>${escapeXml(words.city2)}</text>`;
  body += `<text x="${x}" y="390" font-size="38" fill="${SUB}">${escapeXml(words.line)}</text>`;
  body += `<text x="${x}" y="450" font-size="24" letter-spacing="1" fill="${SUB}" opacity=".85">${escapeXml(words.detail)}</text>`;
  return svgDocument({ width, height, viewWidth: width, viewHeight: height }, `${words.city1} · ${words.city2} — ${words.line}`, defs, body);
}
