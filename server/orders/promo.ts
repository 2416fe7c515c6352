import type { Kysely } from 'kysely';
import type { components } from '../../kernel/schema.d.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../contract/errors.ts';
import { findUsablePromo, type PromoRow } from './repository.ts';

/**
 * Promo codes (part 2 §3 "Promo", §7 "Validate promo", §9): codes live in `promo_codes` with an optional expiry
 * (`valid_until`) and usage limit (`usage_limit`, counted by checkout in its transaction). Compared
 * case-insensitively and answered in their stored, canonical case. Unknown, inactive, expired, used-up or empty
 * codes are a 400 naming the field.
 */

export const INVALID_PROMO = 'The promo code is invalid or expired.';

export const invalidPromo = (field: 'code' | 'promo_code') => badRequest(INVALID_PROMO, { [field]: [INVALID_PROMO] });

export const promoAnswer = (row: PromoRow): components['schemas']['Promo'] => ({ code: row.code, type: row.type, value: Number(row.value) });

export async function validatePromo(db: Kysely<Database>, { code }: components['schemas']['PromoCodeRequest']): Promise<components['schemas']['Promo']> {
  const wanted = code.trim();
  const row = wanted === '' ? undefined : await findUsablePromo(db, wanted);
  if (!row) throw invalidPromo('code');
  return promoAnswer(row);
}

/**
 * The discount in cents (part 2 §9): a percent discount is rounded to whole dollars, as the client's own
 * fallback computes it; a fixed one is its value; either is capped at the subtotal.
 */
export function discountCents(subtotalCents: number, promo: Pick<PromoRow, 'type' | 'value'> | undefined): number {
  if (!promo) return 0;
  const value = Number(promo.value);
  const raw = promo.type === 'percent' ? Math.round((subtotalCents / 100) * (value / 100)) * 100 : Math.round(value * 100);
  return Math.min(Math.max(raw, 0), subtotalCents);
}
