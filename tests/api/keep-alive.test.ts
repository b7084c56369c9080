import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '@/server/app';
import { messages } from '@/server/http/errors';
import type { RunningServer } from '@/server/start';
import { startTestServer } from './helpers';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { message?: string } | null;
  socket: Socket;
}

/** One POST through `agent`, resolving with the answer and the socket it travelled on. */
function post(agent: Agent, path: string, payload: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, server.url),
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Answer['body'] = null;
          try {
            body = JSON.parse(text);
          } catch {
            // Node's own 400 for an unparsable request has no JSON body.
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, socket: req.socket as Socket });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('a keep-alive connection after a 413 (issue 10 #13)', () => {
  it('answers the next requests on the same connection, not a broken socket', async () => {
    // One socket at a time, kept alive: what a browser or undici does with a pooled connection.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ email: 'demo@demo.com', password: 'x'.repeat(MAX_BODY_BYTES + 10_000) });
      const first = await post(agent, '/api/login', big);
      expect(first.status).toBe(413);
      expect(first.body?.message).toBe(messages.bodyTooLarge);

      // The next request must reach the app (its JSON 400), not Node's parser reading the rest of the big body.
      const second = await post(agent, '/api/login', '{not json');
      expect(second.status).toBe(400);
      expect(second.body?.message).toBe(messages.malformedJson);

      const third = await post(agent, '/api/login', '{not json');
      expect(third.status).toBe(400);
      expect(third.body?.message).toBe(messages.malformedJson);

      // Whatever the server chose (drain or close), an answer that says keep-alive keeps the socket usable.
      if (first.headers.connection !== 'close') expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });

  it('also after a 413 for a body sent without a length (chunked)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await new Promise<number>((resolve, reject) => {
        const req = request(
          new URL('/api/login', server.url),
          { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        // Chunked: no Content-Length, so the limit is found while reading.
        for (let i = 0; i < 20; i++) req.write(Buffer.alloc(16 * 1024, 'a'));
        req.end();
      });
      expect(first).toBe(413);
      const second = await post(agent, '/api/login', '{not json');
      expect(second.status).toBe(400);
      expect(second.body?.message).toBe(messages.malformedJson);
      const third = await post(agent, '/api/login', '{not json');
      expect(third.body?.message).toBe(messages.malformedJson);
    } finally {
      agent.destroy();
    }
  });

  it("with fetch's pooled connection (undici): 413, then the app's 400 twice, no socket error", async () => {
    const chunks = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(16 * 1024).fill(97));
          controller.close();
        },
      });
    const send = (body: BodyInit) =>
      fetch(new URL('/api/login', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
    for (const oversize of [() => 'x'.repeat(MAX_BODY_BYTES + 1), chunks]) {
      const first = await send(oversize());
      expect(first.status).toBe(413);
      await first.arrayBuffer();
      for (let i = 0; i < 2; i++) {
        const next = await send('{not json');
        expect(next.status).toBe(400);
        expect(((await next.json()) as { message: string }).message).toBe(messages.malformedJson);
      }
    }
  });
});
