import type { Availability } from '../../AvailabilityBadge/availability.ts';

/** One cart line as the summary shows it. */
export type CheckoutLine = {
  id: number;
  kind: 'watch' | 'bag' | 'jewelry';
  /** The product's detail route; the model name links there. */
  href: string;
  brand: string;
  model: string;
  reference: string | null;
  imageUrl: string | null;
  /** Null (or a missing, zero price) shows "Цена по запросу". */
  priceUsd: string | number | null;
  priceOnRequest?: boolean;
  quantity: number;
  /** Issue 26: reserved or sold pieces show their badge; an available one with more than one left says how many. */
  availability?: Availability | null;
  availableQuantity?: number | null;
  /** Issue 26: the order cannot have this line (refused by the server, or reserved or sold): remove it to go on. */
  unavailable?: boolean;
  /** The server's words for a refused line («Этот экземпляр уже зарезервирован»), shown under it. */
  problem?: string | null;
};

export type CheckoutValues = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** The pickup city's id as the select's value ('' when none is chosen). */
  pickupCityId: string;
  /** ISO 3166-1 alpha-2 ('' when none is chosen). */
  countryCode: string;
  state: string;
  city: string;
  postalCode: string;
  addressLine1: string;
  addressLine2: string;
  comment: string;
};

export type CheckoutField = keyof CheckoutValues | 'agree';

/** The messages of the fields, shown only after the first submit attempt; texts already translated. */
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const deliveryMethods = ['pickup', 'delivery'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

export const paymentModes = ['reserve', 'pay', 'crypto'] as const;
export type PaymentMode = (typeof paymentModes)[number];

export type PromoView = {
  input: string;
  applied: { code: string; type: 'percent' | 'fixed'; value: number } | null;
  busy: boolean;
  invalid: boolean;
};
