-- Catalogue: branches (locales), menu (categories, subcategories, products, option groups, options,
-- upsells), stories and banners, saved delivery addresses and the maps gazetteer.
-- Described for the other half of the API in docs/catalogue-schema.md. Ids are 24-hex text (`_id`).

-- A branch ("local"). `id` is the spec's id/_id; `store_id` is the short store code used in menu paths.
CREATE TABLE branches (
  id text PRIMARY KEY,
  id_marca text NOT NULL REFERENCES brands (id),
  store_id text NOT NULL UNIQUE,
  name text NOT NULL,
  address text NOT NULL,
  image text NOT NULL DEFAULT '',
  whatsapp text,
  percentage_points numeric(5, 2) NOT NULL DEFAULT 10,
  latitude numeric(9, 6) NOT NULL,
  longitude numeric(9, 6) NOT NULL,
  -- {domingo|lunes|martes|miercoles|jueves|viernes|sabado: {open, close}}; 'HH:MM' or 'h:mm AM/PM';
  -- a missing day is closed all day; close <= open means it closes after midnight.
  schedule jsonb NOT NULL DEFAULT '{}',
  system_options_id text NOT NULL,
  table_system boolean NOT NULL DEFAULT false,
  takeaway_system boolean NOT NULL DEFAULT false,
  delivery_system boolean NOT NULL DEFAULT false,
  delivery_propio_activo boolean NOT NULL DEFAULT false,
  delivery_propio_name text,
  -- Forces the status ('open' | 'closing_soon' | 'close') regardless of the schedule (demo, tests, reforms).
  status_override text CHECK (status_override IN ('open', 'closing_soon', 'close')),
  -- Display text that replaces the computed scheduleStatus while an override is set.
  status_note text,
  -- Delivery radius for the courier estimate, in km.
  delivery_radius_km numeric(5, 2) NOT NULL DEFAULT 8,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX branches_brand ON branches (id_marca, sort_order);

-- Menu sections. type 'category' holds products by category_id; type 'preferences' is a tag filter:
-- its products are the brand's products whose `ref` contains `tag`.
CREATE TABLE menu_categories (
  id text PRIMARY KEY,
  id_marca text NOT NULL REFERENCES brands (id),
  name text NOT NULL,
  slug text NOT NULL,
  type text NOT NULL DEFAULT 'category' CHECK (type IN ('category', 'preferences')),
  tag text,
  image text NOT NULL DEFAULT '',
  featured boolean NOT NULL DEFAULT false,
  -- Hours (0-24, Buenos Aires time) in which the category's products are suggested (/menu/hourly).
  suggest_from smallint,
  suggest_to smallint,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (id_marca, slug)
);

CREATE TABLE menu_subcategories (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES menu_categories (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX menu_subcategories_category ON menu_subcategories (category_id, sort_order);

-- A product of the brand's catalogue. `price` is stored exactly as the wire shape: a JSON number, a
-- JSON string, or an object keyed by consume type {tableSystem, takeawaySystem, deliverySystem}
-- (b2c) or by price category {default, mayorista, distribuidor, corporativo, vip} (b2b).
-- Resolve it with machines/rules/price-resolution.ts.
CREATE TABLE products (
  id text PRIMARY KEY,
  id_marca text NOT NULL REFERENCES brands (id),
  sku text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  price jsonb NOT NULL DEFAULT '0',
  category_id text NOT NULL REFERENCES menu_categories (id),
  subcategory_id text REFERENCES menu_subcategories (id),
  ref text[] NOT NULL DEFAULT '{}',
  alergenos text[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  featured boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_marca, sku)
);
CREATE INDEX products_category ON products (category_id, sort_order);

-- Products a branch does not offer (the menu of a branch = the brand's active products minus these).
CREATE TABLE branch_unavailable_products (
  branch_id text NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (branch_id, product_id)
);

-- An option group: the option's `category` {id, name, minQty, maxQty}. minQty 0 and maxQty >= 1000
-- is an unlimited additionals group.
CREATE TABLE option_groups (
  id text PRIMARY KEY,
  id_marca text NOT NULL REFERENCES brands (id),
  name text NOT NULL,
  min_qty integer NOT NULL DEFAULT 0 CHECK (min_qty >= 0),
  max_qty integer NOT NULL DEFAULT 1 CHECK (max_qty >= 1)
);

-- A product's option (its `children`). With a group it is an ingredient; without one (group_id NULL)
-- it is an aditional. The map key the app builds is '{sku}-{groupId}' or just the sku.
CREATE TABLE product_options (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  group_id text REFERENCES option_groups (id),
  sku text NOT NULL,
  name text NOT NULL,
  price numeric(12, 2) NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  min_limit integer NOT NULL DEFAULT 1 CHECK (min_limit >= 1),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX product_options_key ON product_options (product_id, sku, (coalesce(group_id, '')));

-- categoriasComplementarias: upsell products offered with a product, grouped by a title.
CREATE TABLE product_complements (
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  title text NOT NULL,
  complement_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, title, complement_id)
);

-- Stories and banners. branch_id NULL: shown at every branch of the brand.
-- public_destinated: 'todos' | 'registrados' | 'invitados' (answered as publicDestinated {value}).
CREATE TABLE stories (
  id text PRIMARY KEY,
  id_marca text NOT NULL REFERENCES brands (id),
  branch_id text REFERENCES branches (id) ON DELETE CASCADE,
  name text NOT NULL,
  image text NOT NULL,
  user_name text NOT NULL,
  schedule timestamptz NOT NULL,
  name_button text,
  link_button text,
  public_destinated text NOT NULL DEFAULT 'todos' CHECK (public_destinated IN ('todos', 'registrados', 'invitados')),
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX stories_brand ON stories (id_marca, sort_order);

CREATE TABLE banners (
  id text PRIMARY KEY,
  id_marca text NOT NULL REFERENCES brands (id),
  branch_id text REFERENCES branches (id) ON DELETE CASCADE,
  name text NOT NULL,
  image text NOT NULL,
  link text,
  public_destinated text NOT NULL DEFAULT 'todos' CHECK (public_destinated IN ('todos', 'registrados', 'invitados')),
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX banners_brand ON banners (id_marca, sort_order);

-- Saved delivery addresses (POST/GET /pedido/direccion).
CREATE TABLE delivery_addresses (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id_marca text NOT NULL REFERENCES brands (id),
  delivery_address text NOT NULL,
  lat numeric(9, 6) NOT NULL,
  lon numeric(9, 6) NOT NULL,
  customer_name text NOT NULL DEFAULT '',
  customer_phone text NOT NULL DEFAULT '',
  delivery_instructions text NOT NULL,
  etiqueta text NOT NULL,
  is_default boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_addresses_user ON delivery_addresses (user_id, id_marca, created_at DESC);

-- The maps sandbox's gazetteer: real-looking Buenos Aires addresses with coordinates.
CREATE TABLE gazetteer_places (
  place_id text PRIMARY KEY,
  street text NOT NULL,
  number text NOT NULL,
  barrio text NOT NULL,
  city text NOT NULL DEFAULT 'CABA',
  province text NOT NULL DEFAULT 'Buenos Aires',
  country text NOT NULL DEFAULT 'Argentina',
  postal_code text NOT NULL DEFAULT '',
  lat numeric(9, 6) NOT NULL,
  lng numeric(9, 6) NOT NULL,
  -- Lowercased, accent-free "street number barrio city" for prefix/substring search.
  search text NOT NULL
);
