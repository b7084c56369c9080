import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@/server/start';
import { signUp, startTestServer, UNKNOWN_ID } from './helpers';
import { BRANCH_IDS, draft, payload, STORE_IDS, sendOrder } from './order-helpers';

/**
 * POST /api/pedido/quote (issue 11): the sendorder payload priced by the same quoteOrder, saving nothing.
 * The summary shows its total next to the cart's; checkout will reuse it before sending.
 */
let server: RunningServer;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer();
  a = await signUp(server.url);
  b = await signUp(server.url);
});
afterAll(() => server?.close());

/** A burger with its required groups and an aditional, a parrilla line, and an upsell item under the burger. */
const lines = [
  {
    sku: 'HAM-003',
    quantity: 2,
    orderProductId: 'line-burger-000000001',
    customization: [{ sku: 'PAN-BRI' }, { sku: 'COC-APU' }, { sku: 'ADC-FRI', quantity: 1 }],
  },
  { sku: 'PAR-011', quantity: 1, orderProductId: 'line-parrilla-0000001' },
  {
    sku: 'PAR-011',
    quantity: 1,
    orderProductId: 'line-upsell-000000001',
    upsellingId: 'line-burger-000000001',
  },
];

describe('POST /api/pedido/quote', () => {
  it('answers the total sendorder computes for the same lines, and saves nothing', async () => {
    const body = payload(a.user._id, { orderPayment: lines });
    const quote = await a.client.post('/api/pedido/quote', body);
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.data.lines).toHaveLength(3);
    expect(quote.body.data.quantity).toBe(4);
    const lineSum = quote.body.data.lines.reduce((s: number, l: { total: number }) => s + l.total, 0);
    expect(quote.body.data.subtotal).toBeCloseTo(lineSum, 2);
    expect(quote.body.data.total).toBe(quote.body.data.subtotal);

    // Nothing saved: the user has no order yet.
    const before = await a.client.get(`/api/pedido/usuario/${a.user._id}`);
    expect(before.body.data).toEqual([]);

    // sendorder with a wrong total answers the total it computed: the quote's.
    const probe = await a.client.post('/api/pedido/sendorder', { ...body, total: 999_999_999 });
    expect(probe.status).toBe(409);
    expect(probe.body.expectedTotal).toBe(quote.body.data.total);
    const sent = await sendOrder(a.client, body);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.data.subtotal).toBe(quote.body.data.subtotal);
  });

  it('prices by the consume type, like sendorder (a table order may cost otherwise than takeaway)', async () => {
    const takeaway = await a.client.post('/api/pedido/quote', payload(a.user._id, { orderPayment: lines }));
    const table = await a.client.post(
      '/api/pedido/quote',
      payload(a.user._id, { orderPayment: lines, type: 'mesa', mesa: 4, horaRetiro: undefined }),
    );
    expect(table.status, table.text).toBe(200);
    const probe = await a.client.post('/api/pedido/sendorder', {
      ...payload(a.user._id, { orderPayment: lines, type: 'mesa', mesa: 4, horaRetiro: undefined }),
      draftOrderId: draft(),
      total: 999_999_999,
    });
    expect(probe.body.expectedTotal).toBe(table.body.data.total);
    expect(takeaway.status).toBe(200);
  });

  it('quotes a delivery without an address yet without shipping (sendorder would ask for the address)', async () => {
    const res = await a.client.post(
      '/api/pedido/quote',
      payload(a.user._id, { orderPayment: lines, type: 'delivery', horaRetiro: undefined }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.shipping).toBe(0);
    expect(res.body.data.total).toBe(res.body.data.subtotal);
  });

  it('quotes a closed branch (only sending is refused there)', async () => {
    const res = await a.client.post(
      '/api/pedido/quote',
      payload(a.user._id, { orderPayment: [{ sku: 'PAR-011', quantity: 1 }] }, 'belgrano'),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.subtotal).toBeGreaterThan(0);
  });

  it('answers 4xx with a message for bad input, never 5xx', async () => {
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [{ orderPayment: [] }, 400, 'La orden no tiene productos'],
      [{ orderPayment: [{ sku: 'HAM-003', quantity: 0 }] }, 400, 'La cantidad mínima es 1'],
      [{ orderPayment: [{ sku: 'NO-EXISTE', quantity: 1 }] }, 404, 'El producto NO-EXISTE no existe'],
      [
        { orderPayment: [{ sku: 'HAM-003', quantity: 1, customization: [{ sku: 'PAN-BRI' }] }] },
        400,
        /Punto de cocción/,
      ],
      [{ type: 'avion' }, 400, 'Debe seleccionar un tipo de consumo'],
      [{ storeId: STORE_IDS.belgrano }, 400, 'El storeId no corresponde a la sucursal'],
      [{ idLocal: UNKNOWN_ID }, 404, 'Sucursal no encontrada'],
      [{ idLocal: BRANCH_IDS.b2bAvellaneda }, 404, 'Sucursal no encontrada'],
    ];
    for (const [override, status, message] of cases) {
      const res = await a.client.post('/api/pedido/quote', payload(a.user._id, override));
      expect(res.status, `${JSON.stringify(override)} → ${res.text}`).toBe(status);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
  });

  it("refuses another user's id and a request without a session", async () => {
    const foreign = await a.client.post('/api/pedido/quote', payload(b.user._id));
    expect(foreign.status).toBe(403);
    const res = await fetch(`${server.url}/api/pedido/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload(a.user._id)),
    });
    expect(res.status).toBe(401);
  });
});
