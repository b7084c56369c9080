import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, callUrl, createHttpClient } from '@/src/adapters/http';

// The app's HTTP client (fetch, no library) against a loopback server: what it sends, what it returns, and
// the ApiError a machine gets for each kind of failure.

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}
let seen: Seen | null = null;
let answer: (res: ServerResponse) => void = () => {};
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen = { method: req.method ?? '', url: req.url ?? '', contentType: req.headers['content-type'], body };
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('createHttpClient', () => {
  it('GETs under the base with the query (undefined values left out) and returns the envelope', async () => {
    answer = json(200, { status: 'success', data: { _id: 'u1' } });
    const call = createHttpClient(base);
    const body = await call<{ _id: string }>('/user/u1', {
      query: { idMarca: 'b 1', auth_token: undefined },
    });
    expect(body.data._id).toBe('u1');
    expect(seen).toMatchObject({ method: 'GET', url: '/api/user/u1?idMarca=b+1', body: '' });
  });

  it('sends a body as JSON', async () => {
    answer = json(200, { status: 'success', data: null });
    await createHttpClient(base)('/register/checkemail', { method: 'POST', body: { email: 'a@b.co' } });
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/api/register/checkemail',
      body: '{"email":"a@b.co"}',
    });
    expect(seen?.contentType).toBe('application/json');
  });

  it("fails with the server's message and status (top level or under data)", async () => {
    const call = createHttpClient(base);
    answer = json(400, { status: 'error', message: 'La contraseña es incorrecta' });
    await expect(call('/login', { method: 'POST', body: {} })).rejects.toEqual(
      new ApiError('La contraseña es incorrecta', 400),
    );
    answer = json(404, { data: { message: 'Usuario no encontrado' } });
    const error = await call('/user/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Usuario no encontrado', status: 404 });
  });

  it('fails with the status alone when the answer has no message (or is not JSON)', async () => {
    answer = (res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    await expect(createHttpClient(base)('/marca/x')).rejects.toMatchObject({
      status: 502,
      message: 'HTTP error 502',
    });
  });

  it('fails with status null and a "network error" message when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await createHttpClient(`http://127.0.0.1:${port}/api`)('/marca/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
    expect((error as ApiError).message).toMatch(/^network error/);
  });
});

describe('callUrl', () => {
  it('joins base and path with one slash, under this origin too', () => {
    expect(callUrl('/api', '/marca/x')).toBe('/api/marca/x');
    expect(callUrl('/api/', 'marca/x', { a: 1, b: true })).toBe('/api/marca/x?a=1&b=true');
  });
});
