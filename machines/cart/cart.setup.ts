import { type AnyActorRef, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { watchCurrentBranch } from '../current-branch/watch-current-branch';
import { watchSessionUser } from '../session/watch-session-user';
import { findSystemActor } from '../system-actors';
import type { NavigateParams } from '../types';
import {
  type ActiveOrderInfo,
  type Blocked,
  CART_ACTIVE_ORDER_MODAL_ID,
  CART_BRANCH_CLOSED_MODAL_ID,
  type CartBranch,
  type CartContext,
  type CartEvent,
  type CartInput,
  type CartQuote,
  type CartReply,
  type CartSyncCommand,
  EMPTY_CART_REDIRECT_MS,
  emptySummaryTarget,
  type FetchSuggestionsInput,
  initialCartContext,
  pricingConsumeType,
  proceedTarget,
  QUANTITY_DEBOUNCE_MS,
  type QuoteCartInput,
  quoteKey,
  type RefusalReason,
  type Suggestion,
  suggestionsKey,
} from './cart.context';
import {
  addLine,
  clearCart,
  findLine,
  normaliseQuantity,
  parsePersistedCart,
  removeLine,
  removeWithdrawn,
  repriceForConsumeType,
  setAddress,
  setConsumeType,
  setConsumeTypeFromActiveOrder,
  setDeliveryOption,
  setLineQuantity,
  setPickUpTime,
  setTable,
  updateLine,
  updateUpsellItem,
  withdrawnItem,
} from './cart.rules';
import type { CartLine } from './cart.types';

/** The context, events and helpers moved to cart.context.ts, still importable from here. */
export type {
  ActiveOrderInfo,
  Blocked,
  CartBranch,
  CartContext,
  CartEvent,
  CartInput,
  CartQuote,
  CartReply,
  CartSyncCommand,
  FetchSuggestionsInput,
  QuoteCartInput,
  RefusalReason,
  Suggestion,
};
export {
  CART_ACTIVE_ORDER_MODAL_ID,
  CART_BRANCH_CLOSED_MODAL_ID,
  EMPTY_CART_REDIRECT_MS,
  emptySummaryTarget,
  initialCartContext,
  pricingConsumeType,
  proceedTarget,
  QUANTITY_DEBOUNCE_MS,
  quoteKey,
  suggestionsKey,
};

const lineOf = (event: CartEvent): CartLine | null =>
  event.type === 'cart.lineAdded' || event.type === 'cart.lineUpdated' ? event.line : null;

/** 'Quitar''s target, when the quote marks it withdrawn. */
const withdrawnOf = (context: CartContext, event: CartEvent) =>
  event.type === 'cart.withdrawnLineRemoved'
    ? withdrawnItem(context.cart, context.quote?.unavailable, event.orderProductId)
    : null;

const replyToOf = (event: CartEvent): AnyActorRef | undefined =>
  'replyTo' in event ? event.replyTo : undefined;

const isClosed = (context: CartContext) => context.branch?.status === 'close';

/**
 * The cart flow's named effects, guards, delays and actions (the chart is in cart.machine.ts). `quoteCart`
 * and `fetchSuggestions` throw "not provided"; the app supplies them (src/app/cart-flows.ts). `cartSync`
 * defaults to nothing: a tab alone has nobody to tell.
 */
export const cartSetup = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    /** Follows the session's user: a logout resets the order (accounts.md §4.2). */
    watchSession: watchSessionUser<CartEvent>((user) => ({ type: 'cart.userChanged', user })),
    /**
     * Follows the current branch (its guards and the summary's quote need it): told at once, since the cart
     * opens when first needed, maybe long after the branch announced itself, then at every change.
     */
    watchBranch: watchCurrentBranch<CartEvent>((branch) => ({ type: 'cart.branchChanged', branch })),
    /** Other tabs: receives `cartSync.write`, reports their newer writes as `cart.externalChanged`. */
    cartSync: fromCallback<CartSyncCommand>(() => {}),
    /** POST /pedido/quote for the cart's lines. */
    quoteCart: fromPromise<CartQuote, QuoteCartInput>(async () => {
      throw new Error('cart: actor "quoteCart" was not provided');
    }),
    /** POST /menu/complementaryprodorder. */
    fetchSuggestions: fromPromise<Suggestion[], FetchSuggestionsInput>(async () => {
      throw new Error('cart: actor "fetchSuggestions" was not provided');
    }),
  },
  delays: {
    quantityDebounce: QUANTITY_DEBOUNCE_MS,
    emptyCartRedirect: EMPTY_CART_REDIRECT_MS,
  },
  guards: {
    /** §4 "Branch status and guards": status 'close'. */
    isBranchClosed: ({ context }) => isClosed(context),
    /**
     * The reading chosen (docs/ordering-cart.md): an open TABLE order ('mesa') at another branch blocks
     * adding; takeaway and delivery orders elsewhere do not.
     */
    hasActiveOrderElsewhere: ({ context }) =>
      context.activeOrder !== null &&
      context.activeOrder.orderType === 'mesa' &&
      context.branch !== null &&
      context.activeOrder.branchId !== context.branch.id,
    isUpsellItem: ({ event }) => Boolean(lineOf(event)?.upsellingId),
    isKnownLine: ({ context, event }) => {
      const line = lineOf(event);
      return Boolean(line && findLine(context.cart, line.orderProductId));
    },
    /** An edit that raises the quantity or touches the upsell items (both blocked while closed). */
    isBlockedEdit: ({ context, event }) => {
      const line = lineOf(event);
      const current = line ? findLine(context.cart, line.orderProductId) : undefined;
      if (!line || !current) return false;
      return (
        normaliseQuantity(line.quantity) > current.quantity ||
        JSON.stringify(line.upselling ?? []) !== JSON.stringify(current.upselling)
      );
    },
    isTypedIncrease: ({ context }) => {
      const typed = context.typed;
      const current = typed ? findLine(context.cart, typed.orderProductId) : undefined;
      return Boolean(typed && current && normaliseQuantity(typed.value) > current.quantity);
    },
    /** The debounce applies only a value that is already a quantity; blur corrects the rest. */
    isTypedValid: ({ context }) => {
      const value = context.typed?.value.trim() ?? '';
      return /^\d+$/.test(value) && Number(value) >= 1;
    },
    hasProducts: ({ context }) => context.cart.products.length > 0,
    canQuote: ({ context }) =>
      context.cart.products.length > 0 && context.user !== null && context.branch !== null,
    isQuoteStale: ({ context }) => context.quotedFor !== quoteKey(context),
    areSuggestionsStale: ({ context }) => context.suggestedFor !== suggestionsKey(context),
    /** The line (or upsell item) is one the current quote marks withdrawn. */
    isWithdrawn: ({ context, event }) => withdrawnOf(context, event) !== null,
    /** …and it is an upsell item (its removal is blocked while the branch is closed, §4). */
    isWithdrawnUpsellItem: ({ context, event }) => Boolean(withdrawnOf(context, event)?.parentId),
    isSignedOut: ({ event }) => event.type === 'cart.userChanged' && event.user === null,
  },
  actions: {
    logDiscardedCart: ({ context }) => {
      if (context.restoreProblem)
        console.error(`cart: the saved order was discarded (${context.restoreProblem})`);
    },
    addLine: assign(({ context, event }) => {
      const line = lineOf(event);
      return line ? { cart: addLine(context.cart, line) } : {};
    }),
    increaseLine: assign(({ context, event }) => {
      if (event.type !== 'cart.lineIncreased') return {};
      const line = findLine(context.cart, event.orderProductId);
      return line ? { cart: addLine(context.cart, line) } : {};
    }),
    removeLine: assign(({ context, event }) =>
      event.type === 'cart.lineRemoved' ? { cart: removeLine(context.cart, event.orderProductId) } : {},
    ),
    removeWithdrawn: assign(({ context, event }) => {
      const found = withdrawnOf(context, event);
      return found ? { cart: removeWithdrawn(context.cart, found) } : {};
    }),
    updateLine: assign(({ context, event }) => {
      const line = lineOf(event);
      return line ? { cart: updateLine(context.cart, line) } : {};
    }),
    updateUpsellItem: assign(({ context, event }) => {
      const line = lineOf(event);
      return line ? { cart: updateUpsellItem(context.cart, line) } : {};
    }),
    storeTyped: assign(({ event }) =>
      event.type === 'cart.quantityTyped'
        ? { typed: { orderProductId: event.orderProductId, value: event.value } }
        : {},
    ),
    /** Applies the typed value (blur: an empty, invalid or < 1 value becomes 1) and forgets the text. */
    applyTyped: assign(({ context }) =>
      context.typed
        ? {
            cart: setLineQuantity(context.cart, context.typed.orderProductId, context.typed.value),
            typed: null,
          }
        : {},
    ),
    forgetTyped: assign({ typed: null }),
    clearCart: assign({ cart: () => clearCart() }),
    applySetter: assign(({ context, event }) => {
      const cart = context.cart;
      switch (event.type) {
        case 'cart.tableSet':
          return { cart: setTable(cart, event.table, event.tableId) };
        case 'cart.consumeTypeSet': {
          // The lines follow the type the order is now priced for (the chosen one, else the preference).
          const next = setConsumeType(cart, event.consumeType);
          const type = pricingConsumeType({ cart: next, preferredConsumeType: context.preferredConsumeType });
          return { cart: repriceForConsumeType(next, type, context.businessType) };
        }
        case 'cart.addressSet':
          return { cart: setAddress(cart, event.address) };
        case 'cart.deliveryOptionSet':
          return { cart: setDeliveryOption(cart, event.deliveryOption) };
        case 'cart.pickUpTimeSet':
          return { cart: setPickUpTime(cart, event.pickUpTime) };
        case 'cart.consumeTypeFromActiveOrderSet':
          return { cart: setConsumeTypeFromActiveOrder(cart, event.value) };
        default:
          return {};
      }
    }),
    storeBranch: assign(({ event }) => (event.type === 'cart.branchChanged' ? { branch: event.branch } : {})),
    storePreference: assign(({ event }) =>
      event.type === 'cart.preferenceChanged' ? { preferredConsumeType: event.preferredConsumeType } : {},
    ),
    storeActiveOrder: assign(({ event }) => {
      if (event.type !== 'cart.activeOrderChanged') return {};
      if (!event.branchId) return { activeOrder: null };
      return {
        activeOrder: {
          branchId: event.branchId,
          orderType: event.orderType,
          branchName: event.branchName,
          storeId: event.storeId,
        },
      };
    }),
    storeUser: assign(({ event }) => (event.type === 'cart.userChanged' ? { user: event.user } : {})),
    /** Another tab's newer cart replaces this one; a malformed one is logged and ignored. */
    applyExternal: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'cart.externalChanged') return;
      const parsed = parsePersistedCart(event.cart);
      if (parsed.cart) enqueue.assign({ cart: parsed.cart, typed: null });
      else console.error(`cart: another tab's order was ignored (${parsed.reason})`);
    }),
    broadcast: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('cartSync', { type: 'cartSync.write', cart: context.cart } satisfies CartSyncCommand);
    }),
    replySaved: enqueueActions(({ event, enqueue }) => {
      const replyTo = replyToOf(event);
      if (replyTo) enqueue.sendTo(replyTo, { type: 'cart.saved' } satisfies CartReply);
    }),
    /** §4 "Branch status and guards": the action is cancelled, the asker told, the blocking modal opened. */
    refuse: enqueueActions(({ context, event, system, enqueue }, params: { reason: RefusalReason }) => {
      const replyTo = replyToOf(event);
      if (replyTo)
        enqueue.sendTo(replyTo, { type: 'cart.refused', reason: params.reason } satisfies CartReply);
      const blocked: Blocked =
        params.reason === 'branchClosed'
          ? { reason: 'branchClosed', branchName: context.branch?.name ?? '' }
          : {
              reason: 'activeOrderElsewhere',
              branchName: context.activeOrder?.branchName ?? '',
              branchId: context.activeOrder?.branchId ?? '',
              storeId: context.activeOrder?.storeId ?? null,
            };
      enqueue.assign({ blocked });
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const layout = findSystemActor(system, 'layout', 'open the cart’s blocking modal');
      if (layout)
        enqueue.sendTo(layout, {
          type: 'layout.modalOpened',
          modalId:
            params.reason === 'branchClosed' ? CART_BRANCH_CLOSED_MODAL_ID : CART_ACTIVE_ORDER_MODAL_ID,
        });
    }),
    /**
     * ORDER_SUMMARY leads to checkout, which a closed branch blocks (§4 "Branch status and guards"): opening it
     * asks the current branch to load itself again, so a branch that closed while the diner was ordering is
     * known before 'Confirmar orden' or '+' is pressed.
     */
    requestBranchStatusCheck: enqueueActions(({ system, enqueue }) => {
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const branch = findSystemActor(system, 'currentBranch', 'check the branch status on the summary');
      if (branch) enqueue.sendTo(branch, { type: 'currentBranch.statusCheckRequested' });
    }),
    markQuoted: assign(({ context }) => ({ quotedFor: quoteKey(context) })),
    storeQuote: assign((_, quote: CartQuote) => ({ quote })),
    forgetQuote: assign({ quote: null, quotedFor: null }),
    forgetQuoteValue: assign({ quote: null }),
    markSuggested: assign(({ context }) => ({ suggestedFor: suggestionsKey(context) })),
    logQuoteFailure: (_, params: { error: unknown }) => {
      console.error('cart: the server quote failed', params.error);
    },
    storeSuggestions: assign((_, suggestions: Suggestion[]) => ({
      suggestions: Array.isArray(suggestions) ? suggestions : [],
    })),
    logSuggestionsFailure: (_, params: { error: unknown }) => {
      console.error('cart: the suggestions could not be loaded', params.error);
    },
    navigate: (_, _params: NavigateParams) => {},
  },
});
