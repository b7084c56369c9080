import { and, not } from 'xstate';
import {
  cartSetup,
  emptySummaryTarget,
  initialCartContext,
  pricingConsumeType,
  proceedTarget,
} from './cart.setup';

/** Every change a person makes to the lines is saved, told to the other tabs, and (on the summary) re-quoted. */
const changed = ['broadcast'] as const;

/**
 * The cart (ordering.md §2 "Checkout bar", "Order summary", §3 "Cart", §4 "Cart", "Branch status and
 * guards", §5 "Quantity"): the order in progress, long-lived (system id `cart`). It owns the `order` slice
 * (restored through `parsePersistedCart`; a malformed one is discarded with a log), applies the rules of
 * cart.rules.ts, refuses adding/increasing/upsell changes/moving on while the branch is closed and adding
 * while a table order is open at another branch (each with its blocking modal, through the layout flow),
 * follows the session (logging out resets the order) and the current branch (both read at its start: it opens
 * when first needed, maybe after they told it), and keeps other tabs in step through `cartSync`.
 * On ORDER_SUMMARY it asks the server for a quote of its lines and for '¿Querés sumar algo más?'.
 */
export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => initialCartContext(input),
  entry: 'logDiscardedCart',
  invoke: [
    { id: 'watchSession', src: 'watchSession' },
    { id: 'watchBranch', src: 'watchBranch' },
    { id: 'cartSync', src: 'cartSync' },
  ],
  type: 'parallel',
  on: {
    'cart.lineAdded': [
      { guard: 'isBranchClosed', actions: { type: 'refuse', params: { reason: 'branchClosed' } } },
      {
        guard: 'hasActiveOrderElsewhere',
        actions: { type: 'refuse', params: { reason: 'activeOrderElsewhere' } },
      },
      { actions: ['addLine', 'replySaved', ...changed] },
    ],
    'cart.lineUpdated': [
      {
        guard: and(['isBranchClosed', 'isUpsellItem']),
        actions: { type: 'refuse', params: { reason: 'branchClosed' } },
      },
      { guard: 'isUpsellItem', actions: ['updateUpsellItem', 'replySaved', ...changed] },
      {
        guard: and(['isBranchClosed', 'isBlockedEdit']),
        actions: { type: 'refuse', params: { reason: 'branchClosed' } },
      },
      { guard: 'isKnownLine', actions: ['updateLine', 'replySaved', ...changed] },
      // The line is gone (removed meanwhile, e.g. in another tab): saving it adds it back, as an add.
      { guard: 'isBranchClosed', actions: { type: 'refuse', params: { reason: 'branchClosed' } } },
      {
        guard: 'hasActiveOrderElsewhere',
        actions: { type: 'refuse', params: { reason: 'activeOrderElsewhere' } },
      },
      { actions: ['addLine', 'replySaved', ...changed] },
    ],
    'cart.lineIncreased': [
      { guard: 'isBranchClosed', actions: { type: 'refuse', params: { reason: 'branchClosed' } } },
      { actions: ['increaseLine', ...changed] },
    ],
    'cart.lineRemoved': { actions: ['removeLine', ...changed] },
    // 'Quitar' on ORDER_SUMMARY (issue 12): only what the quote marks withdrawn; an upsell item not while closed.
    'cart.withdrawnLineRemoved': [
      {
        guard: and(['isBranchClosed', 'isWithdrawnUpsellItem']),
        actions: { type: 'refuse', params: { reason: 'branchClosed' } },
      },
      { guard: 'isWithdrawn', actions: ['removeWithdrawn', ...changed] },
    ],
    'cart.proceedRequested': [
      { guard: not('hasProducts') },
      { guard: 'isBranchClosed', actions: { type: 'refuse', params: { reason: 'branchClosed' } } },
      {
        actions: {
          type: 'navigate',
          params: ({ event }) => proceedTarget(event.to),
        },
      },
    ],
    'cart.cleared': { actions: ['clearCart', ...changed] },
    'cart.tableSet': { actions: ['applySetter', ...changed] },
    'cart.consumeTypeSet': { actions: ['applySetter', ...changed] },
    'cart.addressSet': { actions: ['applySetter', ...changed] },
    'cart.deliveryOptionSet': { actions: ['applySetter', ...changed] },
    'cart.pickUpTimeSet': { actions: ['applySetter', ...changed] },
    'cart.consumeTypeFromActiveOrderSet': { actions: ['applySetter', ...changed] },
    'cart.branchChanged': { actions: 'storeBranch' },
    // The summary's quote and suggestions follow it (their keys hold the consume type): asked again if shown.
    'cart.preferenceChanged': { actions: 'storePreference' },
    'cart.activeOrderChanged': { actions: 'storeActiveOrder' },
    'cart.externalChanged': { actions: 'applyExternal' },
    'cart.userChanged': [
      // accounts.md §4.2: logging out resets the order (this tab only: the others follow their own session).
      { guard: 'isSignedOut', actions: ['storeUser', 'clearCart'] },
      { actions: 'storeUser' },
    ],
  },
  states: {
    quantityInput: {
      description:
        'The b2b typed quantity (§5 "Quantity"): applied 300 ms after the last keystroke, corrected on blur.',
      initial: 'idle',
      states: {
        idle: {
          on: { 'cart.quantityTyped': { target: 'debouncing', actions: 'storeTyped' } },
        },
        debouncing: {
          description: 'Waiting 300 ms after the last keystroke; another keystroke starts the wait again.',
          on: {
            'cart.quantityTyped': { target: 'debouncing', reenter: true, actions: 'storeTyped' },
            'cart.quantityCommitted': [
              {
                guard: and(['isBranchClosed', 'isTypedIncrease']),
                target: 'idle',
                actions: ['forgetTyped', { type: 'refuse', params: { reason: 'branchClosed' } }],
              },
              { target: 'idle', actions: ['applyTyped', ...changed] },
            ],
          },
          after: {
            quantityDebounce: [
              { guard: not('isTypedValid'), target: 'idle' },
              {
                guard: and(['isBranchClosed', 'isTypedIncrease']),
                target: 'idle',
                actions: ['forgetTyped', { type: 'refuse', params: { reason: 'branchClosed' } }],
              },
              { target: 'idle', actions: ['applyTyped', ...changed] },
            ],
          },
        },
      },
      on: {
        // Blur after the debounce applied (or with an invalid text kept): corrected to ≥ 1 and applied.
        'cart.quantityCommitted': [
          {
            guard: and(['isBranchClosed', 'isTypedIncrease']),
            actions: ['forgetTyped', { type: 'refuse', params: { reason: 'branchClosed' } }],
          },
          { actions: ['applyTyped', ...changed] },
        ],
      },
    },
    summary: {
      description: 'ORDER_SUMMARY: open while the screen is shown.',
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'cart.summaryOpened': { target: 'shown', actions: 'requestBranchStatusCheck' } },
        },
        shown: {
          type: 'parallel',
          on: {
            'cart.summaryClosed': 'hidden',
            'cart.summaryOpened': { target: 'shown', reenter: true },
          },
          states: {
            contents: {
              initial: 'checking',
              states: {
                checking: {
                  always: [{ guard: 'hasProducts', target: 'withProducts' }, { target: 'empty' }],
                },
                withProducts: {
                  description: 'The lines, their quantity controls and Editar.',
                  always: { guard: not('hasProducts'), target: 'empty' },
                },
                empty: {
                  description: "'No hay productos en la orden', then the branch home (or BASE).",
                  always: { guard: 'hasProducts', target: 'withProducts' },
                  after: {
                    emptyCartRedirect: {
                      actions: {
                        type: 'navigate',
                        params: ({ context }) => emptySummaryTarget(context.branch),
                      },
                    },
                  },
                },
              },
            },
            quote: {
              description:
                "The server's quote of the same lines (POST /pedido/quote), asked again on every change.",
              initial: 'deciding',
              states: {
                deciding: {
                  always: [{ guard: 'canQuote', target: 'quoting' }, { target: 'none' }],
                },
                none: {
                  description: 'Nothing to quote (no lines, no user or no branch yet).',
                  entry: 'forgetQuote',
                  always: { guard: 'canQuote', target: 'quoting' },
                },
                quoting: {
                  entry: 'markQuoted',
                  invoke: {
                    id: 'quoteCart',
                    src: 'quoteCart',
                    input: ({ context }) => ({
                      cart: context.cart,
                      userId: context.user?._id ?? '',
                      brandId: context.brandId,
                      branch: { id: context.branch?.id ?? '', storeId: context.branch?.storeId ?? '' },
                      consumeType: pricingConsumeType(context),
                    }),
                    onDone: {
                      target: 'quoted',
                      actions: { type: 'storeQuote', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'failed',
                      actions: [
                        'forgetQuoteValue',
                        { type: 'logQuoteFailure', params: ({ event }) => ({ error: event.error }) },
                      ],
                    },
                  },
                },
                quoted: {
                  always: [
                    { guard: not('canQuote'), target: 'none' },
                    { guard: 'isQuoteStale', target: 'quoting' },
                  ],
                },
                failed: {
                  description: 'The quote failed (logged); the next change asks again.',
                  always: [
                    { guard: not('canQuote'), target: 'none' },
                    { guard: 'isQuoteStale', target: 'quoting' },
                  ],
                },
              },
            },
            suggestions: {
              description: "'¿Querés sumar algo más?' (POST /menu/complementaryprodorder).",
              initial: 'deciding',
              states: {
                deciding: {
                  always: [{ guard: 'canQuote', target: 'loading' }, { target: 'none' }],
                },
                none: {
                  always: { guard: 'canQuote', target: 'loading' },
                },
                loading: {
                  entry: 'markSuggested',
                  invoke: {
                    id: 'fetchSuggestions',
                    src: 'fetchSuggestions',
                    input: ({ context }) => ({
                      brandId: context.brandId,
                      storeId: context.branch?.storeId ?? '',
                      products: context.cart.products,
                      consumeType: pricingConsumeType(context),
                    }),
                    onDone: {
                      target: 'loaded',
                      actions: { type: 'storeSuggestions', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'failed',
                      actions: {
                        type: 'logSuggestionsFailure',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                loaded: {
                  description: 'The suggestions show; a change of the products in the cart asks again.',
                  always: [
                    { guard: not('canQuote'), target: 'none' },
                    { guard: 'areSuggestionsStale', target: 'loading' },
                  ],
                },
                failed: {
                  description:
                    'No suggestions block (the failure is logged); a change of the products asks again.',
                  always: [
                    { guard: not('canQuote'), target: 'none' },
                    { guard: 'areSuggestionsStale', target: 'loading' },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
