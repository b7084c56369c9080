import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { compressJson } from './http/compression';
import type { AppEnv, Deps } from './http/context';
import { ApiError, fromDatabaseError, messages, notFound } from './http/errors';
import { InjectedFault, injectFaults } from './http/faults';
import { apiRoutes } from './routes';
import { findBrandById } from './services/brands';
import { backgroundSvg, logoSvg } from './static/brand-images';
import { mountCatalogueImages } from './static/catalogue-images';
import { mountSpa } from './static/spa';

export const MAX_BODY_BYTES = 100 * 1024;

const bodyTooLargeFor = (bytes: number) =>
  `El cuerpo de la solicitud supera el máximo permitido de ${Math.round(bytes / 1024)} KB`;

export interface AppOptions {
  /** Serve the built app from this folder, with SPA fallback and brand injection. */
  distDir?: string;
}

function errorBody(message: string, extras: Record<string, unknown> = {}) {
  // `message` at the top, and under `data` for clients that read `data.message`.
  return { status: 'error', message, data: { message }, ...extras };
}

/**
 * Answers every failure as JSON. Expected failures (ApiError, HTTP exceptions, database errors
 * caused by input) keep their 4xx; anything else is a server fault: logged, answered 500 with a
 * generic message, and the process keeps running.
 */
function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) return c.json(errorBody(err.message, err.extras), err.status, err.headers);
  // A dev fault (POST /api/dev/faults): the planted status and message, in the same body shape.
  if (err instanceof InjectedFault) return c.json(errorBody(err.message), err.status as 500);
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(errorBody(err.message || 'Solicitud inválida'), err.status);
  }
  const mapped = fromDatabaseError(err);
  if (mapped) return c.json(errorBody(mapped.message), mapped.status);
  c.get('deps')?.log('error', `[api] ${c.req.method} ${new URL(c.req.url).pathname} failed`, err);
  return c.json(errorBody(messages.internal), 500);
}

export function createApp(deps: Deps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // JSON answers of 1 KB and more go out br or gzip when the client accepts it (server/http/compression.ts).
  app.use('/api/*', compressJson);
  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        // A body announced too large (Content-Length) is never read: Node discards it after the answer
        // and the connection stays usable. A body sent without a length was read up to the limit, and
        // the rest is still on the socket: close the connection rather than promise a keep-alive whose
        // next request would be parsed from the left-over bytes (issue 10 #13).
        if (!c.req.header('content-length') || c.req.header('transfer-encoding')) {
          c.header('Connection', 'close');
        }
        return c.json(
          errorBody(maxSize === MAX_BODY_BYTES ? messages.bodyTooLarge : bodyTooLargeFor(maxSize)),
          413,
        );
      },
    });
  const limitBody = limitTo(MAX_BODY_BYTES);
  // Routes that take more (a translation batch: 100 texts of 5000 characters) name their own limit.
  const ownLimits = new Map<string, ReturnType<typeof limitTo>>();
  for (const r of apiRoutes) if (r.maxBodyBytes) ownLimits.set(`/api${r.path}`, limitTo(r.maxBodyBytes));
  // A GET or HEAD has no body (fetch's Request refuses one), and asking for it would make
  // @hono/node-server build a full Request (headers copy, AbortSignal) on every read: skip them.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (ownLimits.get(c.req.path) ?? limitBody)(c, next),
  );

  const api = new Hono<AppEnv>();
  // Planted dev faults answer before any route (never under NODE_ENV=production: server/http/faults.ts).
  api.use('*', injectFaults);
  for (const route of apiRoutes) route.mount(api);
  api.all('*', () => {
    throw notFound(messages.routeNotFound);
  });
  api.onError(handleError);
  app.route('/api', api);

  mountCatalogueImages(app);
  app.get('/static/brands/:id/:file', async (c) => {
    const file = c.req.param('file');
    const draw = file === 'logo.svg' ? logoSvg : file === 'background.svg' ? backgroundSvg : null;
    const brand = draw ? await findBrandById(deps.db, c.req.param('id')) : null;
    if (!draw || !brand) return c.text('No encontrado', 404);
    return c.body(draw(brand), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
    });
  });

  if (options.distDir) mountSpa(app, options.distDir);
  app.onError(handleError);
  return app;
}
