import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { type Config, configFromEnv } from './config';
import { type Db, openDb } from './db/db';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import type { AppEnv, Deps } from './http/context';
import { createMailer, type Log } from './mail/mailer';
import { type OrdersRuntime, startOrdersRuntime } from './payment-sandbox/runtime';
import { pruneRateLimits } from './services/rate-limits';
import { createProvider, type TranslationProvider } from './translation/provider';
import { createTranslation, pruneTranslationCache } from './translation/service';

export interface StartOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 0.0.0.0; tests use 127.0.0.1. */
  host?: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data directory (default `.data`), or ':memory:'. */
  dataDir?: string;
  /** With ':memory:', start from this PGlite dump instead of an empty database (tests). */
  pgliteTemplate?: Blob;
  /** Serve the built app from `dist/` (or this folder). */
  serveStatic?: boolean | string;
  log?: Log;
  config?: Partial<Config>;
  /** The translation engine (tests inject one); default from config (TRANSLATE_PROVIDER). */
  translationProvider?: TranslationProvider;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  deps: Deps;
  /** Payment sandbox listener (its own origin) and demo kitchen. */
  orders: OrdersRuntime;
  close(): Promise<void>;
}

export const consoleLog: Log = (level, message, detail) => {
  const line = `[${new Date().toISOString()}] ${level.toUpperCase()} ${message}`;
  if (level === 'error') console.error(line, detail ?? '');
  else if (level === 'warn') console.warn(line, detail ?? '');
  else console.log(line, detail ?? '');
};

/** Opens the database, migrates and seeds it (under an advisory lock) and builds the app. */
export async function prepareApp(
  options: StartOptions = {},
): Promise<{ app: Hono<AppEnv>; deps: Deps; db: Db; orders: OrdersRuntime }> {
  const log = options.log ?? consoleLog;
  const config = { ...configFromEnv(), ...options.config };
  const db = await openDb({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    pgliteTemplate: options.pgliteTemplate,
  });
  try {
    await migrate(db, async (d) => {
      await seed(d);
    });
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  // Housekeeping any instance may do: expired credentials are useless rows.
  await db.query("DELETE FROM sessions WHERE expires_at < now() - interval '1 day'");
  await db.query("DELETE FROM auth_tokens WHERE expires_at < now() - interval '1 day'");
  await pruneTranslationCache(db);
  await pruneRateLimits(db);
  if (config.rateLimits.scale !== 1) {
    log(
      config.nodeEnv === 'production' ? 'warn' : 'info',
      `[rate-limits] RATE_LIMIT_SCALE=${config.rateLimits.scale}: every account limit is multiplied by it`,
    );
  }
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  // Discovery only (no engine process yet): Apertium pipelines start on the first translation.
  const provider =
    options.translationProvider ?? (await createProvider(config.translation, (m) => log('warn', m)));
  const deps: Deps = {
    db,
    mailer,
    config,
    log,
    translation: createTranslation(provider, config.translation.budgetMs),
  };
  const distDir =
    typeof options.serveStatic === 'string' ? options.serveStatic : options.serveStatic ? 'dist' : undefined;
  // The payment sandbox's second listener (PAYMENT_SANDBOX_PORT, default API port + 1) and the kitchen.
  const orders = await startOrdersRuntime(deps, { apiPort: options.port, host: options.host }).catch(
    async (err) => {
      provider.close();
      await db.close().catch(() => {});
      throw err;
    },
  );
  return { app: createApp(deps, { distDir }), deps, db, orders };
}

/** Starts API (and, with serveStatic, the built app) in one process. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { app, deps, db, orders } = await prepareApp(options);
  const host = options.host ?? '0.0.0.0';
  const server = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname: host });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (err) {
    deps.translation.provider.close();
    await orders.close().catch(() => {});
    await db.close().catch(() => {});
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  let closed = false;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    db,
    deps,
    orders,
    async close() {
      if (closed) return;
      closed = true;
      deps.translation.provider.close();
      await orders.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await db.close();
    },
  };
}
