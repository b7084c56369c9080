import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@/server/start';
import { B2B_ID, B2C_ID, Client, lastMail, signUp, startTestServer, uniqueEmail } from './helpers';

let server: RunningServer;
let a: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer();
  a = await signUp(server.url);
});
afterAll(() => server?.close());

const longMessage = `${'Hola, tengo un problema con mi pedido de hoy. '.repeat(3)}Gracias.`;

describe('POST /api/support/add', () => {
  it('stores the message and e-mails a receipt', async () => {
    const email = uniqueEmail('soporte');
    const res = await a.client.post('/api/support/add', {
      email,
      subject: 'Pedido',
      description: longMessage,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const { rows } = await server.db.query<{ user_id: string; id_marca: string; subject: string }>(
      'SELECT user_id, id_marca, subject FROM support_messages WHERE id = $1',
      [res.body.data._id],
    );
    expect(rows[0]).toEqual({ user_id: a.user._id, id_marca: B2C_ID, subject: 'Pedido' });
    expect((await lastMail(a.client, email)).subject).toContain('recibimos tu consulta');
  });

  it('applies the support rules: subject ≥ 3 trimmed, description ≥ 100 non-space characters', async () => {
    const email = uniqueEmail();
    const shortSubject = await a.client.post('/api/support/add', {
      email,
      subject: '  ab  ',
      description: longMessage,
    });
    expect(shortSubject.status).toBe(400);
    expect(shortSubject.body.message).toBe('Por favor ingresa un asunto');
    const spaced = `${'a '.repeat(99)}`;
    const shortBody = await a.client.post('/api/support/add', {
      email,
      subject: 'Consulta',
      description: spaced,
    });
    expect(shortBody.status).toBe(400);
    expect(shortBody.body.message).toBe('El mensaje debe tener al menos 100 caracteres.');
    const exactly = await a.client.post('/api/support/add', {
      email,
      subject: 'Consulta',
      description: `${'a '.repeat(100)}`,
    });
    expect(exactly.status).toBe(200);
  });
});

describe('activity tracking', () => {
  const base = () => ({ idUser: a.user._id, idMarca: B2C_ID, storeId: 'store-1' });
  const cases: [string, Record<string, unknown>][] = [
    ['record-banner-view', { bannerId: 'b1', bannerName: 'Promo', publicDestinated: { value: 'todos' } }],
    [
      'record-story-view',
      {
        storyId: 's1',
        storyName: 'Nueva',
        publicDestinated: 'todos',
        nameButton: 'Ver',
        linkButton: '/menu',
      },
    ],
    [
      'record-product-visit',
      { idProduct: 'p1', productName: 'Hamburguesa', price: { takeawaySystem: 9500 } },
    ],
    ['record-menu-visit', {}],
    ['update-cart', { products: [{ sku: 'x', quantity: 2 }] }],
  ];

  it.each(cases)('stores POST /api/activities/%s for the session user', async (kind, extra) => {
    const res = await a.client.post(`/api/activities/${kind}`, { ...base(), ...extra });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    const { rows } = await server.db.query<{ payload: Record<string, unknown>; store_id: string }>(
      'SELECT payload, store_id FROM activities WHERE user_id = $1 AND kind = $2 ORDER BY seq DESC LIMIT 1',
      [a.user._id, kind],
    );
    expect(rows[0].store_id).toBe('store-1');
    expect(rows[0].payload).toMatchObject(extra);
  });

  it("accepts 'guest' as idUser, refuses other users, other brands and anonymous calls", async () => {
    expect(
      (await a.client.post('/api/activities/record-menu-visit', { ...base(), idUser: 'guest' })).status,
    ).toBe(201);
    const { user: other } = await signUp(server.url);
    expect(
      (await a.client.post('/api/activities/record-menu-visit', { ...base(), idUser: other._id })).status,
    ).toBe(403);
    expect(
      (await a.client.post('/api/activities/record-menu-visit', { ...base(), idMarca: B2B_ID })).status,
    ).toBe(403);
    expect((await new Client(server.url).post('/api/activities/record-menu-visit', base())).status).toBe(401);
    const unknown = await a.client.post('/api/activities/record-menu-visit', {
      ...base(),
      idMarca: 'ffffffffffffffffffffffff',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/utm/marketing/register-visit', () => {
  it('stores the visit with its campaign parameters', async () => {
    const campaign = `verano-${Date.now()}`;
    const urlUTM = `http://localhost:8080/menu?utm_campaign=${campaign}&utm_source=instagram&utm_medium=story`;
    const res = await new Client(server.url).post('/api/utm/marketing/register-visit', {
      urlUTM,
      brandId: B2C_ID,
    });
    expect(res.status).toBe(201);
    const { rows } = await server.db.query(
      'SELECT utm_source, utm_medium FROM utm_visits WHERE utm_campaign = $1',
      [campaign],
    );
    expect(rows).toEqual([{ utm_source: 'instagram', utm_medium: 'story' }]);
    expect(
      (
        await new Client(server.url).post('/api/utm/marketing/register-visit', {
          urlUTM: 'no es url',
          brandId: B2C_ID,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await new Client(server.url).post('/api/utm/marketing/register-visit', {
          urlUTM,
          brandId: 'ffffffffffffffffffffffff',
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/user/notification/subscription', () => {
  const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } };

  it("stores the browser subscription for the session's own user only", async () => {
    const res = await a.client.post('/api/user/notification/subscription', {
      pushSubscriptonId: subscription,
      id: a.user._id,
    });
    expect(res.status).toBe(201);
    const again = await a.client.post('/api/user/notification/subscription', {
      pushSubscriptonId: subscription,
      id: a.user._id,
    });
    expect(again.status).toBe(201);
    const { rows } = await server.db.query('SELECT subscription FROM push_subscriptions WHERE user_id = $1', [
      a.user._id,
    ]);
    expect(rows).toEqual([{ subscription }]);
    const { user: other } = await signUp(server.url);
    expect(
      (
        await a.client.post('/api/user/notification/subscription', {
          pushSubscriptonId: subscription,
          id: other._id,
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists messages newest first with subject, text, html, code, link and createdAt', async () => {
    const email = uniqueEmail();
    await a.client.post('/api/support/add', { email, subject: 'Primero', description: longMessage });
    await a.client.post('/api/support/add', { email, subject: 'Segundo', description: longMessage });
    const res = await new Client(server.url).get(
      `/api/dev/outbox?email=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0].text).toContain('Segundo');
    expect(res.body.data[1].text).toContain('Primero');
    for (const m of res.body.data) {
      expect(m).toMatchObject({
        to: email,
        text: expect.any(String),
        html: expect.any(String),
        createdAt: expect.any(String),
      });
      expect(m).toHaveProperty('code');
      expect(m).toHaveProperty('link');
    }
  });

  it('is hidden in production unless DEV_OUTBOX=1', async () => {
    const prod = await (await import('./helpers')).startTestServer({ config: { devOutbox: false } });
    try {
      const res = await new Client(prod.url).get('/api/dev/outbox');
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
