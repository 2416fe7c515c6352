import type { Bag, Jewelry, Watch } from '../../api/types.ts';

/** The product kinds and their catalogue modes (the breadcrumb's middle step). */
export type ProductCategory = 'watch' | 'jewelry' | 'bag';

/** What the structured data needs of a piece: the three detail answers map onto it (seoProductOf). */
export interface SeoProduct {
  id: number;
  brand: string;
  model: string;
  /** The maker's reference (sku and mpn). */
  reference: string;
  description: string;
  /** Decimal string in USD as the API gives it; null, "0" or price on request → no Offer. */
  priceUsd: string | null;
  priceOnRequest: boolean;
  /** Where the piece is: "Москва"/"Moscow" or "Дубай"/"Dubai" (boutiqueOf). */
  availabilityCity: string;
  /** Site-relative or absolute image URLs, primary first. */
  images: readonly string[];
  /** The detail answer's condition text ("Новые", "Like new", "Хорошее"…), for itemCondition. */
  condition?: string | null;
  /** Issue 26: only an available piece is in stock (reserved and sold pages are OutOfStock); left out: in stock. */
  inStock?: boolean;
}

/**
 * A detail answer as an SeoProduct. Part 1 §9: the availability city of jewelry and bags is Dubai, whatever the
 * record says (the product page shows the same).
 */
export function seoProductOf(category: ProductCategory, item: Watch | Jewelry | Bag): SeoProduct {
  const condition = category === 'watch' ? (item as Watch).condition_description : (item as Jewelry | Bag).condition_text;
  return {
    id: item.id,
    brand: item.brand.name,
    model: item.model_name,
    reference: item.reference,
    description: item.description,
    priceUsd: item.price_usd,
    priceOnRequest: item.price_on_request,
    availabilityCity: category === 'watch' ? item.availability_city_name : 'Dubai',
    images: item.photos.map((photo) => photo.image_url),
    condition,
    // Issue 26: a reserved or sold piece's page stays, but its offer is not in stock.
    inStock: item.availability === 'available',
  };
}

/** "Rolex Submariner Date 126610LN" without repeating a model that already carries its reference. */
export function productTitle(product: Pick<SeoProduct, 'brand' | 'model' | 'reference'>): string {
  const parts = [product.brand, product.model];
  if (product.reference && !product.model.includes(product.reference)) parts.push(product.reference);
  return parts.filter(Boolean).join(' ');
}

/** Part 1 §1: null, zero or an unreadable price reads "price on request". */
export function offerPrice(product: SeoProduct): string | null {
  if (product.priceOnRequest || product.priceUsd === null) return null;
  const amount = Number(product.priceUsd);
  return Number.isFinite(amount) && amount > 0 ? amount.toFixed(2) : null;
}
