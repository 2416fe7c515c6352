/**
 * Site content of the demo boutique: home-page banners, FAQ, the video gallery and promo codes.
 * FAQ answers state only the business facts of the spec (part 2 §9): return within 14 days if condition and set
 * are preserved, 12-month store warranty for hidden defects, delivery within 24 hours to cities with a branch,
 * authenticity check usually 1–2 business days, online valuation within 24 hours, service from 1–2 days to
 * 2–4 weeks, delivery free to Russia and the UAE and 50 USD elsewhere.
 */
import type { FaqSection } from '../../db/tables/content.ts';

// ── banners ────────────────────────────────────────────────────────────────────────────────────────────────

/** A home-page banner's words; it links to `link`, or to the catalogue filtered by `brand` (whose id the seed looks up). */
export type BannerText = { title: string; title_en: string; subtitle: string; subtitle_en: string } & ({ link: string } | { brand: string });

export const BANNER_TEXTS: readonly BannerText[] = [
  {
    title: 'Rolex в наличии в Москве и Дубае',
    title_en: 'Rolex in stock in Moscow and Dubai',
    subtitle: 'Submariner, Daytona, GMT-Master II и Day-Date с документами',
    subtitle_en: 'Submariner, Daytona, GMT-Master II and Day-Date with papers',
    brand: 'Rolex',
  },
  {
    title: 'Patek Philippe',
    title_en: 'Patek Philippe',
    subtitle: 'Nautilus, Aquanaut и Calatrava — от классики до сложных механизмов',
    subtitle_en: 'Nautilus, Aquanaut and Calatrava, from classics to grand complications',
    brand: 'Patek Philippe',
  },
  {
    title: 'Распродажа',
    title_en: 'Sale',
    // What /sale holds (part 1 §2.6: the sale mode lists watches on sale): watches, 10 % off their price.
    subtitle: 'Избранные часы со скидкой 10 % — прежняя цена на каждой карточке',
    subtitle_en: 'Selected watches 10% off — the previous price on every card',
    link: '/sale',
  },
  {
    title: 'Сумки Hermès, Chanel и Dior',
    title_en: 'Hermès, Chanel and Dior bags',
    subtitle: 'Birkin, Kelly, Constance, Classic Flap — в шоуруме в Дубае',
    subtitle_en: 'Birkin, Kelly, Constance, Classic Flap — at our Dubai showroom',
    link: '/bags',
  },
  {
    title: 'Ювелирные украшения',
    title_en: 'Jewelry',
    subtitle: 'Cartier Love, Van Cleef & Arpels Alhambra, Bvlgari Serpenti',
    subtitle_en: 'Cartier Love, Van Cleef & Arpels Alhambra, Bvlgari Serpenti',
    link: '/jewelry',
  },
  {
    title: 'Выкуп часов',
    title_en: 'Watch buyback',
    subtitle: 'Онлайн-оценка в течение 24 часов',
    subtitle_en: 'Online valuation within 24 hours',
    link: '/watch-buyback',
  },
  {
    title: 'Запись в шоурум',
    title_en: 'Book a showroom visit',
    subtitle: 'Москва и Дубай: примерка в спокойной обстановке',
    subtitle_en: 'Moscow and Dubai: try pieces on in private',
    link: '/appointment',
  },
  {
    title: 'Проверка подлинности',
    title_en: 'Authenticity check',
    subtitle: 'Экспертиза часов обычно занимает 1–2 рабочих дня',
    subtitle_en: 'A watch is usually checked within 1–2 business days',
    link: '/authenticity',
  },
  {
    title: 'Richard Mille',
    title_en: 'Richard Mille',
    subtitle: 'RM 011, RM 35-02, RM 67-01 и другие модели',
    subtitle_en: 'RM 011, RM 35-02, RM 67-01 and more',
    brand: 'Richard Mille',
  },
];

// ── FAQ ────────────────────────────────────────────────────────────────────────────────────────────────────

export interface FaqSpec {
  question: string;
  question_en: string;
  answer: string;
  answer_en: string;
  is_active: boolean;
  /** The /faq page's group (part 2 §2: order and payment, delivery, warranty, products). */
  section: FaqSection;
}

