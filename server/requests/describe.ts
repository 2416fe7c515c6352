import { BOUTIQUES, isBoutiqueCity } from '../../kernel/boutiques.ts';
import type { RequestKind } from '../db/tables/requests.ts';
import type { Locale as Lang } from '../../kernel/language.ts';
import { photoUrl } from './photos.ts';
import type { RequestRow } from './repository.ts';

/**
 * How a stored request reads: the customer's one-line summary (GET /api/users/me/requests/, in their language),
 * and the managers' view (the CLI's line and the Telegram message, in Russian, the boutique's language).
 */

const KIND: Record<RequestKind, Record<Lang, string>> = {
  contact: { ru: 'Обращение', en: 'Message' },
  buyback: { ru: 'Выкуп', en: 'Buyback' },
  appointment: { ru: 'Запись', en: 'Appointment' },
  order_request: { ru: 'Заказ модели', en: 'Model request' },
  price: { ru: 'Цена', en: 'Price' },
  live_photos: { ru: 'Живые фото', en: 'Live photos' },
};

const TOPIC: Record<string, Record<Lang, string>> = {
  general: { ru: 'Обращение', en: 'Message' },
  callback: { ru: 'Обратный звонок', en: 'Callback' },
  buyback: { ru: 'Выкуп', en: 'Buyback' },
  authenticity: { ru: 'Проверка подлинности', en: 'Authenticity check' },
  service: { ru: 'Сервис', en: 'Service' },
  valuation: { ru: 'Оценка', en: 'Valuation' },
  support: { ru: 'Поддержка', en: 'Support' },
  consultation: { ru: 'Консультация', en: 'Consultation' },
};

/** A boutique's city in the reader's language (kernel/boutiques.ts), or the stored text as it is. */
const cityName = (city: string, lang: Lang): string => (isBoutiqueCity(city) ? BOUTIQUES[city].name[lang] : city);

const SUMMARY_MAX = 200;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const shorten = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value);
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** 2099-07-15 → 15.07.2099 in Russian; ISO in English. */
function day(iso: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match && lang === 'ru' ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** What the request is about, without its kind: the product, the watch offered, the visit, the model wanted. */
function subject(row: RequestRow, lang: Lang): string {
  const d = row.details;
  switch (row.kind) {
    case 'price':
    case 'live_photos':
      return row.product ?? '';
    case 'buyback':
      return [text(d.brand), text(d.model), text(d.year)].filter(Boolean).join(' ');
    case 'appointment':
      return `${cityName(text(d.city), lang)}, ${day(text(d.date), lang)} ${text(d.time)}`;
    case 'order_request':
      return text(d.model);
    default:
      return '';
  }
}

function label(row: RequestRow, lang: Lang): string {
  const topic = text(row.details.topic);
  return row.kind === 'contact' && topic ? (TOPIC[topic]?.[lang] ?? KIND.contact[lang]) : KIND[row.kind][lang];
}

/** "Цена: Rolex Submariner 126610LN", "Appointment: Dubai, 2099-07-15 15:30", "Обратный звонок: Перезвоните…". */
export function requestSummary(row: RequestRow, lang: Lang): string {
  const about = oneLine(subject(row, lang) || row.message || '');
  return shorten(about ? `${label(row, lang)}: ${about}` : label(row, lang), SUMMARY_MAX);
}

const BUYBACK_FIELDS: [string, string][] = [
  ['brand', 'марка'],
  ['model', 'модель'],
  ['year', 'год'],
  ['condition', 'состояние'],
  ['serial', 'серийный номер'],
  ['kit', 'комплект'],
  ['expected_price', 'ожидаемая цена'],
  ['city', 'город'],
];

/** The kind-specific facts as "label: value" pairs, for the managers. */
function facts(row: RequestRow): [string, string][] {
  const d = row.details;
  const pairs: [string, string][] = [];
  if (row.product) pairs.push(['Изделие', row.product]);
  if (row.kind === 'buyback') for (const [key, name] of BUYBACK_FIELDS) if (text(d[key])) pairs.push([name, text(d[key])]);
  if (row.kind === 'appointment') pairs.push(['Визит', subject(row, 'ru')]);
  if (row.kind === 'order_request' && text(d.model)) pairs.push(['Модель', text(d.model)]);
  if (row.kind === 'contact' && text(d.topic)) pairs.push(['Тема', TOPIC[text(d.topic)]?.ru ?? text(d.topic)]);
  return pairs;
}

/** Appointment phones are kept as digits (part 2 §5): shown with their "+". */
const shownPhone = (row: RequestRow) => (/^\d+$/.test(row.phone) ? `+${row.phone}` : row.phone);

const stamp = (date: Date) => new Date(date).toISOString().replace('T', ' ').slice(0, 16);

/** One line of `npm run manager -- requests`: id, time (UTC), kind, status, name, phone, e-mail, facts, message, page, photos, customer. */
export function managerLine(row: RequestRow): string {
  return [
    `#${row.id}`,
    stamp(row.created_at),
    row.kind,
    row.status,
    row.name,
    shownPhone(row),
    row.email ?? '',
    facts(row)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; '),
    row.message ? oneLine(row.message) : '',
    row.page ? `page ${row.page}` : '',
    row.photos.length === 0 ? '' : `${row.photos.length === 1 ? 'photo' : 'photos'} ${row.photos.map(photoUrl).join(' ')}`,
    row.user_id === null ? 'guest' : `customer #${row.user_id}`,
  ]
    // Every column keeps its place (easy to read and to cut); an empty one shows a dash.
    .map((column) => column || '—')
    .join(' | ');
}

/** The managers' Telegram message about a new request: plain text, one fact a line. */
export function requestMessage(row: RequestRow): string {
  const heading = row.kind === 'contact' ? label(row, 'ru') : { buyback: 'Выкуп часов', appointment: 'Запись в бутик', order_request: 'Заказ модели', price: 'Запрос цены', live_photos: 'Запрос живых фото' }[row.kind];
  const lines = [
    `Новая заявка #${row.id}: ${heading}`,
    `Имя: ${row.name}`,
    `Телефон: ${shownPhone(row)}`,
    ...(row.email ? [`E-mail: ${row.email}`] : []),
    ...facts(row)
      .filter(([name]) => name !== 'Тема')
      .map(([name, value]) => `${name[0]?.toUpperCase()}${name.slice(1)}: ${value}`),
    ...(row.message ? [`Сообщение: ${row.message.trim()}`] : []),
    ...row.photos.map((key, index) => (row.photos.length === 1 ? `Фото: ${photoUrl(key)}` : `Фото ${index + 1}: ${photoUrl(key)}`)),
    ...(row.page ? [`Страница: ${row.page}`] : []),
    row.user_id === null ? 'Клиент: без входа' : `Клиент: #${row.user_id}`,
  ];
  return lines.join('\n');
}
