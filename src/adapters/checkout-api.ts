import type { CheckoutQuote } from '@/machines/checkout/checkout.rules';
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
     * POST /pedido/quote with the payload sendorder would get for this cart (same `buildOrderPayload`): the
     * consume type, the delivery address and option; answers subtotal, shipping and total.
     */
    quoteCheckout: async (input: QuoteCheckoutInput): Promise<CheckoutQuote> => {
      const payload = quotePayload(input, origin());
      const body = await call<Partial<CheckoutQuote>>('/pedido/quote', { method: 'POST', body: payload });
      const quote = body.data;
      if (!quote || typeof quote.subtotal !== 'number' || typeof quote.total !== 'number')
        throw new ApiError('quote: no totals in the answer', null);
      return { subtotal: quote.subtotal, shipping: Number(quote.shipping) || 0, total: quote.total };
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
