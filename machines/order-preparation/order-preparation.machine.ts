import { and } from 'xstate';
import {
  homePathOf,
  initialOrderPreparationContext,
  orderPreparationSetup,
  parentPathOf,
  productVisitOf,
} from './order-preparation.setup';

/** The changes a diner makes while the product is ready (overlay or modal); each is a rule of §4/§5. */
const editing = {
  'orderPreparation.groupToggled': { actions: 'toggleGroup' },
  'orderPreparation.ingredientChosen': { actions: 'chooseIngredient' },
  'orderPreparation.ingredientRemoved': { actions: 'removeIngredient' },
  'orderPreparation.aditionalAdded': { actions: 'addAditional' },
  'orderPreparation.aditionalRemoved': { actions: 'removeAditional' },
  'orderPreparation.upsellAdded': { actions: 'addUpsell' },
  'orderPreparation.upsellRemoved': { actions: 'removeUpsell' },
  'orderPreparation.upsellQuantityChanged': { actions: 'updateUpsell' },
  'orderPreparation.observationsChanged': { actions: 'setObservations' },
  'orderPreparation.quantityIncreased': { actions: { type: 'changeQuantity', params: { by: 1 } } },
} as const;

/**
 * Order preparation (ordering.md §2 "Product overlay", "Customisation modal", §4 "Order preparation",
 * "Saving the prepared product", §5 "Option groups", "Quantity"): fetches the product, prepares it with
 * the rules of order-preparation.rules.ts, validates the required groups and hands the line to the cart.
 */
export const orderPreparationMachine = orderPreparationSetup.createMachine({
  id: 'orderPreparation',
  context: initialOrderPreparationContext,
  initial: 'closed',
  on: {
    'orderPreparation.opened': [
      { guard: 'isSameRequest' },
      { guard: 'hasNoSku', target: '.closed', actions: 'reset' },
      { target: '.loading', actions: ['openRequest', 'requestBranchStatusCheck'] },
    ],
    'orderPreparation.dismissed': [{ guard: 'isModal' }, { target: '.closed', actions: 'reset' }],
  },
  states: {
    closed: {
      description: 'Nothing is being prepared: the overlay renders nothing.',
    },
    loading: {
      description:
        'GET /menu/product/{brandId}/{storeId}/{sku} (refetched on every opening); shimmer skeletons.',
      invoke: {
        id: 'fetchProduct',
        src: 'fetchProduct',
        input: ({ context }) => ({
          brandId: context.request?.brandId ?? '',
          storeId: context.request?.storeId ?? '',
          sku: context.request?.sku ?? '',
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeDetail', params: ({ event }) => ({ detail: event.output }) },
            'startPreparation',
            { type: 'recordProductVisit', params: ({ context }) => productVisitOf(context) },
          ],
        },
        onError: { target: 'unavailable', actions: 'notifyProductFailed' },
      },
      on: {
        'orderPreparation.closeRequested': [
          { guard: 'hasPreviousEntry', target: 'closed', actions: ['goBack', 'reset'] },
          {
            target: 'closed',
            actions: [{ type: 'navigate', params: ({ context }) => homePathOf(context) }, 'reset'],
          },
        ],
      },
    },
    unavailable: {
      description:
        "The product could not be loaded (unknown sku, no connection): the spec's toast, and 'Volver' as the way back.",
      on: {
        'orderPreparation.closeRequested': [
          { guard: 'hasPreviousEntry', target: 'closed', actions: ['goBack', 'reset'] },
          {
            target: 'closed',
            actions: [{ type: 'navigate', params: ({ context }) => homePathOf(context) }, 'reset'],
          },
        ],
      },
    },
    ready: {
      description: 'The product is being configured; the bottom bar shows the total and the save button.',
      type: 'parallel',
      on: {
        ...editing,
        'orderPreparation.quantityDecreased': [
          {
            guard: and(['isEditingInModal', 'isAtMinimumQuantity']),
            target: 'closingModal',
            actions: 'removeFromCart',
          },
          { guard: and(['isModal', 'isAtMinimumQuantity']), target: 'closingModal' },
          { guard: 'isAtMinimumQuantity' },
          { actions: { type: 'changeQuantity', params: { by: -1 } } },
        ],
        'orderPreparation.submitted': [
          {
            guard: 'hasMissingGroups',
            target: '.validation.scrollScheduled',
            actions: ['correctTypedQuantity', 'showGroupErrors'],
          },
          { target: 'saving', actions: ['correctTypedQuantity', 'clearRefusal', 'sendToCart'] },
        ],
        'orderPreparation.closeRequested': [
          { guard: 'isModal', target: 'closingModal' },
          { guard: 'hasPreviousEntry', target: 'closed', actions: ['goBack', 'reset'] },
          {
            target: 'closed',
            actions: [{ type: 'navigate', params: ({ context }) => homePathOf(context) }, 'reset'],
          },
        ],
      },
      states: {
        quantity: {
          description: 'b2b: the typed quantity, applied 300 ms after the last keystroke; blur corrects it.',
          initial: 'settled',
          states: {
            settled: {
              on: {
                'orderPreparation.quantityTyped': { target: 'debouncing', actions: 'storeTypedQuantity' },
              },
            },
            debouncing: {
              after: { quantityDebounce: { target: 'settled', actions: 'applyTypedQuantity' } },
              on: {
                'orderPreparation.quantityTyped': {
                  target: 'debouncing',
                  reenter: true,
                  actions: 'storeTypedQuantity',
                },
              },
            },
          },
          on: {
            'orderPreparation.quantityBlurred': { target: '.settled', actions: 'correctTypedQuantity' },
          },
        },
        validation: {
          description: 'Required groups: errors after a submit, and the scroll to the first failing one.',
          initial: 'idle',
          states: {
            idle: {},
            scrollScheduled: {
              description: 'Errors shown; the view scrolls to the first failing group after 300 ms.',
              after: { scrollToError: { target: 'scrollRequested', actions: 'requestScroll' } },
            },
            scrollRequested: {
              description: 'The view scrolls the first failing group into view and says so.',
              on: { 'orderPreparation.scrolled': { target: 'idle', actions: 'clearScroll' } },
            },
          },
        },
      },
    },
    saving: {
      description:
        'The line was sent to the cart, which answers cart.saved or cart.refused (its blocking modal).',
      on: {
        'cart.saved': [
          { guard: 'isModal', target: 'closingModal' },
          {
            target: 'closed',
            actions: [{ type: 'navigate', params: ({ context }) => parentPathOf(context) }, 'reset'],
          },
        ],
        'cart.refused': { target: 'ready', actions: 'storeRefusal' },
      },
    },
    closingModal: {
      description:
        'The customisation modal plays its 300 ms close, then the preparation resets. Opening a product meanwhile (the same suggestion again) starts it afresh.',
      after: { modalReset: { target: 'closed', actions: 'reset' } },
      on: {
        'orderPreparation.opened': [
          { guard: 'hasNoSku', target: 'closed', actions: 'reset' },
          { target: 'loading', actions: ['openRequest', 'requestBranchStatusCheck'] },
        ],
      },
    },
  },
});
