import type {
  CartQuote,
  FetchSuggestionsInput,
  QuoteCartInput,
  Suggestion,
} from '@/machines/cart/cart.setup';
import { buildOrderPayload, type CartLineInput } from '@/machines/rules/order-payload';
import { ApiError, type HttpCall } from './http';

/** What a read-only quote is asked for: a cart, the consume type it is priced with, the diner, the branch, the brand. */
export interface QuoteRequest {
  cart: QuoteCartInput['cart'];
  consumeType: QuoteCartInput['consumeType'];
  userId: string;
  branch: { id: string; storeId: string };
  brandId: string;
}

/**
 * The very payload sendorder would get for this cart (built by the same `buildOrderPayload`), for POST
 * /pedido/quote: ORDER_SUMMARY's and CHECKOUT's quotes.
 */
export function quotePayload(input: QuoteRequest, domain: string) {
  return buildOrderPayload(
    {
      ...input.cart,
      // The cart's maps are the payload's customisation shape (flattened by the builder).
      products: input.cart.products as unknown as CartLineInput[],
      draftOrderId: input.cart.draftOrderId ?? undefined,
      consumeType: input.consumeType,
    },
    {
      idCliente: input.userId,
      idLocal: input.branch.id,
      storeId: input.branch.storeId,
      idMarca: input.brandId,
      total: 0,
      domain,
      orderChangeState: 'new',
    },
  );
}

/** The cart's calls (ordering.md §7 "Branches and menu", "Orders"; the read-only quote of issue 11). */
export function createCartApi(
  call: HttpCall,
  origin: () => string = () => globalThis.location?.origin ?? '',
) {
  return {
    /**
     * POST /pedido/quote?unavailable=mark with the very payload sendorder would get for these lines (built by the
     * same `buildOrderPayload`), priced for the consume type the cart's prices were resolved with. A withdrawn
     * product does not refuse the quote: its lines come back in `unavailable` (ORDER_SUMMARY offers 'Quitar').
     */
    quoteCart: async (input: QuoteCartInput): Promise<CartQuote> => {
      const payload = quotePayload(input, origin());
      const body = await call<CartQuote>('/pedido/quote', {
        method: 'POST',
        body: payload,
        query: { unavailable: 'mark' },
      });
      const quote = body.data;
      if (!quote || typeof quote.total !== 'number' || typeof quote.subtotal !== 'number')
        throw new ApiError('quote: no totals in the answer', null);
      return quote;
    },
    /** POST /menu/complementaryprodorder {storeId, products, idMarca}: '¿Querés sumar algo más?'. */
    fetchCartSuggestions: async (input: FetchSuggestionsInput): Promise<Suggestion[]> => {
      const body = await call<Suggestion[]>('/menu/complementaryprodorder', {
        method: 'POST',
        body: {
          storeId: input.storeId,
          idMarca: input.brandId,
          consumeType: input.consumeType,
          products: input.products.map((line) => ({
            _id: line._id,
            sku: line.sku,
            upselling: line.upselling.map((u) => ({ _id: u._id, sku: u.sku })),
          })),
        },
      });
      return Array.isArray(body.data) ? body.data : [];
    },
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
