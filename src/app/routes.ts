import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { matchRoute, SITE_ROUTES, type RedirectPath, type SitePath, type SiteRoute } from '../../kernel/siteMap.ts';

/** A route's page title and description (part 2 "Page titles and navigation": Russian, and English when en). */
export interface RouteWords {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** A route of the site map (kernel/siteMap.ts: path, screen, who may see it…) with its words. */
export type RouteDef = SiteRoute & RouteWords;

const shop = msg`Бутик часов, украшений и сумок в Москве и Дубае: оригиналы с документами, конфиденциальные сделки.`;

/**
 * The words of every route of the site map, keyed by its pattern: the type asks for one entry per route of
 * kernel/siteMap.ts (the sentences cannot live in the kernel, which has no Lingui).
 */
const ROUTE_WORDS: Record<SitePath, RouteWords> = {
  '/': { title: msg`Часы, украшения и сумки класса люкс`, description: shop },
  '/catalog': { title: msg`Каталог часов`, description: msg`Оригинальные швейцарские и японские часы: фильтры по бренду, размеру, материалу, городу и цене.` },
  '/jewelry': { title: msg`Украшения`, description: msg`Ювелирные украшения известных домов в наличии в Дубае.` },
  '/bags': { title: msg`Сумки`, description: msg`Сумки Hermès, Chanel, Louis Vuitton и других домов в Дубае.` },
  '/sale': { title: msg`Распродажа`, description: msg`Часы, украшения и сумки со скидкой.` },
  '/product/:id': { title: msg`Часы`, description: msg`Описание, характеристики и цена часов.` },
  '/jewelry/:id': { title: msg`Украшение`, description: msg`Описание и цена украшения.` },
  '/bag/:id': { title: msg`Сумка`, description: msg`Описание и цена сумки.` },
  '/about': { title: msg`О нас`, description: msg`Бутик в Москве и Дубае: кто мы, адреса и контакты.` },
  '/contacts': { title: msg`Контакты`, description: msg`Телефон, почта, часы работы и адреса бутиков.` },
  '/faq': { title: msg`Вопросы и ответы`, description: msg`Заказ и оплата, доставка, гарантия и товары.` },
  '/support': { title: msg`Поддержка`, description: msg`Напишите нам — мы ответим.` },
  '/privacy-policy': { title: msg`Политика конфиденциальности`, description: msg`Политика конфиденциальности и возврата.` },
  '/terms': { title: msg`Условия продажи`, description: msg`Резервирование, оплата, доставка и самовывоз, возврат в течение 14 дней и гарантия подлинности.` },
  '/services': { title: msg`Оценка часов`, description: msg`Оценка часов онлайн в течение 24 часов.` },
  '/service': { title: msg`Сервис`, description: msg`Обслуживание, диагностика, полировка, водонепроницаемость, замена батарейки, браслета или ремешка.` },
  '/authenticity': { title: msg`Проверка подлинности`, description: msg`Проверка подлинности часов обычно занимает 1–2 рабочих дня.` },
  '/video': { title: msg`Видео`, description: msg`Обзоры часов и украшений.` },
  '/watch-buyback': { title: msg`Выкуп часов`, description: msg`Продайте свои часы: оценка онлайн в течение 24 часов.` },
  '/appointment': { title: msg`Запись на встречу`, description: msg`Запишитесь на визит в бутик в Москве или Дубае.` },
  '/sales-history': {
    title: msg`История продаж`,
    description: msg`Часы, украшения и сумки, которые бутик передал коллекционерам: модель, референс, год и месяц продажи. Найдём похожий экземпляр под заказ.`,
  },
  '/cart': { title: msg`Корзина`, description: msg`Товары в корзине.` },
  '/checkout': { title: msg`Оформление заказа`, description: msg`Контакты, доставка и резервирование.` },
  '/checkout/success/:number': { title: msg`Заказ оформлен`, description: msg`Номер заказа, что будет дальше и контакты бутика.` },
  '/favorites': { title: msg`Избранное`, description: msg`Сохранённые товары.` },
  '/compare': { title: msg`Сравнение`, description: msg`Сравнение характеристик.` },
  '/profile': { title: msg`Профиль`, description: msg`Личные данные, пароль и адреса.` },
  '/profile/searches': { title: msg`Сохранённые поиски`, description: msg`Сохранённые поиски каталога и оповещения о новых поступлениях.` },
  '/profile/notifications': { title: msg`Уведомления`, description: msg`Новые поступления, снижение цен и освободившиеся экземпляры.` },
  '/purchase-history': { title: msg`История покупок`, description: msg`Ваши заказы.` },
  '/phone-setup': { title: msg`Номер телефона`, description: msg`Добавьте номер телефона к аккаунту.` },
  '/login': { title: msg`Вход`, description: msg`Вход и регистрация.` },
  '/auth/relay': { title: msg`Вход`, description: msg`Завершение входа.` },
  '/menu': { title: msg`Меню`, description: msg`Разделы бутика и бренды.` },
  '/manage': { title: msg`Заказы · Бэк-офис`, description: msg`Очередь заказов бутика.` },
  '/manage/orders/:id': { title: msg`Заказ · Бэк-офис`, description: msg`Заказ, покупатель и история статусов.` },
  '/manage/requests': { title: msg`Заявки · Бэк-офис`, description: msg`Очередь заявок бутика.` },
  '/manage/products': { title: msg`Товары · Бэк-офис`, description: msg`Цены, наличие и видимость товаров.` },
  '/manage/import': { title: msg`Импорт · Бэк-офис`, description: msg`Импорт каталога из CSV.` },
  '/manage/audit': { title: msg`Журнал действий · Бэк-офис`, description: msg`Кто, когда и что изменил.` },
};

/** Every route of the site map with its words, in the site map's order. */
export const ROUTES: readonly RouteDef[] = SITE_ROUTES.map((route) => ({ ...route, ...ROUTE_WORDS[route.path] }));

/** Title and description of the "page not found" view shown for every path outside ROUTES (issue 10 item 3). */
export const NOT_FOUND: RouteWords = {
  title: msg`Страница не найдена`,
  description: msg`Такой страницы нет: найдите модель через поиск или перейдите в один из разделов бутика.`,
};

/** Part 1 §2.1 redirects, one rule per old address of the site map: /search?q= → /catalog?search=, /watches and /product-detail → /catalog. */
const REDIRECTS: Record<RedirectPath, (search: string) => string> = {
  '/search': (search) => {
    const q = new URLSearchParams(search).get('q');
    return q ? `/catalog?${new URLSearchParams({ search: q }).toString()}` : '/catalog';
  },
  '/watches': () => '/catalog',
  '/product-detail': () => '/catalog',
};

const isRedirectPath = (path: string): path is RedirectPath => Object.hasOwn(REDIRECTS, path);

/** Where an old address goes (part 1 §2.1), or null for any other path. */
export function redirectFor(path: string, search: string): string | null {
  return isRedirectPath(path) ? REDIRECTS[path](search) : null;
}

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The route of a concrete path ("/product/12" → "/product/:id"), trailing slashes ignored, with its words. */
export function routeFor(path: string): RouteDef | undefined {
  const route = matchRoute(path);
  return route && byPath.get(route.path);
}
