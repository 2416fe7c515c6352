/** Issue 26: a piece is available, held by an order (reserved) or sold; the contract's `availability`. */
export const availabilities = ['available', 'reserved', 'sold'] as const;
export type Availability = (typeof availabilities)[number];

/** Only an available piece can go into a cart; a card or line without the field is taken as available. */
export const isBuyable = (availability: Availability | null | undefined): boolean =>
  availability === undefined || availability === null || availability === 'available';

/** "Осталось: 3" is worth saying only when more than one of an available piece is left (a watch is one piece). */
export const leftToShow = (availability: Availability | null | undefined, left: number | null | undefined): number | null =>
  isBuyable(availability) && typeof left === 'number' && Number.isInteger(left) && left > 1 ? left : null;
