import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@/server/start';
import { B2B_ID, B2C_ID, Client, loginDemo, signUp, startTestServer, UNKNOWN_ID, uniqueDni } from './helpers';

let server: RunningServer;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer();
  a = await signUp(server.url);
  b = await signUp(server.url);
  other = await signUp(server.url, { idMarca: B2B_ID });
});
afterAll(() => server?.close());

const profile = {
  birthDate: { year: 1990, month: 5, day: 3 },
  phoneNumber: '+5491133334444',
  gender: 'Male',
};

describe('GET /api/user/:id', () => {
  it("answers the session's own user with idMarca", async () => {
    const res = await a.client.get(`/api/user/${a.user._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      data: { _id: a.user._id, idMarca: B2C_ID, email: a.email },
    });
  });

  it('answers 401 without a session, 403 for another user, and the exact 404 for another brand', async () => {
    const anon = await new Client(server.url).get(`/api/user/${a.user._id}`);
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBeTruthy();
    expect((await a.client.get(`/api/user/${b.user._id}`)).status).toBe(403);
    expect((await a.client.get(`/api/user/${other.user._id}`)).status).toBe(403);
    const wrongBrand = await a.client.get(`/api/user/${a.user._id}?idMarca=${B2B_ID}`);
    expect(wrongBrand.status).toBe(404);
    expect(wrongBrand.body.message).toBe('Usuario no encontrado para esta marca');
    const unknown = await a.client.get(`/api/user/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Usuario no encontrado para esta marca');
  });

  it('reads the brand from the idMarca cookie too', async () => {
    const c = new Client(server.url);
    c.cookies.set('sid', a.client.cookies.get('sid')!);
    c.cookies.set('idMarca', B2B_ID);
    const res = await c.get(`/api/user/${a.user._id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Usuario no encontrado para esta marca');
  });
});

describe('PUT /api/user/:id (social sign-up data)', () => {
  it('updates the own user and refuses another user', async () => {
    const dni = uniqueDni();
    const res = await a.client.put(`/api/user/${a.user._id}`, {
      name: 'Lucía Pérez Gil',
      phoneNumber: '+5491122223333',
      gender: 'Female',
      birthDate: '1993-02-28',
      identificationNumber: dni,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      phoneNumber: '+5491122223333',
      birthDate: '1993-02-28',
      identificationNumber: dni,
    });
    expect((await b.client.put(`/api/user/${a.user._id}`, { gender: 'Male' })).status).toBe(403);
    const taken = await b.client.put(`/api/user/${b.user._id}`, { identificationNumber: dni });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('El dni ya está en uso');
    expect((await new Client(server.url).put(`/api/user/${a.user._id}`, { gender: 'Male' })).status).toBe(
      401,
    );
  });
});

describe('PUT /api/user/:brandId/:userId (profile completion)', () => {
  it('completes a b2c profile with birthDate {year, month, day}', async () => {
    const res = await b.client.put(`/api/user/${B2C_ID}/${b.user._id}`, profile);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      birthDate: '1990-05-03',
      phoneNumber: '+5491133334444',
      gender: 'Male',
    });
  });

  it('requires the company data for b2b brands, with the spec messages', async () => {
    const missing = await other.client.put(`/api/user/${B2B_ID}/${other.user._id}`, profile);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Por favor ingresa tu nombre completo');
    const shortCompany = await other.client.put(`/api/user/${B2B_ID}/${other.user._id}`, {
      ...profile,
      name: 'Julia Méndez',
      cuit: '30712345678',
      businessName: 'Méndez S.A.',
      companyName: 'M',
    });
    expect(shortCompany.body.message).toBe('El nombre de la empresa debe tener al menos 2 caracteres');
    const ok = await other.client.put(`/api/user/${B2B_ID}/${other.user._id}`, {
      ...profile,
      name: 'Julia Méndez',
      cuit: '30712345678',
      businessName: 'Méndez S.A.',
      companyName: 'Almacén Méndez',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      cuit: '30712345678',
      businessName: 'Méndez S.A.',
      companyName: 'Almacén Méndez',
    });
  });

  it('drops the dashes and spaces of a CUIT as the app does, and refuses other characters (issue 10 #11)', async () => {
    const company = {
      ...profile,
      name: 'Julia Méndez',
      businessName: 'Méndez S.A.',
      companyName: 'Almacén Méndez',
    };
    const dashed = await other.client.put(`/api/user/${B2B_ID}/${other.user._id}`, {
      ...company,
      cuit: '30-71234567-8 ',
    });
    expect(dashed.status).toBe(200);
    expect(dashed.body.data.cuit).toBe('30712345678');
    const dotted = await other.client.put(`/api/user/${B2B_ID}/${other.user._id}`, {
      ...company,
      cuit: '30.71234567.8',
    });
    expect(dotted.status).toBe(400);
    expect(dotted.body.message).toBe('Por favor ingresa un CUIT válido');
  });

  it('checks the phone rule on submit, owner and brand', async () => {
    const short = await a.client.put(`/api/user/${B2C_ID}/${a.user._id}`, {
      ...profile,
      phoneNumber: '+5411',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('El número de teléfono está incompleto');
    expect((await a.client.put(`/api/user/${B2C_ID}/${b.user._id}`, profile)).status).toBe(403);
    const wrongBrand = await a.client.put(`/api/user/${B2B_ID}/${a.user._id}`, profile);
    expect(wrongBrand.status).toBe(404);
    expect(wrongBrand.body.message).toBe('Usuario no encontrado para esta marca');
  });
});

describe('PUT /api/setting/:userId', () => {
  it('updates preferences and profile fields of the own user only', async () => {
    const res = await a.client.put(`/api/setting/${a.user._id}`, {
      preferredLanguage: 'en',
      notifications: true,
      idLocal: 'local-1',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toMatchObject({ preferredLanguage: 'en', notifications: true });
    expect(res.body.data.idLocal).toBe('local-1');
    expect((await a.client.put(`/api/setting/${b.user._id}`, { notifications: false })).status).toBe(403);
    const empty = await a.client.put(`/api/setting/${a.user._id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Enviá al menos un dato para actualizar');
  });
});

describe('demo users', () => {
  it('has b2b users for every price category', async () => {
    for (const category of ['default', 'mayorista', 'distribuidor', 'corporativo', 'vip']) {
      const res = await new Client(server.url).post('/api/login', {
        email: `${category}@b2b.demo.com`,
        password: 'Demo1234',
        idMarca: B2B_ID,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ priceCategory: category, idMarca: B2B_ID });
      expect(res.body.data.cuit).toBeTruthy();
    }
  });

  it('signs in the registered b2c demo user', async () => {
    const { user } = await loginDemo(server.url);
    expect(user).toMatchObject({ email: 'demo@demo.com', idMarca: B2C_ID, priceCategory: 'default' });
  });
});
