-- Rate limits of the account routes (issue 10 #14): one fixed-window counter per rule and per client
-- address or account, kept here so every instance on one database counts the same attempts.
-- `key` is "<rule>:<ip|account>:<sha256 of the address or account>": no address or e-mail is stored.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  window_seconds integer NOT NULL CHECK (window_seconds > 0),
  hits integer NOT NULL DEFAULT 0
);
-- Old windows are deleted in bulk (server start and now and then on a hit).
CREATE INDEX rate_limits_window_start ON rate_limits (window_start);
