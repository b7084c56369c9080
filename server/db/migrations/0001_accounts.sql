-- Brands, users, sessions and everything the accounts half of the API stores.
-- Money and points are numeric (exact); ids are 24-hex text, like the app expects from the spec's _id.

CREATE TABLE brands (
  id text PRIMARY KEY,
  domain text NOT NULL UNIQUE,
  aliases text[] NOT NULL DEFAULT '{}',
  app_name text NOT NULL,
  business_type text NOT NULL DEFAULT 'b2c' CHECK (business_type IN ('b2c', 'b2b')),
  multiple_menu boolean NOT NULL DEFAULT false,
  colors jsonb NOT NULL DEFAULT '[]',
  terms_and_conditions text NOT NULL DEFAULT '',
  privacy_policy text NOT NULL DEFAULT '',
  delivery_conditions_id text NOT NULL,
  porcentaje_marca numeric(5, 2) NOT NULL DEFAULT 0,
  porcentaje_usuario numeric(5, 2) NOT NULL DEFAULT 0,
  minimo_gratis numeric(12, 2) NOT NULL DEFAULT 0,
  minimo_compra numeric(12, 2) NOT NULL DEFAULT 0,
  social_login_provider text NOT NULL DEFAULT 'Google',
  payment_provider_name text NOT NULL DEFAULT 'Mercado Pago',
  show_vat_disclaimer boolean NOT NULL DEFAULT false,
  native_app_prompt boolean NOT NULL DEFAULT false,
  percentage_points numeric(5, 2) NOT NULL DEFAULT 10,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id text PRIMARY KEY,
  id_marca text NOT NULL REFERENCES brands (id),
  type_user text NOT NULL CHECK (type_user IN ('guest', 'registered')),
  email text,
  name text,
  password_hash text,
  verified boolean NOT NULL DEFAULT false,
  phone_number text,
  gender text CHECK (gender IN ('Male', 'Female', 'Other')),
  birth_date date,
  identification_number text,
  price_category text NOT NULL DEFAULT 'default',
  discount_percentage numeric(5, 2) NOT NULL DEFAULT 0,
  id_local text,
  cuit text,
  business_name text,
  company_name text,
  auth_provider text,
  auth_subject text,
  campaign text,
  settings jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_brand_email ON users (id_marca, email) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_brand_dni ON users (id_marca, identification_number) WHERE identification_number IS NOT NULL;
CREATE UNIQUE INDEX users_brand_social ON users (id_marca, auth_provider, auth_subject) WHERE auth_subject IS NOT NULL;

-- Sessions live in the database (hashed tokens), so any API instance can serve any request.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id_marca text NOT NULL REFERENCES brands (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Short-lived tokens: social login hand-off (auth_token / URL token) and OAuth state.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL,
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  payload jsonb NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE verification_codes (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE,
  to_email text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  code text,
  link text,
  id_marca text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to ON outbox (lower(to_email), seq DESC);

CREATE TABLE support_messages (
  id text PRIMARY KEY,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  id_marca text REFERENCES brands (id),
  email text NOT NULL,
  subject text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE point_transactions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id_marca text NOT NULL REFERENCES brands (id),
  status text NOT NULL CHECK (status IN ('approved', 'pending', 'cancelled')),
  type text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('purchase', 'cashback', 'cashback_pending')),
  description text NOT NULL,
  points numeric(12, 2) NOT NULL,
  original_amount numeric(12, 2) NOT NULL DEFAULT 0,
  reward_percentage numeric(5, 2) NOT NULL DEFAULT 0,
  local_name text,
  local_address text,
  order_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX point_transactions_user ON point_transactions (user_id, created_at DESC);

CREATE TABLE push_subscriptions (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  subscription jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, endpoint)
);

CREATE TABLE activities (
  seq bigserial PRIMARY KEY,
  kind text NOT NULL,
  user_id text,
  id_marca text NOT NULL REFERENCES brands (id),
  store_id text,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activities_brand_kind ON activities (id_marca, kind, created_at DESC);

CREATE TABLE utm_visits (
  seq bigserial PRIMARY KEY,
  id_marca text NOT NULL REFERENCES brands (id),
  url_utm text NOT NULL,
  utm_campaign text,
  utm_source text,
  utm_medium text,
  created_at timestamptz NOT NULL DEFAULT now()
);
