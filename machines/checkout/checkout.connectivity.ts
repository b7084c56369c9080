import { fromCallback } from 'xstate';

/** The browser came back online (its `online` event): a quote that failed meanwhile is asked again. */
export interface ConnectionRestoredEvent {
  type: 'checkout.connectionRestored';
}

/**
 * Listens for the connection coming back while the quote region is `failed` (issue 12: POST /pedido/quote failed
 * because the connection was down; the checkout asks again on its own, besides 'Reintentar'). The machine stays
 * pure: this default listens to nothing; the app provides the browser's `online` event (src/adapters/connectivity-events.ts),
 * a test sends `checkout.connectionRestored` from its own listener.
 */
export const watchConnection = fromCallback<{ type: string }>(() => {});
