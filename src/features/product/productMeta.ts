import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
 * of the page head (issue 16 §1); the same words as `useProductMeta`.
 */
export function productHead(details: ProductDetails, locale: PriceLocale): { title: string; description: string } {
  const name = productName(details);
  const price = priceText(details, locale) ?? translate`цена по запросу`;
  const condition = conditionOf(details);
  const city = details.availabilityCity ?? null;
  const shop = translate`Москва · Дубай`;
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
  const { t } = useLingui();
  const name = details ? productName(details) : null;
  const price = details ? (priceText(details, locale) ?? t`цена по запросу`) : null;
  const condition = details ? conditionOf(details) : null;
  const city = details?.availabilityCity ?? null;
  useEffect(() => {
    if (!name || !price) return;
    const shop = t`Москва · Дубай`;
    document.title = `${name} — ${shop}`;
    const description = condition
      ? t`${name} в бутике ${shop}: ${price}, состояние — ${condition}. В наличии: ${city}. Проверка подлинности, доставка по миру.`
      : t`${name} в бутике ${shop}: ${price}. В наличии: ${city}. Проверка подлинности, доставка по миру.`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [name, price, condition, city, t]);
}
