import type { ProductKind } from '../api/types.ts';

/** Part 1 §2.6/§2.7: watches (and sale pieces) at /product/{id}, jewelry at /jewelry/{id}, bags at /bag/{id}. */
export const productHref = (kind: ProductKind, id: number): string =>
  kind === 'watch' ? `/product/${id}` : kind === 'jewelry' ? `/jewelry/${id}` : `/bag/${id}`;