export const FAQS: readonly FaqSpec[] = [
  {
    question: 'Как оформить заказ?',
    question_en: 'How do I place an order?',
    answer:
      'Добавьте изделие в корзину и оформите заказ: его можно забронировать, оплатить онлайн или криптовалютой. После оформления менеджер свяжется с вами, чтобы подтвердить детали.',
    answer_en:
      'Add the piece to your cart and check out: you can reserve it, pay online or pay in cryptocurrency. A manager then contacts you to confirm the details.',
    is_active: true,
    section: 'order_payment',
  },
  {
    question: 'Какие способы оплаты вы принимаете?',
    question_en: 'Which payment methods do you accept?',
    answer:
      'Банковские карты Visa, Mastercard и «Мир», Apple Pay и Google Pay, а также Bitcoin, Ethereum и USDT (сети Tron и Ethereum). Цены указаны в долларах США.',
    answer_en: 'Visa, Mastercard and Mir cards, Apple Pay and Google Pay, as well as Bitcoin, Ethereum and USDT (on Tron and Ethereum). Prices are in US dollars.',
    is_active: true,
    section: 'order_payment',
  },
  {
    question: 'Как быстро вы доставляете?',
    question_en: 'How fast is delivery?',
    answer:
      'В города, где есть наш филиал, доставляем в течение 24 часов. Доставка по России и ОАЭ бесплатна, в другие страны — 50 USD. Можно забрать заказ самостоятельно в шоуруме в Москве или Дубае.',
    answer_en:
      'To cities with one of our branches we deliver within 24 hours. Delivery within Russia and the UAE is free; to other countries it costs 50 USD. You can also collect your order at our Moscow or Dubai showroom.',
    is_active: true,
    section: 'delivery',
  },
  {
    question: 'Какая гарантия на часы?',
    question_en: 'What warranty do you give?',
    answer: 'На все часы действует гарантия магазина 12 месяцев на скрытые дефекты.',
    answer_en: 'Every watch comes with our 12-month store warranty covering hidden defects.',
    is_active: true,
    section: 'warranty',
  },
  {
    question: 'Можно ли вернуть покупку?',
    question_en: 'Can I return a purchase?',
    answer: 'Да, в течение 14 дней, если сохранены состояние изделия и полный комплект, с которым оно было продано.',
    answer_en: 'Yes, within 14 days, provided the piece is in the same condition and with the complete set it was sold with.',
    is_active: true,
    section: 'warranty',
  },
  {
    question: 'Как вы проверяете подлинность?',
    question_en: 'How do you verify authenticity?',
    answer:
      'Каждое изделие проходит экспертизу до продажи; проверка часов обычно занимает 1–2 рабочих дня. Мы гарантируем подлинность и предоставляем документы. Все сделки конфиденциальны.',
    answer_en:
      'Every piece is examined before it is offered; checking a watch usually takes 1–2 business days. We guarantee authenticity and provide the documents. All transactions are confidential.',
    is_active: true,
    section: 'products',
  },
  {
    question: 'Вы выкупаете часы?',
    question_en: 'Do you buy watches?',
    answer:
      'Да. Отправьте фотографии и описание через форму выкупа — онлайн-оценку пришлём в течение 24 часов. Окончательная цена — после осмотра часов в шоуруме.',
    answer_en:
      'Yes. Send photos and a description through the buyback form and we reply with an online valuation within 24 hours. The final price is set once we have seen the watch at the showroom.',
    is_active: true,
    section: 'products',
  },
  {
    question: 'Сколько занимает обслуживание часов?',
    question_en: 'How long does servicing take?',
    answer: 'От 1–2 дней для простых работ (замена ремешка, регулировка браслета) до 2–4 недель для полного обслуживания механизма.',
    answer_en: 'From 1–2 days for simple work (a strap change, bracelet sizing) to 2–4 weeks for a full movement service.',
    is_active: true,
    section: 'warranty',
  },
  {
    question: 'Можно ли забронировать часы?',
    question_en: 'Can I reserve a watch?',
    answer:
      'Да: при оформлении заказа выберите бронирование. Менеджер подтвердит бронь и договорится с вами о просмотре в шоуруме или о доставке.',
    answer_en: 'Yes: choose reservation at checkout. A manager confirms the reservation and arranges a showroom viewing or delivery with you.',
    is_active: true,
    section: 'order_payment',
  },
  {
    question: 'Можно ли посмотреть часы вживую перед покупкой?',
    question_en: 'Can I see a watch in person before buying?',
    answer: 'Конечно. Запишитесь в шоурум в Москве или Дубае, или запросите живые фото и видео конкретного экземпляра на его странице.',
    answer_en: 'Of course. Book a visit to our Moscow or Dubai showroom, or ask for live photos and video of a specific piece on its page.',
    is_active: true,
    section: 'products',
  },
  {
    question: 'Доставляете ли вы в другие страны?',
    question_en: 'Do you deliver abroad?',
    answer: 'Да. По России и ОАЭ доставка бесплатна, в другие страны — 50 USD. Заказ также можно забрать в шоуруме в Москве или Дубае.',
    answer_en: 'Yes. Delivery within Russia and the UAE is free; to other countries it costs 50 USD. You can also collect the order at our Moscow or Dubai showroom.',
    is_active: true,
    section: 'delivery',
  },
  {
    // Kept inactive: the boutique does not offer instalments; the question stays for the team to revisit.
    question: 'Есть ли рассрочка?',
    question_en: 'Do you offer instalments?',
    answer: 'Сейчас рассрочка не предоставляется.',
    answer_en: 'Instalments are not available at the moment.',
    is_active: false,
    section: 'order_payment',
  },
];

