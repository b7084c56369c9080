import { and } from 'xstate';
import { ROUTES } from '../rules/routes';
import { type AddressUser, type AutocompleteResult, buildAddressPayload } from './address-search.rules';
import { addressSearchSetup, EMPTY_SEARCH, estimateRequestOf } from './address-search.setup';

export type {
  AddressSearchContext,
  AddressSearchEvent,
  AddressSearchInput,
  AddressSearchOpening,
  MapsLoadFailure,
} from './address-search.setup';

/**
 * CHECKOUT_ADDRESS and CHECKOUT_SEARCH_ADDRESS (ordering.md §2 "Delivery address list", "Address search", §3, §5
 * "New address form", §7, §8): the saved addresses, the autocomplete (queries after more than 5 characters, the
 * list after more than 3, 300 ms debounce), the chip, the form with its messages, saving with the server's
 * message under the form, and the delivery estimate that hands the address and its option to the cart before
 * going back to CHECKOUT. A route flow (code in `checkout-screens`); each screen resets its part on opening.
 */
export const addressSearchMachine = addressSearchSetup.createMachine({
  id: 'addressSearch',
  context: ({ input }) => ({
    brandId: input?.brandId ?? '',
    user: null,
    branchId: null,
    total: 0,
    quantity: 0,
    addresses: [],
    ...EMPTY_SEARCH,
  }),
  on: {
    'addressSearch.listOpened': { target: '.list', actions: 'openList' },
    'addressSearch.searchOpened': { target: '.search', actions: 'openSearch' },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Neither screen has opened yet.',
    },
    list: {
      description: "CHECKOUT_ADDRESS 'Datos de entrega'.",
      initial: 'loading',
      states: {
        loading: {
          description:
            'Without a user (never on a checkout route) there is nothing to fetch: the empty list.',
          always: [{ guard: 'hasUser', target: 'fetching' }, { target: 'ready' }],
        },
        fetching: {
          invoke: {
            id: 'fetchSavedAddresses',
            src: 'fetchSavedAddresses',
            input: ({ context }) => ({ brandId: context.brandId, userId: context.user?._id ?? '' }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeAddresses', params: ({ event }) => ({ addresses: event.output }) },
            },
            onError: 'failed',
          },
        },
        failed: {
          description: "The list could not be loaded: a message and 'Intentar nuevamente'.",
          on: { 'addressSearch.retryRequested': 'fetching' },
        },
        ready: {
          description:
            "The saved addresses with their labels, or 'No tienes direcciones agregadas'; 'Agregar una nueva dirección'.",
          on: {
            'addressSearch.addressChosen': {
              guard: 'isListedAddress',
              target: 'estimating',
              actions: 'chooseListed',
            },
            // The search opens at once (its screen's own opening, on mount, starts it again the same way).
            'addressSearch.newAddressRequested': {
              target: '#addressSearch.search',
              actions: ['resetSearch', { type: 'navigate', params: { to: ROUTES.CHECKOUT_SEARCH_ADDRESS } }],
            },
          },
        },
        estimating: {
          description: 'POST /pedido/delivery/estimate for the chosen address.',
          invoke: {
            id: 'estimateDelivery',
            src: 'estimateDelivery',
            input: ({ context }) => estimateRequestOf(context),
            onDone: {
              target: 'chosen',
              actions: [
                { type: 'applyToCart', params: ({ event }) => ({ estimates: event.output }) },
                { type: 'navigate', params: { to: ROUTES.CHECKOUT, replace: true } },
              ],
            },
            onError: {
              target: 'ready',
              actions: {
                type: 'storeError',
                params: ({ event }) => ({ error: event.error, fallback: 'address.estimateFailed' as const }),
              },
            },
          },
        },
        chosen: {
          description: 'The cart has the address and its delivery option; the app is back on CHECKOUT.',
        },
      },
    },
    search: {
      description: 'CHECKOUT_SEARCH_ADDRESS.',
      initial: 'loadingProvider',
      states: {
        loadingProvider: {
          invoke: {
            id: 'loadMapsProvider',
            src: 'loadMapsProvider',
            onDone: 'typing',
            onError: {
              target: 'providerFailed',
              actions: { type: 'storeMapsFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        providerFailed: {
          description: "'Error al cargar la API de {maps service}'.",
        },
        typing: {
          description: "'Buscar dirección' with its suggestions ('Seleccionar en el mapa' shown disabled).",
          initial: 'waiting',
          on: {
            // The same text again (no keystroke changed it) changes nothing.
            'addressSearch.inputChanged': [
              {
                guard: and(['isChangedText', 'isQueryable']),
                target: '.debouncing',
                actions: 'storeInput',
              },
              { guard: 'isChangedText', target: '.waiting', actions: 'storeInput' },
            ],
            'addressSearch.suggestionChosen': {
              guard: 'isListedSuggestion',
              target: 'resolvingPlace',
              actions: 'pickSuggestion',
            },
          },
          states: {
            waiting: {
              description:
                "5 characters or fewer, or the last answer shown: the list (more than 3 characters) or 'No se encontraron resultados'.",
            },
            debouncing: {
              description: 'More than 5 characters: 300 ms after the last keystroke the query goes out.',
              after: { addressSearchDebounce: 'querying' },
            },
            querying: {
              invoke: {
                id: 'searchAddresses',
                src: 'searchAddresses',
                input: ({ context }) => ({ query: context.input.trim() }),
                onDone: {
                  target: 'waiting',
                  actions: {
                    type: 'storeSuggestions',
                    params: ({ event }) => ({ suggestions: event.output }),
                  },
                },
                onError: {
                  target: 'waiting',
                  actions: { type: 'storeSearchError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        resolvingPlace: {
          description: "The chosen suggestion's place details (coordinates, formatted address).",
          invoke: {
            id: 'fetchPlace',
            src: 'fetchPlace',
            input: ({ context }) => ({ placeId: context.picked?.placeId ?? '' }),
            onDone: {
              target: 'form',
              actions: { type: 'selectPlace', params: ({ event }) => ({ place: event.output }) },
            },
            onError: {
              target: 'typing',
              actions: { type: 'storeSearchError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        form: {
          description: 'The chip with the address and its clear button; the form after selection.',
          initial: 'editing',
          states: {
            editing: {
              description:
                "'Etiqueta tu dirección', 'Nombre' (no name), 'Teléfono' with its code (no phone), 'Instrucciones de entrega', 'Guardar'; the server's message under the form.",
              on: {
                'addressSearch.fieldChanged': { actions: 'changeField' },
                'addressSearch.selectionCleared': {
                  target: '#addressSearch.search.typing',
                  actions: 'clearSelection',
                },
                'addressSearch.submitted': [
                  { guard: 'isSavedAlready', target: 'estimating', actions: 'clearError' },
                  { guard: 'isFormValid', target: 'saving', actions: 'clearError' },
                  { actions: 'revealErrors' },
                ],
              },
            },
            saving: {
              description: 'POST /pedido/direccion with the form (the fields stay as typed).',
              invoke: {
                id: 'saveAddress',
                src: 'saveAddress',
                input: ({ context }) =>
                  buildAddressPayload({
                    user: context.user as AddressUser,
                    brandId: context.brandId,
                    selected: context.selected as AutocompleteResult,
                    form: context.form,
                  }),
                onDone: {
                  target: 'estimating',
                  actions: { type: 'storeSaved', params: ({ event }) => ({ address: event.output }) },
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'storeError',
                    params: ({ event }) => ({ error: event.error, fallback: 'address.saveFailed' as const }),
                  },
                },
              },
            },
            estimating: {
              description: 'POST /pedido/delivery/estimate for the saved address.',
              invoke: {
                id: 'estimateDelivery',
                src: 'estimateDelivery',
                input: ({ context }) => estimateRequestOf(context),
                onDone: {
                  target: '#addressSearch.search.saved',
                  actions: [
                    { type: 'applyToCart', params: ({ event }) => ({ estimates: event.output }) },
                    { type: 'navigate', params: { to: ROUTES.CHECKOUT, replace: true } },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'storeError',
                    params: ({ event }) => ({
                      error: event.error,
                      fallback: 'address.estimateFailed' as const,
                    }),
                  },
                },
              },
            },
          },
        },
        saved: {
          description: 'The cart has the new address and its delivery option; the app is back on CHECKOUT.',
        },
      },
    },
  },
});
