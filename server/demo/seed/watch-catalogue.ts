/** The watch catalogue of data/watch-models.ts with each reference row read into a RefSpec. */
import { WATCH_BRAND_ROWS, type RefRow, type RefSpec, type WatchBrandSpec } from '../data/watch-models.ts';

function referenceSpec([ref, material, strap, dials, price, extra = {}]: RefRow): RefSpec {
  return { ref, material, strap, dials: typeof dials === 'string' ? [dials] : dials, price, ...extra };
}

export const WATCH_BRANDS: readonly WatchBrandSpec[] = WATCH_BRAND_ROWS.map((brand) => ({
  ...brand,
  models: brand.models.map((model) => ({ ...model, refs: model.refs.map(referenceSpec) })),
}));
