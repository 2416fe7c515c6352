import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** One question and its answer, as the FAQ lists show them. */
export type FaqEntry = { id: number | string; question: string; answer: string };

/**
 * The boutique's fixed five questions: what the home page's popular block shows when the server has none (part 1
 * §2.2 item 8, §9 "5 FAQ items") and what /support shows with its notice when the list fails to load (part 2 §8
 * "FAQ load failure: a fallback notice and a fixed list of 5 questions"). One list, so the two never drift apart.
 */
export const FALLBACK_FAQS = [
  {
    id: 'original',
    question: msg`Все часы оригинальные?`,
    answer: msg`Да. Каждый экземпляр проверяют наши эксперты, часы продаются с документами и гарантией подлинности.`,
  },
  {
    id: 'viewing',
    question: msg`Можно ли посмотреть часы вживую?`,
    answer: msg`Конечно. Запишитесь на встречу в бутике в Москве или Дубае — мы подготовим выбранные модели к вашему визиту.`,
  },
  {
    id: 'payment',
    question: msg`Как можно оплатить покупку?`,
    answer: msg`Картами Visa, Mastercard и «Мир», через Apple Pay и Google Pay или переводом после подтверждения заказа менеджером.`,
  },
  {
    id: 'delivery',
    question: msg`Как быстро вы доставляете?`,
    answer: msg`По Москве и Дубаю — в день заказа, в другие города — застрахованной курьерской службой за 1–3 дня.`,
  },
  {
    id: 'buyback',
    question: msg`Вы выкупаете часы?`,
    answer: msg`Да. Пришлите фотографии и описание — мы оценим часы онлайн в течение 24 часов.`,
  },
] as const;

/** The fixed five in the active language. */
export const fallbackFaqs = (i18n: I18n): FaqEntry[] =>
  FALLBACK_FAQS.map((faq) => ({ id: faq.id, question: i18n._(faq.question), answer: i18n._(faq.answer) }));
