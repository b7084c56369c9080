import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRetryableFailure } from '@/machines/rules/translation';
import { createTranslationApi } from '@/src/adapters/translation-api';

// The real adapter against a loopback server that answers as a healthy, a German (no engine) or a broken
// translation service would: what reaches the language flow must never be a blank label.

type Handler = (body: { texts: string[] }, res: ServerResponse) => void;
let handler: Handler = () => {};
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => handler(raw ? JSON.parse(raw) : {}, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const input = { texts: ['Hola', 'Milanesa con papas'], targetLang: 'en' as const, apiKey: 'k' };

describe('translateBatch', () => {
  it('answers the texts in request order', async () => {
    handler = (body, res) =>
      json(
        res,
        200,
        body.texts.map((t) => `EN:${t}`),
      );
    await expect(createTranslationApi(base).translateBatch(input)).resolves.toEqual({
      translations: ['EN:Hola', 'EN:Milanesa con papas'],
      passthrough: false,
    });
  });

  it('reads the passthrough flag of a language without an engine', async () => {
    handler = (body, res) => json(res, 200, body.texts, { 'X-Translation-Passthrough': '1' });
    const answer = await createTranslationApi(base).translateBatch({ ...input, targetLang: 'de' as const });
    expect(answer).toEqual({ translations: input.texts, passthrough: true });
  });

  it('keeps the Spanish for a blank translation', async () => {
    handler = (_body, res) => json(res, 200, ['Hello', '   ']);
    const answer = await createTranslationApi(base).translateBatch(input);
    expect(answer.translations).toEqual(['Hello', 'Milanesa con papas']);
  });

  it.each([
    ['an object', { data: ['Hello', 'Milanesa'] }],
    ['too few strings', ['Hello']],
    ['a number among the strings', ['Hello', 42]],
  ])('fails on garbage (%s), not retried', async (_, garbage) => {
    handler = (_body, res) => json(res, 200, garbage);
    const failure = await createTranslationApi(base)
      .translateBatch(input)
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 200 });
    expect(isRetryableFailure(failure)).toBe(false);
  });

  it('fails a 429 with its status and the server message, to be retried', async () => {
    handler = (_body, res) => json(res, 429, { error: { message: 'Demasiadas solicitudes' } });
    const failure = await createTranslationApi(base)
      .translateBatch(input)
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 429, message: 'Demasiadas solicitudes' });
    expect(isRetryableFailure(failure)).toBe(true);
  });

  it('turns a service that hangs into a network failure after the timeout, to be retried', async () => {
    handler = () => {}; // never answers
    const failure = await createTranslationApi(base, { timeoutMs: 100 })
      .translateBatch(input)
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: null });
    expect(String((failure as Error).message)).toMatch(/network/);
    expect(isRetryableFailure(failure)).toBe(true);
  });
});

describe('sendTranslationMetrics', () => {
  it('fails a non-OK answer with "HTTP error {status}"', async () => {
    handler = (_body, res) => json(res, 503, { message: 'x' });
    await expect(createTranslationApi(base).sendTranslationMetrics({ metrics: [] })).rejects.toThrow(
      'HTTP error 503',
    );
  });
});
