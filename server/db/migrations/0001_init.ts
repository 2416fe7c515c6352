import { sql, type Kysely } from 'kysely';

/**
 * The whole schema of both spec parts in one first migration. Later changes get their own numbered file;
 * a released migration is never edited.
 *
 * Conventions: `serial` ids (the API's ids are integers), `timestamptz` everywhere, money as numeric(12,2)
 * (the API answers decimal strings), localised reference names as `name` (ru, the default language) + `name_en`.
 * Rows that point at "one of watch, jewelry or bag" carry three nullable FKs and a CHECK that exactly one is set,
 * which keeps real foreign keys (no polymorphic id columns).
 */
/** PGlite's extended protocol takes one statement per query: run a DDL script statement by statement. */
async function run(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of script.split(/;\s*$/m)) {
    if (statement.trim()) await sql.raw(statement).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const exactlyOneProduct = 'CHECK (num_nonnulls(watch_id, jewelry_id, bag_id) = 1)';

  // ── reference lists ────────────────────────────────────────────────────────────────────────────────────
  await run(db, `
    CREATE TABLE countries (
      id serial PRIMARY KEY,
      code char(2) NOT NULL UNIQUE,
      name text NOT NULL,
      name_en text NOT NULL
    );
    CREATE TABLE cities (
      id serial PRIMARY KEY,
      name text NOT NULL,
      name_en text NOT NULL,
      country_code char(2) NOT NULL REFERENCES countries (code),
      UNIQUE (name_en)
    );
    CREATE TABLE workshops (
      id serial PRIMARY KEY,
      name text NOT NULL,
      name_en text NOT NULL,
      city_id integer NOT NULL REFERENCES cities (id),
      address text,
      UNIQUE (name_en)
    );
    CREATE TABLE brands (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      -- lower-cased, accent-free, alphanumerics only ("F.P. Journe" → "fpjourne"); part 1 §5 brand matching
      name_key text NOT NULL UNIQUE,
      country text,
      founded integer
    );
    CREATE TABLE collections (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands (id),
      name text NOT NULL,
      UNIQUE (brand_id, name)
    );
  `);

  for (const table of [
    'watch_types',
    'case_materials',
    'glass_types',
    'movement_types',
    'functions',
    'strap_materials',
    'conditions',
    'jewelry_types',
  ]) {
    await sql`
      CREATE TABLE ${sql.table(table)} (
        id serial PRIMARY KEY,
        name text NOT NULL,
        name_en text NOT NULL,
        sort_order integer NOT NULL DEFAULT 0,
        UNIQUE (name_en)
      )
    `.execute(db);
  }

  // ── catalogue ──────────────────────────────────────────────────────────────────────────────────────────
  await run(db, `
    CREATE TABLE watches (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands (id),
      collection_id integer REFERENCES collections (id),
      model_name text NOT NULL,
      reference text NOT NULL,
      -- upper-cased alphanumerics of the reference ("126610 LN", "126610-ln" → "126610LN"), for search
      reference_key text NOT NULL,
      watch_type_id integer NOT NULL REFERENCES watch_types (id),
      case_material_id integer NOT NULL REFERENCES case_materials (id),
      glass_type_id integer NOT NULL REFERENCES glass_types (id),
      movement_type_id integer NOT NULL REFERENCES movement_types (id),
      strap_material_id integer NOT NULL REFERENCES strap_materials (id),
      condition_id integer NOT NULL REFERENCES conditions (id),
      city_id integer NOT NULL REFERENCES cities (id),
      workshop_id integer REFERENCES workshops (id),
      price_usd numeric(12, 2),
      price_on_request boolean NOT NULL DEFAULT false,
      on_sale boolean NOT NULL DEFAULT false,
      dial_color text NOT NULL,
      dial_color_en text NOT NULL,
      case_diameter_mm numeric(4, 1) NOT NULL,
      case_thickness_mm numeric(4, 1),
      water_resistance_m integer,
      production_year integer NOT NULL CHECK (production_year >= 1900),
      caliber text,
      power_reserve_hours integer,
      is_limited_edition boolean NOT NULL DEFAULT false,
      limited_edition_pieces integer,
      full_set boolean NOT NULL DEFAULT false,
      description text NOT NULL DEFAULT '',
      description_en text NOT NULL DEFAULT '',
      popularity integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (brand_id, reference, production_year, city_id)
    );
    CREATE TABLE watch_functions (
      watch_id integer NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
      function_id integer NOT NULL REFERENCES functions (id),
      PRIMARY KEY (watch_id, function_id)
    );
    CREATE TABLE jewelry (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands (id),
      jewelry_type_id integer NOT NULL REFERENCES jewelry_types (id),
      model_name text NOT NULL,
      reference text NOT NULL,
      reference_key text NOT NULL,
      price_usd numeric(12, 2),
      price_on_request boolean NOT NULL DEFAULT false,
      on_sale boolean NOT NULL DEFAULT false,
      metal text,
      metal_en text,
      insert_stone text,
      insert_stone_en text,
      full_set boolean NOT NULL DEFAULT false,
      equipment_text text,
      equipment_text_en text,
      condition_text text NOT NULL,
      condition_text_en text NOT NULL,
      city_id integer NOT NULL REFERENCES cities (id),
      description text NOT NULL DEFAULT '',
      description_en text NOT NULL DEFAULT '',
      popularity integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (brand_id, reference)
    );
    CREATE TABLE bags (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands (id),
      model_name text NOT NULL,
      reference text NOT NULL,
      reference_key text NOT NULL,
      price_usd numeric(12, 2),
      price_on_request boolean NOT NULL DEFAULT false,
      on_sale boolean NOT NULL DEFAULT false,
      color text,
      color_en text,
      material text,
      material_en text,
      full_set boolean NOT NULL DEFAULT false,
      kit_description text,
      kit_description_en text,
      condition_text text NOT NULL,
      condition_text_en text NOT NULL,
      city_id integer NOT NULL REFERENCES cities (id),
      description text NOT NULL DEFAULT '',
      description_en text NOT NULL DEFAULT '',
      popularity integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (brand_id, reference)
    );
  `);

  await run(db, `
    CREATE TABLE product_photos (
      id serial PRIMARY KEY,
      watch_id integer REFERENCES watches (id) ON DELETE CASCADE,
      jewelry_id integer REFERENCES jewelry (id) ON DELETE CASCADE,
      bag_id integer REFERENCES bags (id) ON DELETE CASCADE,
      -- which composition the image renderer draws (0 front, 1 angle, 2 caseback/detail, 3 presentation)
      view smallint NOT NULL DEFAULT 0,
      position smallint NOT NULL DEFAULT 0,
      is_primary boolean NOT NULL DEFAULT false,
      ${exactlyOneProduct}
    );
  `);

  // ── content ────────────────────────────────────────────────────────────────────────────────────────────
  await run(db, `
    CREATE TABLE banners (
      id serial PRIMARY KEY,
      title text NOT NULL,
      title_en text NOT NULL,
      subtitle text,
      subtitle_en text,
      link text NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE faqs (
      id serial PRIMARY KEY,
      question text NOT NULL,
      question_en text NOT NULL,
      answer text NOT NULL,
      answer_en text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      sort_order integer NOT NULL DEFAULT 0
    );
    CREATE TABLE videos (
      id serial PRIMARY KEY,
      title text NOT NULL,
      title_en text NOT NULL,
      description text NOT NULL DEFAULT '',
      description_en text NOT NULL DEFAULT '',
      video_url text NOT NULL,
      format text NOT NULL CHECK (format IN ('vertical', 'horizontal')),
      sort_order integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE promo_codes (
      id serial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      type text NOT NULL CHECK (type IN ('percent', 'fixed')),
      value numeric(12, 2) NOT NULL CHECK (value > 0),
      is_active boolean NOT NULL DEFAULT true,
      valid_until timestamptz
    );
  `);

  // ── accounts and sessions ──────────────────────────────────────────────────────────────────────────────
  await run(db, `
    CREATE TABLE users (
      id serial PRIMARY KEY,
      phone text UNIQUE,
      email text UNIQUE,
      password_hash text,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      username text,
      telegram_id bigint UNIQUE,
      firebase_uid text UNIQUE,
      phone_verified boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE refresh_tokens (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- every login starts a family; rotation keeps the family, reuse of a rotated token revokes it whole
      family_id uuid NOT NULL,
      -- SHA-256 of the token: a database leak does not leak usable tokens
      token_hash text NOT NULL UNIQUE,
      family_started_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      rotated_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
    CREATE TABLE verification_codes (
      id serial PRIMARY KEY,
      phone text NOT NULL,
      code_hash text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX verification_codes_phone_idx ON verification_codes (phone, created_at DESC);
    CREATE TABLE telegram_auth_hashes (
      hash text PRIMARY KEY,
      used_at timestamptz NOT NULL DEFAULT now()
    );
  `);

  // ── shopper lists, orders, requests ────────────────────────────────────────────────────────────────────
  await run(db, `
    CREATE TABLE carts (
      id serial PRIMARY KEY,
      user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE cart_items (
      id serial PRIMARY KEY,
      cart_id integer NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
      watch_id integer REFERENCES watches (id),
      jewelry_id integer REFERENCES jewelry (id),
      bag_id integer REFERENCES bags (id),
      quantity integer NOT NULL CHECK (quantity >= 1),
      created_at timestamptz NOT NULL DEFAULT now(),
      ${exactlyOneProduct},
      UNIQUE NULLS NOT DISTINCT (cart_id, watch_id, jewelry_id, bag_id)
    );
    CREATE TABLE favorites (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      watch_id integer REFERENCES watches (id),
      jewelry_id integer REFERENCES jewelry (id),
      bag_id integer REFERENCES bags (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      ${exactlyOneProduct},
      UNIQUE NULLS NOT DISTINCT (user_id, watch_id, jewelry_id, bag_id)
    );
    CREATE TABLE comparison_entries (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      watch_id integer REFERENCES watches (id),
      jewelry_id integer REFERENCES jewelry (id),
      bag_id integer REFERENCES bags (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      ${exactlyOneProduct},
      UNIQUE NULLS NOT DISTINCT (user_id, watch_id, jewelry_id, bag_id)
    );
    CREATE TABLE addresses (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      city_id integer REFERENCES cities (id),
      city_text text,
      state text,
      country char(2),
      postal_code text,
      address_line1 text NOT NULL,
      address_line2 text,
      comment text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX addresses_user_idx ON addresses (user_id);
    CREATE TABLE orders (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id),
      order_number text NOT NULL UNIQUE,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')),
      mode text NOT NULL CHECK (mode IN ('reserve', 'pay', 'crypto')),
      delivery_method text NOT NULL CHECK (delivery_method IN ('pickup', 'delivery')),
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text NOT NULL,
      email text NOT NULL,
      pickup_city_id integer REFERENCES cities (id),
      pickup_workshop_id integer REFERENCES workshops (id),
      country char(2),
      state text,
      address_city text,
      postal_code text,
      address_line1 text,
      address_line2 text,
      comment text,
      promo_code text,
      subtotal numeric(12, 2) NOT NULL,
      discount numeric(12, 2) NOT NULL DEFAULT 0,
      delivery_cost numeric(12, 2) NOT NULL DEFAULT 0,
      total_price numeric(12, 2) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC);
    CREATE TABLE order_items (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      watch_id integer REFERENCES watches (id),
      jewelry_id integer REFERENCES jewelry (id),
      bag_id integer REFERENCES bags (id),
      quantity integer NOT NULL CHECK (quantity >= 1),
      price numeric(12, 2) NOT NULL,
      ${exactlyOneProduct}
    );
    CREATE TABLE customer_requests (
      id serial PRIMARY KEY,
      kind text NOT NULL
        CHECK (kind IN ('contact', 'price', 'live_photos', 'buyback', 'appointment', 'order')),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      name text NOT NULL,
      phone text NOT NULL,
      email text,
      message text,
      watch_id integer REFERENCES watches (id),
      jewelry_id integer REFERENCES jewelry (id),
      bag_id integer REFERENCES bags (id),
      -- kind-specific fields (appointment date/time/city, buyback brand/model/year…)
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      -- honeypot filled: answered like a success, kept apart from real work
      is_spam boolean NOT NULL DEFAULT false,
      -- salted hash of the client address, for abuse review without storing the address itself
      client_key text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX customer_requests_kind_created_idx ON customer_requests (kind, created_at DESC);
    CREATE TABLE request_photos (
      id serial PRIMARY KEY,
      request_id integer NOT NULL REFERENCES customer_requests (id) ON DELETE CASCADE,
      -- relative to DATA_DIR/uploads; the file name is random, never the client's
      path text NOT NULL,
      mime_type text NOT NULL,
      size_bytes integer NOT NULL,
      original_name text
    );
  `);

  // ── indexes for the catalogue's filters and sorts (part 1 §3 filter set, §9 sort options) ──────────────
  await run(db, `
    CREATE INDEX watches_brand_idx ON watches (brand_id);
    CREATE INDEX watches_collection_idx ON watches (collection_id);
    CREATE INDEX watches_city_idx ON watches (city_id);
    CREATE INDEX watches_price_idx ON watches (price_usd, id);
    CREATE INDEX watches_year_idx ON watches (production_year DESC, id DESC);
    CREATE INDEX watches_diameter_idx ON watches (case_diameter_mm);
    CREATE INDEX watches_type_idx ON watches (watch_type_id);
    CREATE INDEX watches_case_material_idx ON watches (case_material_id);
    CREATE INDEX watches_movement_idx ON watches (movement_type_id);
    CREATE INDEX watches_condition_idx ON watches (condition_id);
    CREATE INDEX watches_reference_key_idx ON watches (reference_key);
    CREATE INDEX watches_on_sale_idx ON watches (id) WHERE on_sale;
    CREATE INDEX watches_popularity_idx ON watches (popularity DESC, id DESC);
    CREATE INDEX watch_functions_function_idx ON watch_functions (function_id);
    CREATE INDEX jewelry_brand_idx ON jewelry (brand_id);
    CREATE INDEX jewelry_price_idx ON jewelry (price_usd, id);
    CREATE INDEX bags_brand_idx ON bags (brand_id);
    CREATE INDEX bags_price_idx ON bags (price_usd, id);
    CREATE INDEX collections_brand_idx ON collections (brand_id);
    CREATE INDEX product_photos_watch_idx ON product_photos (watch_id, position) WHERE watch_id IS NOT NULL;
    CREATE INDEX product_photos_jewelry_idx ON product_photos (jewelry_id, position) WHERE jewelry_id IS NOT NULL;
    CREATE INDEX product_photos_bag_idx ON product_photos (bag_id, position) WHERE bag_id IS NOT NULL;
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, `
    DROP TABLE IF EXISTS request_photos, customer_requests, order_items, orders, addresses, comparison_entries,
      favorites, cart_items, carts, telegram_auth_hashes, verification_codes, refresh_tokens, users, promo_codes,
      videos, faqs, banners, product_photos, bags, jewelry, watch_functions, watches, jewelry_types, conditions,
      strap_materials, functions, movement_types, glass_types, case_materials, watch_types, collections, brands,
      workshops, cities, countries CASCADE
  `);
}
