import { t as translate } from '@lingui/core/macro';
import { useEffect } from 'react';
import { formatUsd, isPriceOnRequest, parseUsd, type PriceLocale } from '../../ui/Price/price.ts';
import type { ProductDetails } from '../../ui/views/ProductPage/ProductPage.tsx';
import { productName } from './productSelectors.ts';

/** The condition row of the specifications, if the piece has one (watches, jewelry and bags all may). */
export const conditionOf = (details: Pick<ProductDetails, 'specs'>): string | null => {
  const value = details.specs.find((row) => row.key === 'condition')?.value;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** The price as the page states it: the figure, or null for "price on request". */
export const priceText = (details: Pick<ProductDetails, 'priceUsd' | 'priceOnRequest'>, locale: PriceLocale): string | null => {
  const amount = parseUsd(details.priceUsd);
  return isPriceOnRequest(details.priceUsd, details.priceOnRequest) || amount === null ? null : formatUsd(amount, locale);
};

/**
 * The title and description of a detail page in the active language (the app's one i18n), for the server's render
 * of the page head (issue 16 §1) and for `useProductMeta` in the browser: one copy of the words.
 */
export function productHead(details: ProductDetails, locale: PriceLocale): { title: string; description: string } {
  const name = productName(details);
  const price = priceText(details, locale) ?? translate`цена по запросу`;
  const condition = conditionOf(details);
  const city = details.availabilityCity ?? null;
  const shop = translate`Москва · Дубай`;
  // Issue 26: a sold piece's page stays for links and search engines, and says it is sold rather than a price.
  if (details.availability === 'sold') {
    return { title: `${name} — ${shop}`, description: translate`${name} — продано. Похожие предложения в бутике ${shop}: проверка подлинности, доставка по миру.` };
  }
  const description = condition
    ? translate`${name} в бутике ${shop}: ${price}, состояние — ${condition}. В наличии: ${city}. Проверка подлинности, доставка по миру.`
    : translate`${name} в бутике ${shop}: ${price}. В наличии: ${city}. Проверка подлинности, доставка по миру.`;
  return { title: `${name} — ${shop}`, description };
}

/**
 * Issue 10 item 18: a detail page is titled "Rolex Datejust 41 126334 — Москва · Дубай" and described by its own
 * brand, model, price and condition, in the active language (the shell's route title is generic). Set once the
 * piece is loaded; the shell's title comes back on the next navigation.
 */
export function useProductMeta(details: ProductDetails | null, locale: PriceLocale): void {
  const head = details ? productHead(details, locale) : null;
  const title = head?.title ?? null;
  const description = head?.description ?? null;
  useEffect(() => {
    if (!title || !description) return;
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
