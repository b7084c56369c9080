import type { CheckoutQuote, QuoteLine, UnavailableQuoteLine } from '@/machines/checkout/checkout.rules';
import type { PaymentsConfig, QuoteCheckoutInput } from '@/machines/checkout/checkout.setup';
import { quotePayload } from './cart-api';
import { ApiError, type HttpCall } from './http';

/** CHECKOUT's calls (ordering.md §7 "Orders"; the read-only quote; the payment provider's config). */
export function createCheckoutApi(
  call: HttpCall,
  origin: () => string = () => globalThis.location?.origin ?? '',
) {
  return {
    /**
     * POST /pedido/quote?unavailable=mark with the payload sendorder would get for this cart (same
     * `buildOrderPayload`): the consume type, the delivery address and option. Answers every figure CHECKOUT
     * shows as sendorder computes them (subtotal, costoEnvio, descuentoEnvio, shipping, pointsToUse, totalToPay),
     * the priced lines, and the lines whose product was withdrawn (marked instead of refusing the quote).
     */
    quoteCheckout: async (input: QuoteCheckoutInput): Promise<CheckoutQuote> => {
      const payload = quotePayload(input, origin());
      const body = await call<Partial<CheckoutQuote>>('/pedido/quote', {
        method: 'POST',
        body: payload,
        query: { unavailable: 'mark' },
      });
      return parseCheckoutQuote(body.data);
    },
    /** GET /pedido/active/{userId}: data is the array of active orders (one reading: data.data). */
    fetchActiveOrders: async (userId: string): Promise<unknown[]> => {
      const body = await call<unknown>(`/pedido/active/${encodeURIComponent(userId)}`);
      const data = body.data as unknown;
      if (Array.isArray(data)) return data;
      const nested = (data as { data?: unknown } | null)?.data;
      return Array.isArray(nested) ? nested : [];
    },
    /** GET /payments/config?idMarca=: the provider's display name. */
    fetchPaymentsConfig: async (brandId: string): Promise<PaymentsConfig> => {
      const body = await call<{ providerName?: string }>('/payments/config', { query: { idMarca: brandId } });
      return { providerName: body.data?.providerName ?? '' };
    },
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The quote's answer checked: every figure must be a number (else the totals would be guessed). */
export function parseCheckoutQuote(data: Partial<CheckoutQuote> | null | undefined): CheckoutQuote {
  const figures = ['subtotal', 'total', 'costoEnvio', 'descuentoEnvio', 'pointsToUse', 'totalToPay'] as const;
  if (!data || figures.some((key) => !isNumber(data[key])))
    throw new ApiError('quote: no totals in the answer', null);
  const lines = Array.isArray(data.lines) ? (data.lines as QuoteLine[]) : [];
  const unavailable = Array.isArray(data.unavailable) ? (data.unavailable as UnavailableQuoteLine[]) : [];
  return {
    subtotal: data.subtotal as number,
    ...(isNumber(data.quantity) ? { quantity: data.quantity } : {}),
    shipping: Number(data.shipping) || 0,
    total: data.total as number,
    costoEnvio: data.costoEnvio as number,
    descuentoEnvio: data.descuentoEnvio as number,
    pointsToUse: data.pointsToUse as number,
    totalToPay: data.totalToPay as number,
    lines: lines.filter((l) => l && typeof l.sku === 'string' && isNumber(l.total)),
    unavailable: unavailable.filter((u) => u && typeof u.sku === 'string'),
  };
}
