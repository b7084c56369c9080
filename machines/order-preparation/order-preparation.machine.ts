import { and } from 'xstate';
import {
  discardReasonOf,
  homePathOf,
  parentPathOf,
  productVisitOf,
  restoreOutcomeOf,
  savedRecordOf,
} from './order-preparation.params';
import { initialOrderPreparationContext, orderPreparationSetup } from './order-preparation.setup';
import type { OrderPreparationContext } from './order-preparation.types';

/** Every change is kept (session storage in the app) so a reload loses nothing. */
const save = {
  type: 'savePreparation',
  params: ({ context }: { context: OrderPreparationContext }) => savedRecordOf(context),
} as const;
/** The preparation ended (added, closed, left): nothing prepared, nothing kept. */
const leave = ['reset', 'forgetSavedPreparation'] as const;

/** The changes a diner makes while the product is ready (overlay or modal); each is a rule of §4/§5. */
const editing = {
  'orderPreparation.groupToggled': { actions: 'toggleGroup' },
  'orderPreparation.ingredientChosen': { actions: ['chooseIngredient', save] },
  'orderPreparation.ingredientRemoved': { actions: ['removeIngredient', save] },
  'orderPreparation.aditionalAdded': { actions: ['addAditional', save] },
  'orderPreparation.aditionalRemoved': { actions: ['removeAditional', save] },
  'orderPreparation.upsellAdded': { actions: ['addUpsell', save] },
  'orderPreparation.upsellRemoved': { actions: ['removeUpsell', save] },
  'orderPreparation.upsellQuantityChanged': { actions: ['updateUpsell', save] },
  'orderPreparation.observationsChanged': { actions: ['setObservations', save] },
  'orderPreparation.quantityIncreased': { actions: [{ type: 'changeQuantity', params: { by: 1 } }, save] },
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
    // BASE opened without a saved auth return path (branchSelection, ordering.md §2 BASE "Reset"):
    // whatever was being prepared, and its record kept for a reload, goes.
    'orderPreparation.reset': { target: '.closed', actions: leave },
    'orderPreparation.dismissed': [
      { guard: 'isModal' },
      { guard: 'hasStartedPreparation', target: '.closed', actions: leave },
      // Before the product loaded (React's double mount in development, or a back press while loading): the
      // record saved before a reload stays for the opening that follows.
      { target: '.closed', actions: 'reset' },
    ],
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
          target: 'restoring',
          actions: { type: 'storeDetail', params: ({ event }) => ({ detail: event.output }) },
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
    restoring: {
      description:
        "Reads the preparation kept before a reload: the same product at the same branch (and line) is rebuilt with today's options and prices; a record that does not fit is logged and forgotten; an unreadable storage reads as none (the read never fails).",
      invoke: {
        id: 'readSavedPreparation',
        src: 'readSavedPreparation',
        onDone: [
          {
            guard: {
              type: 'isDiscarded',
              params: ({ context, event }) => restoreOutcomeOf(context, event.output),
            },
            target: 'ready',
            actions: [
              {
                type: 'startPreparation',
                params: ({ context, event }) => restoreOutcomeOf(context, event.output),
              },
              {
                type: 'reportDiscardedPreparation',
                params: ({ context, event }) => discardReasonOf(context, event.output),
              },
              'forgetSavedPreparation',
              { type: 'recordProductVisit', params: ({ context }) => productVisitOf(context) },
            ],
          },
          {
            target: 'ready',
            actions: [
              {
                type: 'startPreparation',
                params: ({ context, event }) => restoreOutcomeOf(context, event.output),
              },
              { type: 'recordProductVisit', params: ({ context }) => productVisitOf(context) },
            ],
          },
        ],
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
          { actions: [{ type: 'changeQuantity', params: { by: -1 } }, save] },
        ],
        'orderPreparation.submitted': [
          {
            guard: 'hasMissingGroups',
            target: '.validation.scrollScheduled',
            actions: ['correctTypedQuantity', 'showGroupErrors', save],
          },
          { target: 'saving', actions: ['correctTypedQuantity', 'clearRefusal', 'sendToCart'] },
        ],
        'orderPreparation.closeRequested': [
          { guard: 'isModal', target: 'closingModal' },
          { guard: 'hasPreviousEntry', target: 'closed', actions: ['goBack', ...leave] },
          {
            target: 'closed',
            actions: [{ type: 'navigate', params: ({ context }) => homePathOf(context) }, ...leave],
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
              after: { quantityDebounce: { target: 'settled', actions: ['applyTypedQuantity', save] } },
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
            'orderPreparation.quantityBlurred': {
              target: '.settled',
              actions: ['correctTypedQuantity', save],
            },
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
            actions: [{ type: 'navigate', params: ({ context }) => parentPathOf(context) }, ...leave],
          },
        ],
        'cart.refused': { target: 'ready', actions: 'storeRefusal' },
      },
    },
    closingModal: {
      description:
        'The customisation modal plays its 300 ms close, then the preparation resets. Opening a product meanwhile (the same suggestion again) starts it afresh.',
      entry: 'forgetSavedPreparation',
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
