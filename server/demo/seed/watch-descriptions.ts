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

function movementRu(watch: WatchFacts): string {
  switch (watch.movement) {
    case 'automatic':
      return `автоматический калибр ${watch.caliber}`;
    case 'manual':
      return `калибр ${watch.caliber} с ручным заводом`;
    case 'quartz':
      return `кварцевый калибр ${watch.caliber}`;
    case 'spring_drive':
      return `калибр Spring Drive ${watch.caliber}`;
  }
}

function movementEn(watch: WatchFacts): string {
  switch (watch.movement) {
    case 'automatic':
      return `automatic caliber ${watch.caliber}`;
    case 'manual':
      return `hand-wound caliber ${watch.caliber}`;
    case 'quartz':
      return `quartz caliber ${watch.caliber}`;
    case 'spring_drive':
      return `Spring Drive caliber ${watch.caliber}`;
  }
}

/**
 * One to three sentences in each language, built only from the watch's own fields: what it is, what ticks
 * inside, and its set and condition. Nothing about provenance or previous owners — the seed knows none.
 */
export function describeWatch(rng: Rng, watch: WatchFacts): [string, string] {
  const dial = DIALS[watch.dial];
  const material = CASE_MATERIALS[watch.material];
  // "Ballon Bleu de Cartier", "Girard-Perregaux 1966": the model name already says the brand.
  const name = watch.model.includes(watch.brand) ? watch.model : `${watch.brand} ${watch.model}`;
  const mmRu = String(watch.diameter).replace('.', ',');

  const identity: [string, string] = rng.chance(0.5)
    ? [
        `${name}, референс ${watch.reference}, ${watch.year} год: корпус ${material.from} (${mmRu} мм), ${dial.phrase}.`,
        `${name}, reference ${watch.reference}, from ${watch.year}: a ${watch.diameter} mm ${caseEn(watch.material)} case with ${article(dial.en)} ${dial.en} dial.`,
      ]
    : [
        `${name} (реф. ${watch.reference}) ${watch.year} года — ${dial.phrase} в корпусе ${material.from} размером ${mmRu} мм.`,
        `${watch.year} ${name} ref. ${watch.reference} in ${caseEn(watch.material)}, ${watch.diameter} mm, ${dial.en} dial.`,
      ];

  const fnRu = watch.functions.map((functionKey) => FUNCTIONS[functionKey].text);
  const fnEn = watch.functions.map((functionKey) => FUNCTIONS[functionKey].textEn);
  const power = watch.powerReserve;
  const mechanics: [string, string] = [
    capitalise(movementRu(watch)) +
      (power ? `, запас хода ${power} ${plural(power, 'час', 'часа', 'часов')}` : '') +
      (fnRu.length ? `; ${listJoin(fnRu, 'и')}` : '') +
      (watch.waterResistance ? `; водозащита ${watch.waterResistance} м.` : '.'),
    capitalise(movementEn(watch)) +
      (power ? ` with a ${power}-hour power reserve` : '') +
      (fnEn.length ? `; ${listJoin(fnEn, 'and')}` : '') +
      (watch.waterResistance ? `; water-resistant to ${watch.waterResistance} m.` : '.'),
  ];

  const condition = CONDITIONS[watch.condition];
  const state: [string, string] = watch.fullSet
    ? [`Полный комплект с коробкой и документами; состояние: ${condition.text}.`, `Full set with box and papers; condition: ${condition.textEn}.`]
    : [`Без оригинальной коробки и документов; состояние: ${condition.text}.`, `Watch only, without the original box and papers; condition: ${condition.textEn}.`];

  let special: [string, string] | null = null;
  if (watch.limitedPieces !== null) {
    const pieces = watch.limitedPieces;
    special = [`Лимитированная серия, тираж ${pieces} ${plural(pieces, 'экземпляр', 'экземпляра', 'экземпляров')}.`, `Limited edition of ${pieces} pieces.`];
  } else if (watch.year < VINTAGE_BEFORE) {
    const decade = Math.floor(watch.year / 10) * 10;
    special = [`Винтажный экземпляр ${decade}-х годов.`, `A vintage piece from the ${decade}s.`];
  }

  const sentences: [string, string][] = [identity];
  if (special) sentences.push(special);
  const rest: [string, string][] = [];
  if (rng.chance(0.85)) rest.push(mechanics);
  if (rng.chance(0.6)) rest.push(state);
  sentences.push(...rest.slice(0, 3 - sentences.length));
  return [sentences.map((sentence) => sentence[0]).join(' '), sentences.map((sentence) => sentence[1]).join(' ')];
}
