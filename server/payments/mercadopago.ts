import type { PaymentProvider, PaymentStatus, Preference, PreferenceRequest } from './provider';

export const MERCADOPAGO_API = 'https://api.mercadopago.com';
/** The checkout popup's origin the app must trust for {type:'close'}. */
export const MERCADOPAGO_CHECKOUT_ORIGIN = 'https://www.mercadopago.com.ar';

export interface MercadoPagoOptions {
  accessToken: string;
  publicKey: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  apiBase?: string;
}

/** The body of POST /checkout/preferences for an order (exported for tests). */
export function preferenceBody(order: PreferenceRequest) {
  return {
    items: [
      {
        id: order.orderId,
        title: order.title,
        quantity: 1,
        unit_price: order.amount,
        currency_id: 'ARS',
      },
    ],
    external_reference: order.orderId,
    metadata: { idMarca: order.idMarca, idOrder: order.idOrder },
    ...(order.payerEmail ? { payer: { email: order.payerEmail } } : {}),
    back_urls: { success: order.appOrigin, failure: order.appOrigin, pending: order.appOrigin },
    binary_mode: true,
  };
}

const statusOf = (s: unknown): PaymentStatus =>
  s === 'approved'
    ? 'approved'
    : s === 'rejected' || s === 'cancelled' || s === 'refunded'
      ? 'rejected'
      : 'pending';

/**
 * MercadoPago Checkout Pro: preferences via POST /checkout/preferences, payment status via
 * GET /v1/payments/search?external_reference={orderId}. Not reachable from this workplace: the
 * request building is unit-tested with an injected fetch.
 */
export function createMercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const base = (options.apiBase ?? MERCADOPAGO_API).replace(/\/$/, '');
  const headers = {
    authorization: `Bearer ${options.accessToken}`,
    'content-type': 'application/json',
  };
  return {
    name: 'mercadopago',
    publicKey: options.publicKey,
    checkoutOrigin: MERCADOPAGO_CHECKOUT_ORIGIN,
    async createPreference(order): Promise<Preference> {
      const res = await doFetch(`${base}/checkout/preferences`, {
        method: 'POST',
        headers: { ...headers, 'x-idempotency-key': `order-${order.orderId}` },
        body: JSON.stringify(preferenceBody(order)),
      });
      if (!res.ok) throw new Error(`MercadoPago preference failed: ${res.status}`);
      const body = (await res.json()) as { id?: string; init_point?: string };
      if (!body.id) throw new Error('MercadoPago preference without id');
      return { preferenceId: body.id, checkoutUrl: body.init_point ?? '' };
    },
    async getPayment(orderId) {
      const url = `${base}/v1/payments/search?external_reference=${encodeURIComponent(orderId)}&sort=date_created&criteria=desc`;
      const res = await doFetch(url, { headers });
      if (!res.ok) throw new Error(`MercadoPago payment search failed: ${res.status}`);
      const body = (await res.json()) as {
        results?: { id?: number | string; status?: string; transaction_amount?: number }[];
      };
      const results = body.results ?? [];
      const found = results.find((r) => r.status === 'approved') ?? results[0];
      if (!found) return null;
      return {
        status: statusOf(found.status),
        amount: Number(found.transaction_amount ?? 0),
        providerPaymentId: found.id === undefined ? null : String(found.id),
      };
    },
  };
}
