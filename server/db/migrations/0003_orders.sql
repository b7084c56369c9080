-- Orders, card payments (sandbox / MercadoPago) and submission idempotency.
-- Money is numeric (exact). Ids are 24-hex text (`_id`). See docs/api.md "Orders" and "Payments".

-- Human order numbers (idOrder), one counter per brand.
CREATE TABLE order_counters (
  id_marca text PRIMARY KEY REFERENCES brands (id),
  last_number integer NOT NULL DEFAULT 0
);

CREATE TABLE orders (
  id text PRIMARY KEY,
  id_order integer,
  id_marca text NOT NULL REFERENCES brands (id),
  id_cliente text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id_local text NOT NULL REFERENCES branches (id),
  store_id text NOT NULL,
  -- The cart's draftOrderId: a repeat or concurrent duplicate submission maps to this row.
  draft_order_id text,
  type text NOT NULL CHECK (type IN ('mesa', 'takeaway', 'delivery', 'delivery_propio')),
  estado_de_orden text NOT NULL DEFAULT 'COCINA',
  order_status text NOT NULL DEFAULT 'COCINA',
  active boolean NOT NULL DEFAULT true,
  -- 'not_required' (cash, table, zero total), 'pending' (waiting for the card), 'approved', 'rejected'.
  payment_status text NOT NULL DEFAULT 'not_required'
    CHECK (payment_status IN ('not_required', 'pending', 'approved', 'rejected')),
  payment_provider text,
  preference_id text,
  order_payment jsonb NOT NULL DEFAULT '[]',
  subtotal numeric(12, 2) NOT NULL DEFAULT 0,
  costo_envio numeric(12, 2) NOT NULL DEFAULT 0,
  descuento_envio numeric(12, 2) NOT NULL DEFAULT 0,
  -- subtotal + shipping charged (before points): account.totalinvoiced / totalFacturado.
  total_invoiced numeric(12, 2) NOT NULL DEFAULT 0,
  points_to_use numeric(12, 2) NOT NULL DEFAULT 0,
  -- What is paid with money: total.
  total numeric(12, 2) NOT NULL DEFAULT 0,
  points_percentage numeric(5, 2) NOT NULL DEFAULT 10,
  win_points numeric(12, 2) NOT NULL DEFAULT 0,
  metodo_de_pago text[] NOT NULL DEFAULT '{}',
  mesa integer,
  mesa_id integer,
  comments text,
  hora_retiro text,
  recomended_product boolean NOT NULL DEFAULT false,
  delivery_address_id text,
  shipping_type_id text,
  tracking_url text,
  domain text,
  local_name text NOT NULL DEFAULT '',
  local_address text NOT NULL DEFAULT '',
  experiencia text,
  valoracion smallint CHECK (valoracion BETWEEN 1 AND 5),
  -- When the status last changed (the kitchen advances from here) and when the order completed.
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX orders_draft ON orders (id_marca, id_cliente, draft_order_id);
CREATE UNIQUE INDEX orders_number ON orders (id_marca, id_order);
CREATE INDEX orders_client ON orders (id_cliente, created_at DESC);
-- The kitchen scans only orders still moving.
CREATE INDEX orders_kitchen ON orders (status_changed_at) WHERE completed_at IS NULL;

-- Updates merged into an open table order, keyed by the cart's draftOrderId: a repeated update is a
-- no-op that answers the same order.
CREATE TABLE order_updates (
  id_marca text NOT NULL REFERENCES brands (id),
  id_cliente text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  draft_order_id text NOT NULL,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_marca, id_cliente, draft_order_id)
);

-- One card payment attempt per preference. The sandbox writes approved/rejected here; the
-- MercadoPago adapter mirrors what its API reports.
CREATE TABLE payments (
  id text PRIMARY KEY,
  preference_id text NOT NULL UNIQUE,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  id_marca text NOT NULL REFERENCES brands (id),
  provider text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  amount numeric(12, 2) NOT NULL,
  -- The app origin the hosted checkout posts {type:'close'} to.
  app_origin text,
  provider_payment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_order ON payments (order_id, created_at DESC);
