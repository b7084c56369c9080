import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { consoleLog, prepareApp } from './start';
import { renderIndex } from './static/spa';

/**
 * `npm run dev`: one process, one port. /api and /static go to the Hono app; everything else to
 * Vite in middleware mode (HMR). HTML navigations get index.html transformed by Vite with the
 * brand injected, exactly like the production server does.
 */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const { app, db } = await prepareApp({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '.data',
  log: consoleLog,
});
const httpServer = createHttpServer();
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'spa',
});
const api = getRequestListener(app.fetch);

const isHtmlNavigation = (method: string | undefined, url: string, accept: string | undefined) =>
  method === 'GET' &&
  !/\.[\w]+$/.test(url.split('?')[0]) &&
  !url.startsWith('/@') &&
  (accept ?? '').includes('text/html');

httpServer.on('request', (req, res) => {
  const url = req.url ?? '/';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/static/')) {
    api(req, res);
    return;
  }
  if (isHtmlNavigation(req.method, url, req.headers.accept)) {
    (async () => {
      const raw = readFileSync('index.html', 'utf8');
      const html = await vite.transformIndexHtml(url, raw);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(await renderIndex(db, html, req.headers.host));
    })().catch((err: Error) => {
      vite.ssrFixStacktrace(err);
      consoleLog('error', '[dev] index.html failed', err);
      res.statusCode = 500;
      res.end(err.message);
    });
    return;
  }
  vite.middlewares(req, res);
});

httpServer.listen(port, host, () => console.log(`App ready at http://localhost:${port} (dev, HMR)`));
