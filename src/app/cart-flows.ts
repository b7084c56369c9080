import { fromPromise } from 'xstate';
import { cartMachine } from '@/machines/cart/cart.machine';
import type {
  CartQuote,
  FetchSuggestionsInput,
  QuoteCartInput,
  Suggestion,
} from '@/machines/cart/cart.setup';
import type { CartApi } from '../adapters/cart-api';
import { createCartSync } from '../adapters/cart-sync';
import { navigateAction } from '../adapters/navigation';

/** The cart flow with the app's calls, the cross-tab channel and navigation (added in create-app-actor.ts). */
export function provideCartFlow(api: CartApi) {
  return {
    cart: cartMachine.provide({
      actors: {
        quoteCart: fromPromise<CartQuote, QuoteCartInput>(({ input }) => api.quoteCart(input)),
        fetchSuggestions: fromPromise<Suggestion[], FetchSuggestionsInput>(({ input }) =>
          api.fetchCartSuggestions(input),
        ),
        cartSync: createCartSync(),
      },
      actions: { navigate: navigateAction },
    }),
  };
}