// ── videos ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface VideoText {
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  format: 'vertical' | 'horizontal';
}

/** The gallery's videos without their links (seed/content.ts gives each a placeholder id). */
export const VIDEO_TEXTS: readonly VideoText[] = [
  {
    title: 'Обзор Rolex Daytona 126500LN',
    title_en: 'Rolex Daytona 126500LN review',
    description: 'Cosmograph Daytona с калибром 4131: что изменилось по сравнению со 116500LN.',
    description_en: 'The Cosmograph Daytona with caliber 4131: what changed from the 116500LN.',
    format: 'horizontal',
  },
  {
    title: 'Patek Philippe Nautilus 5711/1A на руке',
    title_en: 'Patek Philippe Nautilus 5711/1A on the wrist',
    description: 'Синий циферблат, 40 мм и тонкий корпус: как Nautilus сидит на руке.',
    description_en: 'Blue dial, 40 mm and a slim case: how the Nautilus wears.',
    format: 'vertical',
  },
  {
    title: 'Audemars Piguet Royal Oak 15510ST',
    title_en: 'Audemars Piguet Royal Oak 15510ST',
    description: 'Циферблат «Grande Tapisserie» и калибр 4302 крупным планом.',
    description_en: 'The Grande Tapisserie dial and caliber 4302 up close.',
    format: 'vertical',
  },
  {
    title: 'Richard Mille RM 35-02: лёгкость карбона',
    title_en: 'Richard Mille RM 35-02: the lightness of carbon',
    description: 'Корпус из карбона NTPT, скелетонизированный механизм RMAL1 и каучуковый ремешок.',
    description_en: 'The NTPT carbon case, the skeletonised RMAL1 movement and the rubber strap.',
    format: 'horizontal',
  },
  {
    title: 'Как мы проверяем подлинность часов',
    title_en: 'How we check a watch is authentic',
    description: 'Корпус, механизм, документы: этапы экспертизы, которая обычно занимает 1–2 рабочих дня.',
    description_en: 'Case, movement, papers: the steps of an inspection that usually takes 1–2 business days.',
    format: 'horizontal',
  },
  {
    title: 'Hermès Birkin 25 Togo Gold',
    title_en: 'Hermès Birkin 25 in Gold Togo',
    description: 'Кожа, строчка, фурнитура и комплект — сумка со всех сторон.',
    description_en: 'Leather, stitching, hardware and the full set — the bag from every side.',
    format: 'vertical',
  },
  {
    title: 'Шоурум в Дубае',
    title_en: 'Our Dubai showroom',
    description: 'Небольшая экскурсия по бутику в The Dubai Mall.',
    description_en: 'A short walk through our boutique at The Dubai Mall.',
    format: 'horizontal',
  },
  {
    title: 'Cartier Santos: Medium или Large?',
    title_en: 'Cartier Santos: Medium or Large?',
    description: 'Сравниваем 35,1 и 39,8 мм на руке.',
    description_en: 'Comparing 35.1 mm and 39.8 mm on the wrist.',
    format: 'vertical',
  },
  {
    title: 'Выкуп часов: как проходит онлайн-оценка',
    title_en: 'Watch buyback: how the online valuation works',
    description: 'Какие фото прислать и почему ответ приходит в течение 24 часов.',
    description_en: 'Which photos to send and why the answer comes within 24 hours.',
    format: 'horizontal',
  },
  {
    title: 'F.P. Journe Chronomètre Bleu',
    title_en: 'F.P. Journe Chronomètre Bleu',
    description: 'Танталовый корпус и синий циферблат в разном свете.',
    description_en: 'The tantalum case and the blue dial in changing light.',
    format: 'vertical',
  },
  {
    title: 'Rolex GMT-Master II 126710BLRO «Pepsi»',
    title_en: 'Rolex GMT-Master II 126710BLRO "Pepsi"',
    description: 'Керамический безель Cerachrom, калибр 3285 и браслет Jubilee.',
    description_en: 'The Cerachrom ceramic bezel, caliber 3285 and the Jubilee bracelet.',
    format: 'horizontal',
  },
  {
    title: 'Van Cleef & Arpels Vintage Alhambra',
    title_en: 'Van Cleef & Arpels Vintage Alhambra',
    description: 'Подвеска и браслет Alhambra: как их сочетать.',
    description_en: 'The Alhambra pendant and bracelet: how to wear them together.',
    format: 'vertical',
  },
];
