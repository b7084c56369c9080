-- Machine translation (accounts.md §4.11, §7.8, §9 "Translation"): the engine's cache, the translations
-- a brand supplies beside its content, and the client's telemetry. Source language is always Spanish.
-- Texts are keyed by a SHA-256 of the source (hex): a btree key cannot hold a 5000-character text.

-- Engine results, kept 3600 s (§7.8); older rows are ignored and overwritten on the next translation.
-- Passthrough answers (no engine for the language) are never stored.
CREATE TABLE translation_cache (
  source_hash text NOT NULL,
  target_lang text NOT NULL,
  source_text text NOT NULL,
  translated_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source_hash, target_lang)
);
CREATE INDEX translation_cache_created ON translation_cache (created_at);

-- A brand's own translations of its texts: they win over the engine, which only fills the gaps.
CREATE TABLE content_translations (
  id_marca text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  source_hash text NOT NULL,
  language text NOT NULL,
  source_text text NOT NULL,
  translated_text text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_marca, language, source_hash)
);

-- Telemetry metrics (§3 "Translation telemetry metric"), brand-less: only aggregates are read.
CREATE TABLE translation_metrics (
  seq bigserial PRIMARY KEY,
  text_hash text NOT NULL,
  text_length integer NOT NULL,
  language text NOT NULL,
  cache_hit boolean NOT NULL,
  is_error boolean NOT NULL,
  was_tokenized boolean NOT NULL,
  tokens_preserved boolean NOT NULL,
  source text NOT NULL,
  client_timestamp timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX translation_metrics_received ON translation_metrics (received_at);
