import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ScreenKey } from '../runtime/screenTypes.ts';

/**
 * Every route of part 1 §2.1 and part 2's route table, with its page title and description (part 2 "Page titles
 * and navigation": Russian, and English when en). `screen` names what renders it: a real screen, or the designed
 * "coming soon" page until its issue lands.
 */
export interface RouteDef {
  path: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  screen: ScreenKey;
}

export type { ScreenKey, ScreenProps } from '../runtime/screenTypes.ts';

const shop = msg`Бутик часов, украшений и сумок в Москве и Дубае: оригиналы с документами, конфиденциальные сделки.`;

export const ROUTES: RouteDef[] = [
  { path: '/', title: msg`Часы, украшения и сумки класса люкс`, description: shop, screen: 'home' },
  { path: '/catalog', title: msg`Каталог часов`, description: msg`Оригинальные швейцарские и японские часы: фильтры по бренду, размеру, материалу, городу и цене.`, screen: 'catalog' },
  { path: '/product/:id', title: msg`Часы`, description: msg`Описание, характеристики и цена часов.`, screen: 'product' },
  { path: '/jewelry', title: msg`Украшения`, description: msg`Ювелирные украшения известных домов в наличии в Дубае.`, screen: 'catalog' },
  { path: '/jewelry/:id', title: msg`Украшение`, description: msg`Описание и цена украшения.`, screen: 'jewelryItem' },
  { path: '/bags', title: msg`Сумки`, description: msg`Сумки Hermès, Chanel, Louis Vuitton и других домов в Дубае.`, screen: 'catalog' },
  { path: '/bag/:id', title: msg`Сумка`, description: msg`Описание и цена сумки.`, screen: 'bag' },
  { path: '/sale', title: msg`Распродажа`, description: msg`Часы, украшения и сумки со скидкой.`, screen: 'catalog' },
  { path: '/watch-buyback', title: msg`Выкуп часов`, description: msg`Продайте свои часы: оценка онлайн в течение 24 часов.`, screen: 'buyback' },
  { path: '/sales-history', title: msg`История продаж`, description: msg`Раздел в разработке.`, screen: 'salesHistory' },
  { path: '/appointment', title: msg`Запись на встречу`, description: msg`Запишитесь на визит в бутик в Москве или Дубае.`, screen: 'appointment' },
  { path: '/authenticity', title: msg`Проверка подлинности`, description: msg`Проверка подлинности часов обычно занимает 1–2 рабочих дня.`, screen: 'authenticity' },
  { path: '/service', title: msg`Сервис`, description: msg`Обслуживание, диагностика, полировка, водонепроницаемость, замена батарейки, браслета или ремешка.`, screen: 'service' },
  { path: '/services', title: msg`Оценка часов`, description: msg`Оценка часов онлайн в течение 24 часов.`, screen: 'services' },
  { path: '/video', title: msg`Видео`, description: msg`Обзоры часов и украшений.`, screen: 'video' },
  { path: '/about', title: msg`О нас`, description: msg`Бутик в Москве и Дубае: кто мы, адреса и контакты.`, screen: 'about' },
  { path: '/contacts', title: msg`Контакты`, description: msg`Телефон, почта, часы работы и адреса бутиков.`, screen: 'contacts' },
  { path: '/faq', title: msg`Вопросы и ответы`, description: msg`Заказ и оплата, доставка, гарантия и товары.`, screen: 'faq' },
  { path: '/support', title: msg`Поддержка`, description: msg`Напишите нам — мы ответим.`, screen: 'support' },
  { path: '/privacy-policy', title: msg`Политика конфиденциальности`, description: msg`Политика конфиденциальности и возврата.`, screen: 'privacy' },
  { path: '/terms', title: msg`Условия продажи`, description: msg`Резервирование, оплата, доставка и самовывоз, возврат в течение 14 дней и гарантия подлинности.`, screen: 'terms' },
  { path: '/cart', title: msg`Корзина`, description: msg`Товары в корзине.`, screen: 'cart' },
  { path: '/checkout', title: msg`Оформление заказа`, description: msg`Контакты, доставка и резервирование.`, screen: 'checkout' },
  // Issue 22 item 12: the thank-you page after «Зарезервировать», the order read back by its number.
  { path: '/checkout/success/:number', title: msg`Заказ оформлен`, description: msg`Номер заказа, что будет дальше и контакты бутика.`, screen: 'orderConfirmation' },
  { path: '/favorites', title: msg`Избранное`, description: msg`Сохранённые товары.`, screen: 'favorites' },
  { path: '/compare', title: msg`Сравнение`, description: msg`Сравнение характеристик.`, screen: 'compare' },
  { path: '/profile', title: msg`Профиль`, description: msg`Личные данные, пароль и адреса.`, screen: 'profile' },
  { path: '/purchase-history', title: msg`История покупок`, description: msg`Ваши заказы.`, screen: 'purchaseHistory' },
  { path: '/phone-setup', title: msg`Номер телефона`, description: msg`Добавьте номер телефона к аккаунту.`, screen: 'phoneSetup' },
  { path: '/menu', title: msg`Меню`, description: msg`Разделы бутика и бренды.`, screen: 'menu' },
  { path: '/login', title: msg`Вход`, description: msg`Вход и регистрация.`, screen: 'login' },
  { path: '/auth/relay', title: msg`Вход`, description: msg`Завершение входа.`, screen: 'relay' },
];

/** Title and description of the "page not found" view shown for every path outside ROUTES (issue 10 item 3). */
export const NOT_FOUND: Pick<RouteDef, 'title' | 'description'> = {
  title: msg`Страница не найдена`,
  description: msg`Такой страницы нет: найдите модель через поиск или перейдите в один из разделов бутика.`,
};

/** Part 1 §2.1 redirects: /search?q= → /catalog?search=, /watches and /product-detail → /catalog. */
export function redirectFor(path: string, search: string): string | null {
  if (path === '/search') {
    const q = new URLSearchParams(search).get('q');
    return q ? `/catalog?${new URLSearchParams({ search: q }).toString()}` : '/catalog';
  }
  if (path === '/watches' || path === '/product-detail') return '/catalog';
  return null;
}

/** wouter-style pattern match for titles: "/product/:id" matches "/product/12". */
export function routeFor(path: string): RouteDef | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTES.find((route) => {
    const pattern = new RegExp(`^${route.path.replace(/:[a-z]+/g, '[^/]+')}$`);
    return pattern.test(clean);
  });
}
