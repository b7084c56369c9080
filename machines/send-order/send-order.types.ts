import type { Cart } from '../cart/cart.types';

/**
 * What checkout hands the sendOrder flow when the diner taps 'Enviar orden' (issue 12 contract): the cart as it
 * was at the tap, and what the order payload needs besides it (machines/rules/order-payload.ts
 * `buildOrderPayload`). sendOrder builds the payload itself, so a retry sends the same draftOrderId.
 */
export interface SendOrderRequest {
  cart: Cart;
  idCliente: string;
  idLocal: string;
  storeId: string;
  idMarca: string;
  /** The amount to pay after shipping and points (the server's quote), sent as an integer. */
  total: number;
  /** The page origin (payload `domain`). */
  domain: string;
  /** The open table order to update instead of creating one (ordering.md §4 "Open table order"), or null. */
  updateOrderId: string | null;
  /** 'cash' for table/local orders and orders paid fully with points; 'card' otherwise (the provider's checkout). */
  payment: 'cash' | 'card';
  /** The card provider's name, for the stored 'idOrder' + name key (from GET /api/payments/config). */
  providerName: string;
  /** Where the success screen goes after 3 s: the branch home `/sucursal/{id}/{storeId}`. */
  homePath: string;
  /**
   * The provider checkout's origin (GET /api/payments/config `checkoutOrigin`), handed to paymentVerification so it
   * accepts the popup's 'close' message from it only. Optional: without it, the origin of the answer's checkoutUrl.
   */
  checkoutOrigin?: string;
}

/** What a create or update answered, as the orders adapter reads it (src/adapters/orders-api.ts). */
export interface SendOrderAnswer {
  /** The order's `data._id`. */
  orderId: string;
  /** Present when the order is paid online (create only): the provider's preference. */
  preferenceId: string | null;
  /** Where the provider's hosted checkout for that preference is. */
  checkoutUrl: string | null;
  /** The origin of checkoutUrl ('' when there is none). */
  checkoutOrigin: string;
  /** The server had already processed this draftOrderId (a retry, a double tap, another tab): the same order. */
  duplicate: boolean;
}
