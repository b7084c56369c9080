import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Log, Mailer } from '../mail/mailer';

/** What every route handler may use; injected into createApp so tests can swap adapters. */
export interface Deps {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: Log;
}

export type AppEnv = { Variables: { deps: Deps } };
