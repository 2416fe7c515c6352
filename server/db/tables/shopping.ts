import type { Generated } from 'kysely';
import type { Numeric, NumericNull, Timestamp, TimestampNull } from './column-types.ts';
import type { ProductRef } from './catalogue.ts';

/**
 * Shopping: promo codes, carts, favorites and comparison, addresses, orders and their lines (migrations 0001, 0008).
 */
export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  type: 'percent' | 'fixed';
  value: Numeric;
  is_active: Generated<boolean>;
  valid_until: TimestampNull;
  /** Uses allowed in all (null: unlimited); migration 0008. */
  usage_limit: number | null;
  /** Orders that used the code, counted in the order's transaction. */
  times_used: Generated<number>;
}

export interface CartsTable {
  id: Generated<number>;
  user_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemsTable extends ProductRef {
  id: Generated<number>;
  cart_id: number;
  quantity: number;
  created_at: Timestamp;
}

export interface UserProductTable extends ProductRef {
  id: Generated<number>;
  user_id: number;
  created_at: Timestamp;
}

/** Migration 0018: a favorite's price-drop alerts (on by default). */
export interface FavoritesTable extends UserProductTable {
  price_alerts: Generated<boolean>;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  city_id: number | null;
  city_text: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  address_line1: string;
  address_line2: string | null;
  comment: string | null;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  /** From order_number_seq (migration 0008). */
  order_number: Generated<string>;
  status: Generated<'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled'>;
  mode: 'reserve' | 'pay' | 'crypto';
  delivery_method: 'pickup' | 'delivery';
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  pickup_city_id: number | null;
  pickup_workshop_id: number | null;
  country: string | null;
  state: string | null;
  address_city: string | null;
  postal_code: string | null;
  address_line1: string | null;
  address_line2: string | null;
  comment: string | null;
  promo_code: string | null;
  subtotal: Numeric;
  discount: Numeric;
  delivery_cost: Numeric;
  total_price: Numeric;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The client's Idempotency-Key, unique per customer (migration 0008). */
  idempotency_key: string | null;
  /** Until when a pending order holds its pieces (migration 0015); null once confirmed or ended. */
  hold_until: Generated<Date | null>;
  /** Why a cancelled order was cancelled (migration 0015). */
  cancel_reason: Generated<'customer' | 'manager' | 'hold_expired' | null>;
}

export interface OrderItemsTable extends ProductRef {
  id: Generated<number>;
  order_id: number;
  quantity: number;
  /** The unit price at the time; null for a piece on request until a manager quotes it (migration 0012). */
  price: NumericNull;
}

/** Migration 0016: an order's history, one row per move (the placing included). */
export interface OrderStatusChangesTable {
  id: Generated<number>;
  order_id: number;
  at: Timestamp;
  from_status: string | null;
  to_status: string;
  by_kind: 'customer' | 'staff' | 'system';
  actor_id: number | null;
  reason: string | null;
}
