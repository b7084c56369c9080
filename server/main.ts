import { consoleLog, startServer } from './start';

/** `npm start`: the API and the built app from dist/ (or DIST_DIR), one process. */
const port = Number(process.env.PORT ?? 8080);
const server = await startServer({
  port,
  host: process.env.HOST ?? '0.0.0.0',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '.data',
  serveStatic: process.env.DIST_DIR || true,
  log: consoleLog,
});
console.log(`App ready at http://localhost:${server.port}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  });
}
// A fault in one request never takes the process down; log and keep serving.
process.on('unhandledRejection', (err) => consoleLog('error', '[process] unhandled rejection', err));
