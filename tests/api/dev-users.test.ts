import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/server/http/errors';
import { devUserMessages } from '@/server/routes/dev-users';
import type { RunningServer } from '@/server/start';
import { B2C_ID, Client, startTestServer, UNKNOWN_ID } from './helpers';

/**
 * The dev lever of the profileCompletion browser replay (issue 9, W7): POST /api/dev/user/:id/incomplete puts
 * a diner's profile back to incomplete (no phone, gender or birth date), so the completion prompt opens again.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** perfil@demo.com (server/db/seed/users.ts): registered, verified, profile incomplete. */
const PERFIL = { id: '64b7f0a1c2d3e4f5a6b7d003', email: 'perfil@demo.com', password: 'Demo1234' };
const complete = {
  phoneNumber: '+5491155550101',
  gender: 'Female',
  birthDate: { year: 1992, month: 4, day: 17 },
};

async function signedInPerfil(url: string) {
  const client = new Client(url);
  const login = await client.post('/api/login', { email: PERFIL.email, password: PERFIL.password });
  expect(login.status, login.text).toBe(200);
  return client;
}

describe('POST /api/dev/user/:id/incomplete', () => {
  it('clears the phone, gender and birth date a profile completion saved; the next login is incomplete again', async () => {
    const diner = await signedInPerfil(server.url);
    const saved = await diner.call('PUT', `/api/user/${B2C_ID}/${PERFIL.id}`, { body: complete });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({
      phoneNumber: '+5491155550101',
      gender: 'Female',
      birthDate: '1992-04-17',
    });

    const reset = await new Client(server.url).post(`/api/dev/user/${PERFIL.id}/incomplete`, {});
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.data).toMatchObject({
      _id: PERFIL.id,
      email: PERFIL.email,
      phoneNumber: null,
      gender: null,
      birthDate: null,
    });

    // The diner's own refresh and a new sign-in see the incomplete profile; the account itself is kept.
    const refreshed = await diner.get(`/api/user/${PERFIL.id}?idMarca=${B2C_ID}`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).toMatchObject({
      name: 'Valentina Ruiz',
      verified: true,
      phoneNumber: null,
      gender: null,
      birthDate: null,
    });
    const again = await new Client(server.url).post('/api/login', {
      email: PERFIL.email,
      password: PERFIL.password,
    });
    expect(again.body.data).toMatchObject({
      _id: PERFIL.id,
      phoneNumber: null,
      gender: null,
      birthDate: null,
    });
  });

  it('clears only the fields named in `fields`; a bad list is a 400 and changes nothing', async () => {
    const diner = await signedInPerfil(server.url);
    expect((await diner.call('PUT', `/api/user/${B2C_ID}/${PERFIL.id}`, { body: complete })).status).toBe(
      200,
    );
    const phoneOnly = await new Client(server.url).post(`/api/dev/user/${PERFIL.id}/incomplete`, {
      fields: ['phoneNumber'],
    });
    expect(phoneOnly.status, phoneOnly.text).toBe(200);
    expect(phoneOnly.body.data).toMatchObject({
      phoneNumber: null,
      gender: 'Female',
      birthDate: '1992-04-17',
    });
    for (const fields of [[], ['email'], 'phoneNumber']) {
      const bad = await new Client(server.url).post(`/api/dev/user/${PERFIL.id}/incomplete`, { fields });
      expect(bad.status, JSON.stringify(fields)).toBe(400);
      expect(bad.body.message).toBe(devUserMessages.fields);
    }
    const after = await diner.get(`/api/user/${PERFIL.id}?idMarca=${B2C_ID}`);
    expect(after.body.data).toMatchObject({ phoneNumber: null, gender: 'Female', birthDate: '1992-04-17' });
  });

  it('answers 404 "Usuario no encontrado" for an id no user has', async () => {
    const res = await new Client(server.url).post(`/api/dev/user/${UNKNOWN_ID}/incomplete`, {});
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.userNotFound);
  });
});

describe('not served in production', () => {
  for (const [name, config] of [
    ['without the e-mail sandbox', { devOutbox: false }],
    ['under NODE_ENV=production even with DEV_OUTBOX=1', { nodeEnv: 'production', devOutbox: true }],
  ] as const) {
    it(`${name}: 404 "Ruta no encontrada", and the profile is not touched`, async () => {
      const prod = await startTestServer({ config });
      try {
        const diner = await signedInPerfil(prod.url);
        expect((await diner.call('PUT', `/api/user/${B2C_ID}/${PERFIL.id}`, { body: complete })).status).toBe(
          200,
        );
        const res = await new Client(prod.url).post(`/api/dev/user/${PERFIL.id}/incomplete`, {});
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(messages.routeNotFound);
        const after = await diner.get(`/api/user/${PERFIL.id}?idMarca=${B2C_ID}`);
        expect(after.body.data).toMatchObject({ phoneNumber: '+5491155550101', gender: 'Female' });
      } finally {
        await prod.close();
      }
    });
  }
});
