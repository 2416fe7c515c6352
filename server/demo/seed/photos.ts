import type { Rng } from './random.ts';

/** One product_photos row before its product id is known. */
export interface PhotoPlan {
  /** Which composition the renderer draws: 0 front, 1 angle, 2 caseback/detail, 3 presentation. */
  view: number;
  position: number;
  isPrimary: boolean;
}

/**
 * min..max photos, views in order, exactly one primary: the front view. About one product in five has the
 * angle shot first and the primary in second position, so the client's "primary photo first" rule
 * (part 1 §4) is exercised by real data rather than satisfied by accident.
 */
export function planPhotos(rng: Rng, min: number, max: number): PhotoPlan[] {
  const count = rng.int(min, max);
  const views = [0, 1, 2, 3].slice(0, count);
  let primary = 0;
  if (count >= 2 && rng.chance(0.2)) {
    views[0] = 1;
    views[1] = 0;
    primary = 1;
  }
  return views.map((view, position) => ({ view, position, isPrimary: position === primary }));
}
