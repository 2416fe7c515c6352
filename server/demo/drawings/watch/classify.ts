/** From a catalogue row to a drawing's decisions: dial colour, case shape, bezel, hands, markers, metals, strap and geometry. */
import { darken, isTwoTone, luminance, metalKind, METALS, mix } from '../palette.ts';
import { type Random, clamp, norm } from '../studio.ts';
import { type Bezel, type DialSpec, type Hands, type Markers, type Shape, type StrapKind, type WatchDrawing, type WatchInput } from './drawing.ts';

/* ------------------------------------------------------------ dial colour */

const DIAL_TABLE: readonly (readonly [RegExp, string, string])[] = [
  [/skelet|скелет|openwork|ажур/, 'skeleton', '#2a2b30'],
  [/mother|nacre|перламутр|\bmop\b|pearl/, 'mop', '#f0eae3'],
  [/ice|голуб|light blue|sky|небесн|glacier/, 'iceblue', '#b7d5e2'],
  [/navy|midnight|темно-син|dark blue|полуноч/, 'navy', '#17243f'],
  [/blue|син|bleu|azur|азур/, 'blue', '#1c3f7d'],
  [/salmon|лосос|copper|медн/, 'salmon', '#e39f84'],
  [/champagne|шампан/, 'champagne', '#d8c397'],
  [/silver|серебр|argent|opalin|опалин/, 'silver', '#cdd0d4'],
  [/anthracite|антрацит|slate|графит|graphite|rhodium|родий/, 'anthracite', '#393c42'],
  [/grey|gray|сер|gris/, 'grey', '#71757b'],
  [/burgundy|bordeaux|бордо|wine|oxblood|вишн/, 'burgundy', '#5d1a26'],
  [/brown|chocolate|коричн|шоколад|tobacco|табач/, 'brown', '#5a3924'],
  [/green|зелен|olive|оливк|khaki|хаки/, 'green', '#1e4a35'],
  [/turquoise|tiffany|бирюз/, 'turquoise', '#3eafa7'],
  [/ivory|cream|крем|слонов|eggshell|beige|беж/, 'ivory', '#ede3cd'],
  [/white|бел|blanc|lacquer/, 'white', '#f4f2ed'],
  [/black|черн|noir|onyx|оникс/, 'black', '#141518'],
  [/gold|золот/, 'gold', '#c8a14d'],
  [/pink|розов/, 'pink', '#e7b6bd'],
  [/purple|violet|фиолет|сирен|aubergine|баклаж/, 'purple', '#4a2a5e'],
  [/orange|оранж/, 'orange', '#d6642c'],
  [/red|красн/, 'red', '#8b1c21'],
  [/yellow|желт/, 'yellow', '#e2bf3a'],
];

const DEFAULT_DIAL: DialSpec = { key: 'navy', base: '#17243f', kind: 'plain' };

/** Map a dial colour name (Russian or English) to a base fill colour. */
export function dialColor(name: string | null | undefined): DialSpec {
  const text = norm(name);
  if (!text) return DEFAULT_DIAL;
  for (const [pattern, key, base] of DIAL_TABLE) {
    if (pattern.test(text)) {
      const kind = key === 'skeleton' ? 'skeleton' : key === 'mop' ? 'mop' : 'plain';
      return { key, base, kind };
    }
  }
  return DEFAULT_DIAL;
}

const LEATHER_COLOURS: readonly (readonly [RegExp, string])[] = [
  [/black|черн|noir/, '#19181b'],
  [/cognac|коньяч|tan|camel|кэмел|honey|медов/, '#8a5430'],
  [/brown|коричн|chocolate|шоколад|havana|гавана/, '#4e2e1c'],
  [/navy|темно-син|midnight/, '#1b2540'],
  [/blue|син|bleu/, '#22386a'],
  [/green|зелен|olive|khaki/, '#25442f'],
  [/grey|gray|сер/, '#55585e'],
  [/burgundy|bordeaux|бордо|oxblood/, '#561a24'],
  [/red|красн/, '#8a1e24'],
  [/white|бел|ivory|cream|беж|beige/, '#e9e3d8'],
  [/orange|оранж/, '#c9642b'],
];

