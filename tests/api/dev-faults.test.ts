import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '@/server/config';
import { messages } from '@/server/http/errors';
import { devFaultMessages } from '@/server/routes/dev-faults';
import type { RunningServer } from '@/server/start';
import { Client, DEMO, startTestServer } from './helpers';

/** The dev fault injector (issue 9, W4): POST /api/dev/faults. */
let server: RunningServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(() => server?.close());

const login = () => client.post('/api/login', DEMO);

describe('POST /api/dev/faults', () => {
  it('fails exactly the next `times` requests of that method and path with the status and message', async () => {
    const planted = await client.post('/api/dev/faults', {
      method: 'POST',
      path: '/api/login',
      status: 503,
      message: 'Servicio caído a propósito',
      times: 2,
    });
    expect(planted.status).toBe(200);
    expect(planted.body.data).toMatchObject({ method: 'POST', path: '/api/login', status: 503, times: 2 });
    // Another method or path is not touched.
    expect((await client.get(`/api/marca/localhost`)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const failed = await login();
      expect(failed.status, `request ${i + 1}`).toBe(503);
      // The server's own error body shape.
      expect(failed.body).toEqual({
        status: 'error',
        message: 'Servicio caído a propósito',
        data: { message: 'Servicio caído a propósito' },
      });
    }
    const third = await login();
    expect(third.status).toBe(200);
    expect(third.body.data.email).toBe(DEMO.email);
  });

  it("defaults to once and to the server's generic 500 message; a query string does not hide the path", async () => {
    const path = '/api/marca/localhost';
    expect((await client.post('/api/dev/faults', { method: 'GET', path, status: 500 })).status).toBe(200);
    const failed = await client.get(`${path}?dominio=x`);
    expect(failed.status).toBe(500);
    expect(failed.body.message).toBe(messages.internal);
    expect((await client.get(path)).status).toBe(200);
  });

  it('DELETE removes the planted faults, or only those of ?path=', async () => {
    await client.post('/api/dev/faults', { method: 'POST', path: '/api/login', status: 500, times: 5 });
    await client.post('/api/dev/faults', { method: 'GET', path: '/api/marca/localhost', status: 502 });
    const one = await client.call('DELETE', '/api/dev/faults?path=/api/marca/localhost');
    expect(one.body.data).toEqual({ removed: 1 });
    expect((await client.get('/api/marca/localhost')).status).toBe(200);
    const cleared = await client.call('DELETE', '/api/dev/faults');
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual({ removed: 1 });
    expect((await login()).status).toBe(200);
  });

  it('answers 400 with a message to bad input, and plants nothing', async () => {
    const good = { method: 'POST', path: '/api/login', status: 500 };
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...good, method: 'PATCH' }, devFaultMessages.method],
      [{ ...good, path: 'login' }, devFaultMessages.path],
      [{ ...good, path: '/api/login?x=1' }, devFaultMessages.path],
      [{ ...good, path: '/api/dev/faults' }, devFaultMessages.self],
      [{ ...good, status: 404 }, devFaultMessages.status],
      [{ ...good, status: 500.5 }, devFaultMessages.status],
      [{ ...good, message: '' }, devFaultMessages.message],
      [{ ...good, times: 0 }, devFaultMessages.times],
      [{ ...good, times: 101 }, devFaultMessages.times],
    ];
    for (const [body, message] of bad) {
      const res = await client.post('/api/dev/faults', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await login()).status).toBe(200);
  });
});

describe('not served in production', () => {
  it('the production config turns the e-mail sandbox off unless DEV_OUTBOX=1', () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toMatchObject({
      nodeEnv: 'production',
      devOutbox: true,
    });
  });
  for (const [name, config] of [
    ['without the e-mail sandbox', { devOutbox: false }],
    ['under NODE_ENV=production even with DEV_OUTBOX=1', { nodeEnv: 'production', devOutbox: true }],
  ] as const) {
    it(`${name}: 404 "Ruta no encontrada", and the request it names is not failed`, async () => {
      const prod = await startTestServer({ config });
      try {
        const prodClient = new Client(prod.url);
        const res = await prodClient.post('/api/dev/faults', {
          method: 'POST',
          path: '/api/login',
          status: 500,
        });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(messages.routeNotFound);
        expect((await prodClient.call('DELETE', '/api/dev/faults')).status).toBe(404);
        expect((await prodClient.post('/api/login', DEMO)).status).toBe(200);
      } finally {
        await prod.close();
      }
    });
  }
});
