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
}