export function classify(input: WatchInput, random: Random): Omit<WatchDrawing, 'prefix' | 'thumb' | 'lite' | 'boxed' | 'reduced' | 'random' | 'defs' | 'once'> {
  const brandText = norm(input.brand);
  const modelText = norm(input.model);
  const dial = dialColor(input.dialColor);
  const dark = luminance(dial.base) < 0.55 || dial.kind === 'skeleton';

  let shape: Shape = 'round';
  if (/tank|cintr|crash|panthere .*rect/.test(modelText)) shape = 'tank';
  else if (/reverso/.test(modelText)) shape = 'reverso';
  else if (/santos|monaco|panth|big bang square|square|carre|квадрат/.test(modelText)) shape = 'square';
  else if (/royal oak|laureato|octo/.test(modelText)) shape = 'oct';
  else if (/nautilus|aquanaut|overseas|polo|ingenieur/.test(modelText)) shape = 'naut';

  let bezel: Bezel = 'plain';
  if (shape !== 'round') bezel = 'none';
  else if (/gmt|pepsi|batman|sprite/.test(modelText)) bezel = 'gmt';
  else if (/speedmaster|daytona|tachy|carrera|el primero|moonwatch/.test(modelText)) bezel = 'tachy';
  else if (
    /submariner|sea-?dweller|deepsea|seamaster|diver|дайвер|planet ocean|fathoms|black bay|pelagos|aquaracer|superocean|yacht|ocean|tuna|prospex|marine|hydroconquest|bathyscaphe/.test(
      modelText,
    )
  )
    bezel = 'diver';
  else if (/datejust|day-?date|sky-?dweller|president|pearlmaster/.test(modelText)) bezel = 'fluted';

  // openworked dials show the movement instead of subdials
  const chrono = dial.kind !== 'skeleton' && /chrono|хроно|daytona|speedmaster|carrera|el primero|navitimer|moonwatch|5170|5270/.test(modelText);
  const sports = bezel === 'diver' || bezel === 'gmt' || bezel === 'tachy' || shape === 'oct' || shape === 'naut';
  const dress = /patek|lange|vacheron|breguet|jaeger|blancpain|piaget|chopard|glash|montblanc|audemars|ulysse|parmigiani|moser/.test(brandText);
  const cartier = /cartier|картье/.test(brandText);
  const rolex = /rolex|ролекс/.test(brandText);

  let markers: Markers = 'baton';
  if (cartier) markers = 'roman';
  else if (rolex && (bezel === 'diver' || bezel === 'gmt')) markers = 'dot';
  else if (!sports && !chrono && (shape === 'tank' || shape === 'reverso')) markers = random() < 0.6 ? 'roman' : 'baton';
  else if (!sports && !chrono && dress && !dark && random() < 0.4) markers = 'roman';
  else random();

  let hands: Hands = 'baton';
  if (cartier || (markers === 'roman' && !sports)) hands = 'sword';
  else if (rolex && bezel !== 'tachy') hands = 'merc';
  else if (dress && !sports) hands = 'dauph';

  const date =
    !chrono &&
    markers !== 'roman' &&
    dial.kind !== 'skeleton' &&
    (/date|seamaster|aquaracer|black bay|5711|5712|15500|15202/.test(modelText) ? !/no[- ]?date/.test(modelText) : random() < 0.3);

  /* metals */
  const caseKind = metalKind(input.caseMaterial);
  const twoTone = isTwoTone(input.caseMaterial);
  const metal = twoTone ? METALS.steel : METALS[caseKind];
  const accent = twoTone ? METALS[/rose|everose|розов/.test(norm(input.caseMaterial)) ? 'rose' : 'yellow'] : metal;

  /* strap */
  const strapText = norm(input.strapMaterial);
  let strap: StrapKind = 'leather';
  if (/rubber|каучук|резин|oysterflex|silicone|силикон/.test(strapText)) strap = 'rubber';
  else if (/alligator|аллигатор|croc|крокод/.test(strapText)) strap = 'alligator';
  else if (/leather|кож|calf|телят|ostrich|страус|suede|замш|lizard|ящер/.test(strapText)) strap = 'leather';
  else if (/nato|fabric|textile|текстил|ткан|canvas|nylon|нейлон|cordura/.test(strapText)) strap = 'fabric';
  else if (
    /bracelet|браслет|steel|стал|oyster|jubilee|president|gold|золот|titan|титан|metal|металл|mesh|milanese|platin|платин|ceram|керам|bronze|бронз/.test(
      strapText,
    )
  )
    strap = 'metal';
  else if (!strapText && (sports || shape === 'oct' || shape === 'naut')) strap = 'metal';

  let strapMetal = metal;
  let strapAccent = accent;
  if (strap === 'metal' && /steel|стал|gold|золот|titan|титан|platin|платин|ceram|керам|bronze|бронз/.test(strapText)) {
    const twoToneStrap = isTwoTone(strapText);
    strapMetal = twoToneStrap ? METALS.steel : METALS[metalKind(strapText)];
    strapAccent = twoToneStrap ? METALS[/rose|розов/.test(strapText) ? 'rose' : 'yellow'] : strapMetal;
  }
  let strapColor = strap === 'rubber' ? '#1c1c1f' : strap === 'fabric' ? '#1f2a44' : '#4a2b1a';
  for (const [pattern, colour] of LEATHER_COLOURS) {
    if (pattern.test(strapText)) {
      strapColor = colour;
      break;
    }
  }
  if (strap === 'alligator' || strap === 'leather') {
    if (!LEATHER_COLOURS.some(([pattern]) => pattern.test(strapText)) && dial.key === 'black' && random() < 0.6) strapColor = '#19181b';
  }

  /* geometry */
  const diameter = clamp(Number.isFinite(input.diameterMm) ? input.diameterMm : 40, 28, 47);
  const radius = 215 + ((diameter - 28) / 19) * 70; // 215..285 px on a 1200 canvas
  let strapWidth = radius * 1.0;
  let strapTuck = radius * 0.85;
  let caseWidth = 2 * radius;
  let caseHeight = 2 * radius;
  let dialRadius = radius * 0.86;
  let dialHalfWidth: number;
  let dialHalfHeight: number;
  switch (shape) {
    case 'tank': {
      caseHeight = 2 * radius * 1.06;
      caseWidth = caseHeight / 1.33;
      const brancard = caseWidth * 0.16;
      strapWidth = caseWidth - 2 * brancard;
      strapTuck = caseHeight * 0.3;
      dialHalfWidth = caseWidth / 2 - brancard - radius * 0.06;
      dialHalfHeight = caseHeight * 0.37 - radius * 0.04;
      dialRadius = Math.min(dialHalfWidth, dialHalfHeight);
      break;
    }
    case 'reverso': {
      caseHeight = 2 * radius * 0.98;
      caseWidth = caseHeight / 1.5;
      strapWidth = caseWidth * 0.8;
      strapTuck = caseHeight * 0.4;
      dialHalfWidth = caseWidth / 2 - radius * 0.1;
      dialHalfHeight = caseHeight / 2 - radius * 0.24;
      dialRadius = Math.min(dialHalfWidth, dialHalfHeight);
      break;
    }
    case 'square': {
      caseHeight = caseWidth = 2 * radius * 0.9;
      strapWidth = caseWidth * 0.6;
      strapTuck = caseHeight * 0.42;
      dialHalfWidth = dialHalfHeight = caseWidth / 2 - radius * 0.24;
      dialRadius = dialHalfWidth;
      break;
    }
    case 'oct':
      strapWidth = radius * 1.3;
      strapTuck = radius * 0.7;
      dialRadius = dialHalfWidth = dialHalfHeight = radius * 0.68;
      break;
    case 'naut':
      strapWidth = radius * 1.22;
      strapTuck = radius * 0.7;
      dialRadius = dialHalfWidth = dialHalfHeight = radius * 0.7;
      break;
    default:
      if (bezel === 'diver' || bezel === 'gmt' || bezel === 'tachy') dialRadius = radius * 0.75;
      else if (bezel === 'fluted') dialRadius = radius * 0.8;
      dialHalfWidth = dialHalfHeight = dialRadius;
  }

  const handMetal = /yellow|rose/.test(caseKind) && !twoTone ? metal : twoTone ? accent : METALS.white;
  const handFill = dark ? mix(handMetal.hi, handMetal.mid, 0.35) : caseKind === 'yellow' || caseKind === 'rose' || twoTone ? handMetal.lo : '#3b3e44';
  const handEdge = dark ? handMetal.lo : darken(handFill, 0.35);
  const ink = dark ? '#f3efe6' : '#1d1d21';
  const lume = dial.key === 'black' && random() < 0.25 ? '#efe4c6' : '#f2f0e6';

  return {
    radius,
    shape,
    bezel,
    metal,
    accent,
    dial,
    dark,
    ink,
    strap,
    strapMetal,
    strapAccent,
    strapColor,
    markers,
    hands,
    chrono,
    date,
    sports,
    cabochon: cartier,
    brand: input.brand,
    model: input.model,
    handFill,
    handEdge,
    lume,
    strapWidth,
    strapTuck,
    caseWidth,
    caseHeight,
    dialRadius,
    dialHalfWidth,
    dialHalfHeight,
    secAngle: 150 + Math.floor(random() * 90),
    dateNum: 1 + Math.floor(random() * 28),
  };
}
