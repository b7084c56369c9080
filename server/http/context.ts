import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Log, Mailer } from '../mail/mailer';
import type { Translation } from '../translation/service';

/** What every route handler may use; injected into createApp so tests can swap adapters. */
export interface Deps {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: Log;
  /** The translation engine and its counters (server/translation). */
  translation: Translation;
}

export type AppEnv = { Variables: { deps: Deps } };
