import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { BRANCH_IDS, STORE_IDS } from '@/server/db/seed/branches';
import { BRAND_B2C_ID } from '@/server/db/seed/brands';

/**
 * Real orders for the order flows' walks (issue 9, docs/browser-paths-plan.md W15/W16), placed as the app's CHECKOUT
 * sends them (POST /api/pedido/sendorder, the total the server asks for in its 409) and moved by the demo kitchen's
 * dev lever (POST /api/dev/pedido/:id/advance; KITCHEN_SPEED=0 stops its own timer in the e2e), as
 * tests/e2e/active-orders.spec.ts and order-follow-up.spec.ts do. Nothing is written to the database directly.
 */

type Branch = keyof typeof BRANCH_IDS;
export interface PlacedOrder {
  _id: string;
  idOrder: string;
  estadoDeOrden: string;
}

/** One call with a session: the page's (`fetch` in the page) or an API context's (its own cookie jar). */
type Caller = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: Record<string, unknown> | null }>;

export const pageCaller =
  (page: Page): Caller =>
  (method, path, body) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(`/api${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          credentials: 'include',
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, json: await response.json().catch(() => null) };
      },
      { method, path, body },
    );

export const requestCaller =
  (request: APIRequestContext): Caller =>
  async (method, path, body) => {
    const answer =
      method === 'GET'
        ? await request.get(`/api${path}`)
        : await request.post(`/api${path}`, { data: body ?? {} });
    return { status: answer.status(), json: await answer.json().catch(() => null) };
  };

/**
 * Places an order of one `sku` (a Morcilla, PAR-011, unless said; three for delivery) for `userId` at the branch: 'mesa' (table 4,
 * paid at the table: no payment), 'takeaway' (a pick-up an hour ahead) or 'delivery' (by moto to an address about
 * 1 km from Palermo Soho, saved first with POST /pedido/direccion as the address screen saves it, as
 * tests/e2e/active-orders.spec.ts does; 'delivery_propio' the same with the branch's own delivery), the last ones
 * paid in the payment sandbox with its 'Aprobar' endpoint. `options`: the pick-up instant and the quantity, when
 * a caller needs its own (tests/e2e/active-orders.spec.ts).
 */
export async function placeOrder(
  call: Caller,
  request: APIRequestContext,
  userId: string,
  type: 'mesa' | 'takeaway' | 'delivery' | 'delivery_propio',
  branch: Branch = 'palermo',
  sku = 'PAR-011',
  options: { horaRetiro?: string; quantity?: number } = {},
): Promise<PlacedOrder> {
  const kind =
    type === 'mesa'
      ? { type, mesa: 4 }
      : type === 'takeaway'
        ? { type, horaRetiro: options.horaRetiro ?? new Date(Date.now() + 3_600_000).toISOString() }
        : {
            type,
            // The branch's own delivery answers one option, 'propio' (machines/rules/delivery-charges.ts).
            shipping_type_id: type === 'delivery' ? 'moto' : 'propio',
            deliveryAddressId: await saveAddress(call, userId),
          };
  const body = {
    idCliente: userId,
    idLocal: BRANCH_IDS[branch],
    storeId: STORE_IDS[branch],
    idMarca: BRAND_B2C_ID,
    draftOrderId: randomBytes(16).toString('base64url').slice(0, 21),
    ...kind,
    // Delivery has a minimum order (Palermo's: $ 6.000): three Morcillas, as tests/e2e/active-orders.spec.ts.
    orderPayment: [{ sku, quantity: options.quantity ?? (type === 'delivery' ? 3 : 1) }],
    orderChangeState: 'new',
  };
  const probe = await call('POST', '/pedido/sendorder', { ...body, total: 999_999_999 });
  const total = probe.json?.expectedTotal;
  expect(typeof total, `the total probe: ${JSON.stringify(probe.json)}`).toBe('number');
  const sent = await call('POST', '/pedido/sendorder', { ...body, total });
  expect(sent.status, `POST /pedido/sendorder: ${JSON.stringify(sent.json)}`).toBe(200);
  const { data, preferenceId, checkoutUrl } = sent.json as unknown as {
    data: { _id: string };
    preferenceId?: string;
    checkoutUrl?: string;
  };
  if (preferenceId && checkoutUrl) {
    const approve = await request.post(`${new URL(checkoutUrl).origin}/checkout/${preferenceId}/approve`);
    expect(approve.status(), `the sandbox's 'Aprobar': ${await approve.text()}`).toBe(200);
  }
  return advanceTo(request, data._id, null);
}

/** A delivery address of the user's (Gurruchaga 1650, inside Palermo Soho's radius); its id. */
async function saveAddress(call: Caller, userId: string): Promise<string> {
  const saved = await call('POST', '/pedido/direccion', {
    idCliente: userId,
    idMarca: BRAND_B2C_ID,
    deliveryAddress: 'Gurruchaga 1650, Palermo, CABA',
    coordinates: { dropoff: { lat: -34.5905, lon: -58.4215 } },
    customerName: 'Lucía',
    customerPhone: '+5491100000000',
    deliveryInstructions: 'Timbre 3B',
    etiqueta: 'Casa',
    isDefault: true,
  });
  expect(saved.status, `POST /pedido/direccion: ${JSON.stringify(saved.json)}`).toBe(200);
  return String((saved.json?.data as { _id?: string } | undefined)?._id);
}

/** Moves the order through the demo kitchen until its estadoDeOrden is `estado` (null: no move, just read it). */
export async function advanceTo(
  request: APIRequestContext,
  orderId: string,
  estado: string | null,
): Promise<PlacedOrder> {
  // A 1-minute age reads the order back (the dev routes answer it) without moving it.
  let answer = await request.post(`/api/dev/pedido/${orderId}/age`, { data: { minutes: 1 } });
  for (let moves = 0; ; moves += 1) {
    expect(answer.status(), await answer.text()).toBe(200);
    const order = (await answer.json()).data as { idOrder: unknown; estadoDeOrden: string };
    if (estado === null || order.estadoDeOrden === estado)
      return { _id: orderId, idOrder: String(order.idOrder), estadoDeOrden: order.estadoDeOrden };
    expect(moves, `the kitchen reaches ${estado} within its steps`).toBeLessThan(4);
    answer = await request.post(`/api/dev/pedido/${orderId}/advance`);
  }
}

/** A fresh guest with its own session in the API context's cookie jar (not the page's). */
export async function freshGuest(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`/api/user/guest/${BRAND_B2C_ID}`, { data: {} });
  expect(answer.status(), 'POST /api/user/guest/{brand}').toBe(200);
  return String(((await answer.json()).data as { _id: string })._id);
}

/** Closes a real order as another device would (received, no longer active): the walk's page, the diner's session. */
export async function closeElsewhere(page: Page, orderId: string) {
  const status = await page.evaluate(async (id) => {
    const answer = await fetch(`/api/pedido/updateOrder/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ activeOrder: 'false', estadoDeOrden: 'RECIBIDO' }),
    });
    return answer.status;
  }, orderId);
  expect(status, `PUT /pedido/updateOrder/${orderId} from "another device"`).toBe(200);
}
