import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_IDS, STORE_IDS } from '@/server/db/seed/branches';
import { messages } from '@/server/http/errors';
import { devBranchMessages } from '@/server/routes/dev-branches';
import { branchMessages } from '@/server/services/branches';
import type { RunningServer } from '@/server/start';
import { B2C_ID, Client, startTestServer, UNKNOWN_ID } from './helpers';

/**
 * The dev lever of the checkoutPreferences browser replay (issue 9, W20): PUT /api/dev/local/:id/systems switches a
 * branch's consume systems, so a branch with every system off (ordering.md §2 "Unavailable") is produced for real,
 * and answers the previous systems to put back.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const OFF = { tableSystem: false, takeawaySystem: false, deliverySystem: false };
const belgranoPath = `/api/dev/local/${BRANCH_IDS.belgrano}/systems`;
const systemsSeen = async (client: Client) => {
  const res = await client.get(`/api/local/${B2C_ID}/${STORE_IDS.belgrano}`);
  expect(res.status, res.text).toBe(200);
  const branch = (Array.isArray(res.body.data) ? res.body.data[0] : res.body.data) as {
    systemOptions: Record<string, unknown>;
  };
  return branch.systemOptions;
};

describe('PUT /api/dev/local/:id/systems', () => {
  it("switches every system off, answers the previous ones, and GET /local shows the branch's new systems; putting them back restores it", async () => {
    const client = new Client(server.url);
    const seeded = await systemsSeen(client);
    const off = await client.put(belgranoPath, OFF);
    expect(off.status, off.text).toBe(200);
    const data = off.body.data as { previous: Record<string, boolean>; branch: { systemOptions: unknown } };
    expect(data.previous).toEqual({
      tableSystem: seeded.tableSystem,
      takeawaySystem: seeded.takeawaySystem,
      deliverySystem: seeded.deliverySystem,
    });
    expect(data.branch.systemOptions).toMatchObject(OFF);
    expect(await systemsSeen(client)).toMatchObject(OFF);

    const back = await client.put(belgranoPath, data.previous);
    expect(back.status, back.text).toBe(200);
    expect((back.body.data as { previous: unknown }).previous).toEqual(OFF);
    expect(await systemsSeen(client)).toMatchObject(data.previous);
  });

  it('a body without the three booleans is a 400 and changes nothing; an unknown branch is a 404', async () => {
    const client = new Client(server.url);
    const before = await systemsSeen(client);
    const wrong = await client.put(belgranoPath, { ...OFF, tableSystem: 'no' });
    expect(wrong.status, wrong.text).toBe(400);
    expect(wrong.body.message).toBe(devBranchMessages.systems);
    for (const body of [{}, { tableSystem: false, takeawaySystem: false }]) {
      const missing = await client.put(belgranoPath, body);
      expect(missing.status, JSON.stringify(body)).toBe(400);
    }
    expect(await systemsSeen(client)).toEqual(before);
    const unknown = await client.put(`/api/dev/local/${UNKNOWN_ID}/systems`, OFF);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(branchMessages.notFound);
  });
});

describe('not served in production', () => {
  for (const [name, config] of [
    ['without the e-mail sandbox', { devOutbox: false }],
    ['under NODE_ENV=production even with DEV_OUTBOX=1', { nodeEnv: 'production', devOutbox: true }],
  ] as const) {
    it(`${name}: 404 "Ruta no encontrada", and the branch keeps its systems`, async () => {
      const prod = await startTestServer({ config });
      try {
        const client = new Client(prod.url);
        const before = await systemsSeen(client);
        const res = await client.put(belgranoPath, OFF);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(messages.routeNotFound);
        expect(await systemsSeen(client)).toEqual(before);
      } finally {
        await prod.close();
      }
      // A second server starts slowly on a shared machine.
    }, 90_000);
  }
});
