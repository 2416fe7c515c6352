/**
 * A generated watch's description, in Russian and English: one to three sentences built only from its own fields.
 */
import { CASE_MATERIALS, CONDITIONS, DIALS, FUNCTIONS, type CaseMaterialKey } from '../data/reference.ts';
import type { Rng } from './random.ts';
import { article, capitalise, listJoin, plural } from './text.ts';
import type { GeneratedWatch } from './watches.ts';

/** Watches older than this are "vintage": fewer of them, older glass, lower odds of a full set. */
export const VINTAGE_BEFORE = 1990;

type WatchFacts = Omit<GeneratedWatch, 'description' | 'descriptionEn' | 'photos'>;

/** "steel", "yellow gold", but "Everose gold" keeps its capital. */
function caseEn(material: CaseMaterialKey): string {
  const name = CASE_MATERIALS[material].en;
  return material === 'everose' ? name : name.toLowerCase();
}

function movementRu(w: WatchFacts): string {
  switch (w.movement) {
    case 'automatic':
      return `автоматический калибр ${w.caliber}`;
    case 'manual':
      return `калибр ${w.caliber} с ручным заводом`;
    case 'quartz':
      return `кварцевый калибр ${w.caliber}`;
    case 'spring_drive':
      return `калибр Spring Drive ${w.caliber}`;
  }
}

function movementEn(w: WatchFacts): string {
  switch (w.movement) {
    case 'automatic':
      return `automatic caliber ${w.caliber}`;
    case 'manual':
      return `hand-wound caliber ${w.caliber}`;
    case 'quartz':
      return `quartz caliber ${w.caliber}`;
    case 'spring_drive':
      return `Spring Drive caliber ${w.caliber}`;
  }
}

/**
 * One to three sentences in each language, built only from the watch's own fields: what it is, what ticks
 * inside, and its set and condition. Nothing about provenance or previous owners — the seed knows none.
 */
export function describeWatch(rng: Rng, w: WatchFacts): [string, string] {
  const dial = DIALS[w.dial];
  const material = CASE_MATERIALS[w.material];
  // "Ballon Bleu de Cartier", "Girard-Perregaux 1966": the model name already says the brand.
  const name = w.model.includes(w.brand) ? w.model : `${w.brand} ${w.model}`;
  const mmRu = String(w.diameter).replace('.', ',');

  const identity: [string, string] = rng.chance(0.5)
    ? [
        `${name}, референс ${w.reference}, ${w.year} год: корпус ${material.from} (${mmRu} мм), ${dial.phrase}.`,
        `${name}, reference ${w.reference}, from ${w.year}: a ${w.diameter} mm ${caseEn(w.material)} case with ${article(dial.en)} ${dial.en} dial.`,
      ]
    : [
        `${name} (реф. ${w.reference}) ${w.year} года — ${dial.phrase} в корпусе ${material.from} размером ${mmRu} мм.`,
        `${w.year} ${name} ref. ${w.reference} in ${caseEn(w.material)}, ${w.diameter} mm, ${dial.en} dial.`,
      ];

  const fnRu = w.functions.map((f) => FUNCTIONS[f].text);
  const fnEn = w.functions.map((f) => FUNCTIONS[f].textEn);
  const power = w.powerReserve;
  const mechanics: [string, string] = [
    capitalise(movementRu(w)) +
      (power ? `, запас хода ${power} ${plural(power, 'час', 'часа', 'часов')}` : '') +
      (fnRu.length ? `; ${listJoin(fnRu, 'и')}` : '') +
      (w.waterResistance ? `; водозащита ${w.waterResistance} м.` : '.'),
    capitalise(movementEn(w)) +
      (power ? ` with a ${power}-hour power reserve` : '') +
      (fnEn.length ? `; ${listJoin(fnEn, 'and')}` : '') +
      (w.waterResistance ? `; water-resistant to ${w.waterResistance} m.` : '.'),
  ];

  const condition = CONDITIONS[w.condition];
  const state: [string, string] = w.fullSet
    ? [`Полный комплект с коробкой и документами; состояние: ${condition.text}.`, `Full set with box and papers; condition: ${condition.textEn}.`]
    : [`Без оригинальной коробки и документов; состояние: ${condition.text}.`, `Watch only, without the original box and papers; condition: ${condition.textEn}.`];

  let special: [string, string] | null = null;
  if (w.limitedPieces !== null) {
    const n = w.limitedPieces;
    special = [`Лимитированная серия, тираж ${n} ${plural(n, 'экземпляр', 'экземпляра', 'экземпляров')}.`, `Limited edition of ${n} pieces.`];
  } else if (w.year < VINTAGE_BEFORE) {
    const decade = Math.floor(w.year / 10) * 10;
    special = [`Винтажный экземпляр ${decade}-х годов.`, `A vintage piece from the ${decade}s.`];
  }

  const sentences: [string, string][] = [identity];
  if (special) sentences.push(special);
  const rest: [string, string][] = [];
  if (rng.chance(0.85)) rest.push(mechanics);
  if (rng.chance(0.6)) rest.push(state);
  sentences.push(...rest.slice(0, 3 - sentences.length));
  return [sentences.map((s) => s[0]).join(' '), sentences.map((s) => s[1]).join(' ')];
}
