import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { BRANCH_IDS, STORE_IDS } from '@/server/db/seed/branches';
import { addPointsTransaction } from '@/server/services/points';
import type { RunningServer } from '@/server/start';
import { B2C_ID, type Body, type Client, signUp } from './helpers';

export { BRANCH_IDS, STORE_IDS };

/** A cart draftOrderId: 21 random URL-safe characters, like the app's. */
export const draft = () => randomBytes(16).toString('base64url').slice(0, 21);

export type Branch = keyof typeof BRANCH_IDS;

export interface Line {
  sku: string;
  quantity: number;
  customization?: Array<{ sku: string; quantity?: number; price?: number; name?: string }>;
  orderProductId?: string;
  upsellingId?: string;
  comments?: string;
}

/** A creation payload for a user at a branch (Palermo: everything enabled, open 24 h). */
export function payload(userId: string, overrides: Record<string, unknown> = {}, branch: Branch = 'palermo') {
  return {
    idCliente: userId,
    idLocal: BRANCH_IDS[branch],
    storeId: STORE_IDS[branch],
    idMarca: B2C_ID,
    draftOrderId: draft(),
    type: 'takeaway',
    horaRetiro: new Date(Date.now() + 3_600_000).toISOString(),
    orderPayment: [{ sku: 'PAR-011', quantity: 2 }] as Line[],
    orderChangeState: 'new',
    ...overrides,
  };
}

/**
 * Sends an order with the total the server expects: a first call with an impossible total answers
 * 409 with `expectedTotal`, which is then sent. Returns the final response.
 */
export async function sendOrder(client: Client, body: Record<string, unknown>) {
  const probe = await client.post('/api/pedido/sendorder', { ...body, total: 999_999_999 });
  if (probe.status !== 409 || typeof probe.body?.expectedTotal !== 'number') return probe;
  return client.post('/api/pedido/sendorder', { ...body, total: probe.body.expectedTotal });
}

export async function sendOk(client: Client, body: Record<string, unknown>): Promise<Body> {
  const res = await sendOrder(client, body);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** A registered, signed-in user with `points` approved points. */
export async function userWithPoints(server: RunningServer, points: number) {
  const u = await signUp(server.url);
  if (points > 0) {
    await addPointsTransaction(server.db, {
      userId: u.user._id,
      idMarca: B2C_ID,
      status: 'approved',
      type: 'Carga',
      reason: 'cashback',
      description: 'Carga de prueba',
      points,
    });
  }
  return u;
}

/** Calls the payment sandbox's own origin, like the hosted checkout page does. */
export async function decide(server: RunningServer, preferenceId: string, action: 'approve' | 'reject') {
  const origin = server.orders.sandboxOrigin;
  if (!origin) throw new Error('no sandbox listener');
  const res = await fetch(`${origin}/checkout/${preferenceId}/${action}`, { method: 'POST' });
  return { status: res.status, body: (await res.json()) as Body };
}

/** A saved delivery address near Palermo Soho (≈1 km) for the user. */
export async function addressFor(
  server: RunningServer,
  userId: string,
  near = { lat: -34.5905, lon: -58.4215 },
) {
  const id = randomBytes(12).toString('hex');
  await server.db.query(
    `INSERT INTO delivery_addresses (id, user_id, id_marca, delivery_address, lat, lon, customer_name, customer_phone,
       delivery_instructions, etiqueta) VALUES ($1,$2,$3,'Gurruchaga 1650, Palermo, CABA',$4,$5,'Lucía','+5491100000000','Timbre 3B','Casa')`,
    [id, userId, B2C_ID, near.lat, near.lon],
  );
  return id;
}

export async function orderRowCount(server: RunningServer, where: string, params: unknown[]) {
  const { rows } = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE ${where}`,
    params,
  );
  return rows[0].n;
}
