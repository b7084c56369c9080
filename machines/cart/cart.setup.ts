import { type AnyActorRef, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { PreferredConsumeType } from '../catalogue/catalogue.types';
import type { QuoteLine, UnavailableQuoteLine } from '../checkout/checkout.rules';
import type { CartConsumeType } from '../rules/order-payload';
import { resolvePrice } from '../rules/price-resolution';
import { ROUTES } from '../rules/routes';
import { watchSessionUser } from '../session/watch-session-user';
import { findSystemActor } from '../system-actors';
import type { NavigateParams, User } from '../types';
import {
  addLine,
  clearCart,
  crossSellLine,
  emptyCart,
  findLine,
  normaliseQuantity,
  parsePersistedCart,
  removeLine,
  removeWithdrawn,
  setAddress,
  setConsumeType,
  setConsumeTypeFromActiveOrder,
  setDeliveryOption,
  setLineQuantity,
  setObservations,
  setPickUpTime,
  setTable,
  updateLine,
  updateUpsellItem,
  withdrawnItem,
} from './cart.rules';
import type { Cart, CartAddress, CartLine, DeliveryOption } from './cart.types';

/** The blocking modals (ordering.md §2 "Modals used by ordering"), opened through the layout flow. */
export const CART_BRANCH_CLOSED_MODAL_ID = 'cart.branchClosed';
export const CART_ACTIVE_ORDER_MODAL_ID = 'cart.activeOrderElsewhere';

/** §9: the b2b typed quantity is applied 300 ms after the last keystroke. */
export const QUANTITY_DEBOUNCE_MS = 300;
/**
 * ORDER_SUMMARY with an empty cart shows 'No hay productos en la orden', then redirects. The spec gives no
 * delay; 1500 ms lets the sentence be read (a redirect at once would never show it).
 */
export const EMPTY_CART_REDIRECT_MS = 1500;

/** What the cart's guards know of the current branch (`cart.branchChanged`; `name` for the modal). */
export interface CartBranch {
  id: string;
  storeId: string;
  status: 'open' | 'close' | 'closing_soon';
  name?: string;
}

/** The diner's first active order (`cart.activeOrderChanged`, from the active-orders watcher). */
export interface ActiveOrderInfo {
  branchId: string;
  orderType: string | null;
  /** For '¡Un momento!' … 'Ir a {branch}' (optional: the watcher may not know it). */
  branchName?: string;
  storeId?: string;
}

export type RefusalReason = 'branchClosed' | 'activeOrderElsewhere';

/** Why the last action was refused, for the open blocking modal's text and link. */
export type Blocked =
  | { reason: 'branchClosed'; branchName: string }
  | { reason: 'activeOrderElsewhere'; branchName: string; branchId: string; storeId: string | null };

/** A '¿Querés sumar algo más?' product (POST /menu/complementaryprodorder's data[]). */
export interface Suggestion {
  _id: string;
  sku: string;
  name: string;
  imageShow?: string | null;
  price?: unknown;
}

/**
 * POST /pedido/quote?unavailable=mark's answer, as the summary shows it: the figures, the priced lines and the
 * lines whose product was withdrawn (left out of the figures).
 */
export interface CartQuote {
  subtotal: number;
  total: number;
  quantity: number;
  lines: QuoteLine[];
  unavailable?: UnavailableQuoteLine[];
}

export interface QuoteCartInput {
  cart: Cart;
  userId: string;
  brandId: string;
  branch: { id: string; storeId: string };
  /** The consume type the prices were resolved for (the cart's, else the preference's). */
  consumeType: CartConsumeType;
}

export interface FetchSuggestionsInput {
  brandId: string;
  storeId: string;
  products: CartLine[];
  consumeType: CartConsumeType;
}

/** What the cross-tab actor is told: every local change, as the full cart. */
export type CartSyncCommand = { type: 'cartSync.write'; cart: Cart };

export interface CartInput {
  brandId: string;
  businessType: 'b2c' | 'b2b';
  /** The `order` slice as restored (anything; a malformed one is discarded with a log). */
  restored: unknown;
  /**
   * The consume preference the product prices were resolved with (restored `consumePreferences`); BASE's
   * later choices arrive as `cart.preferenceChanged`.
   */
  preferredConsumeType?: PreferredConsumeType | null;
  user?: User | null;
}

export interface CartContext {
  cart: Cart;
  brandId: string;
  businessType: 'b2c' | 'b2b';
  preferredConsumeType: PreferredConsumeType | null;
  user: User | null;
  branch: CartBranch | null;
  activeOrder: ActiveOrderInfo | null;
  blocked: Blocked | null;
  /** Why the restored cart was discarded (logged once at start), or null. */
  restoreProblem: string | null;
  /** The b2b field's text while typing, before the debounce applies it. */
  typed: { orderProductId: string; value: string } | null;
  quote: CartQuote | null;
  /** The lines (and consume type) the last quote was asked for; a change asks again. */
  quotedFor: string | null;
  suggestions: Suggestion[];
  /** The products (and consume type) the suggestions were asked for. */
  suggestedFor: string | null;
}

type Reply = { replyTo?: AnyActorRef };

export type CartEvent =
  | ({ type: 'cart.lineAdded'; line: CartLine } & Reply)
  | ({ type: 'cart.lineUpdated'; line: CartLine } & Reply)
  | ({ type: 'cart.upsellItemUpdated'; item: CartLine } & Reply)
  | { type: 'cart.lineIncreased'; orderProductId: string }
  | { type: 'cart.lineRemoved'; orderProductId: string }
  /** 'Quitar' on a line (or upsell item) the summary's quote marks withdrawn (issue 12). */
  | { type: 'cart.withdrawnLineRemoved'; orderProductId: string }
  | { type: 'cart.quantityTyped'; orderProductId: string; value: string }
  | { type: 'cart.quantityCommitted'; orderProductId: string }
  | { type: 'cart.suggestionAdded'; suggestion: Suggestion }
  | { type: 'cart.proceedRequested'; to: 'summary' | 'checkout' }
  | { type: 'cart.cleared' }
  | { type: 'cart.tableSet'; table: string | null; tableId: string | null }
  | { type: 'cart.consumeTypeSet'; consumeType: CartConsumeType | null }
  | { type: 'cart.addressSet'; address: CartAddress | null }
  | { type: 'cart.deliveryOptionSet'; deliveryOption: DeliveryOption | null }
  | { type: 'cart.pickUpTimeSet'; pickUpTime: string | null }
  | { type: 'cart.observationsSet'; observations: string }
  | { type: 'cart.consumeTypeFromActiveOrderSet'; value: boolean }
  | { type: 'cart.branchChanged'; branch: CartBranch | null }
  /** BASE's mode choice (branchSelection): the prices of the lines added from now on follow it. */
  | { type: 'cart.preferenceChanged'; preferredConsumeType: PreferredConsumeType | null }
  | {
      type: 'cart.activeOrderChanged';
      branchId: string | null;
      orderType: string | null;
      branchName?: string;
      storeId?: string;
    }
  | { type: 'cart.externalChanged'; cart: unknown }
  | { type: 'cart.userChanged'; user: User | null }
  | { type: 'cart.summaryOpened' }
  | { type: 'cart.summaryClosed' };

/** The answers to a `replyTo`. */
export type CartReply = { type: 'cart.saved' } | { type: 'cart.refused'; reason: RefusalReason };

const PREFERENCE_TO_CONSUME_TYPE: Record<string, CartConsumeType> = {
  tableSystem: 'local',
  takeawaySystem: 'takeaway',
  deliverySystem: 'delivery',
  deliveryPropio: 'delivery_propio',
};

/** The consume type prices follow: the cart's choice, else the preference, else a table (§4 "Price resolution"). */
export function pricingConsumeType(
  context: Pick<CartContext, 'cart' | 'preferredConsumeType'>,
): CartConsumeType {
  if (context.cart.consumeType) return context.cart.consumeType;
  const preferred = context.preferredConsumeType;
  const name = typeof preferred === 'string' ? preferred : preferred?.type;
  return (name && PREFERENCE_TO_CONSUME_TYPE[name]) || 'local';
}

/** What a quote depends on: the lines and the consume type. */
export const quoteKey = (context: Pick<CartContext, 'cart' | 'preferredConsumeType'>): string =>
  JSON.stringify([pricingConsumeType(context), context.cart.products]);

/** Where the checkout bar's button goes: 'Ver orden' → ORDER_SUMMARY, 'Confirmar orden' → CHECKOUT (§2). */
export const proceedTarget = (to: 'summary' | 'checkout'): NavigateParams => ({
  to: to === 'summary' ? ROUTES.ORDER_SUMMARY : ROUTES.CHECKOUT,
});

/** The empty summary goes to the branch home, or BASE without a branch (§2 "Order summary"). */
export const emptySummaryTarget = (branch: CartBranch | null): NavigateParams => ({
  to: branch ? `${ROUTES.HOME}/${branch.id}/${branch.storeId}` : ROUTES.BASE,
  replace: true,
});

/**
 * What the suggestions depend on: which products are in the cart (the server leaves those out) and the
 * consume type their prices are resolved for.
 */
export const suggestionsKey = (context: Pick<CartContext, 'cart' | 'preferredConsumeType'>): string =>
  [
    pricingConsumeType(context),
    ...context.cart.products.flatMap((l) => [l.sku, ...l.upselling.map((u) => u.sku)]).sort(),
  ].join('|');

const lineOf = (event: CartEvent): CartLine | null =>
  event.type === 'cart.lineAdded' || event.type === 'cart.lineUpdated'
    ? event.line
    : event.type === 'cart.upsellItemUpdated'
      ? event.item
      : null;

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
    addSuggestion: assign(({ context, event }) => {
      if (event.type !== 'cart.suggestionAdded') return {};
      const price = resolvePrice(event.suggestion.price, {
        businessType: context.businessType,
        priceCategory: (context.user as { priceCategory?: string | null } | null)?.priceCategory,
        consumeType: pricingConsumeType(context),
      });
      const line = crossSellLine(event.suggestion, price, context.branch?.storeId);
      return { cart: addLine(context.cart, line) };
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
        case 'cart.consumeTypeSet':
          return { cart: setConsumeType(cart, event.consumeType) };
        case 'cart.addressSet':
          return { cart: setAddress(cart, event.address) };
        case 'cart.deliveryOptionSet':
          return { cart: setDeliveryOption(cart, event.deliveryOption) };
        case 'cart.pickUpTimeSet':
          return { cart: setPickUpTime(cart, event.pickUpTime) };
        case 'cart.observationsSet':
          return { cart: setObservations(cart, event.observations) };
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

/** The starting context: the restored cart through the parser (a malformed one becomes empty, with its reason). */
export function initialCartContext(input: CartInput): CartContext {
  const parsed = parsePersistedCart(input.restored);
  return {
    cart: parsed.cart ?? emptyCart(),
    restoreProblem: parsed.reason,
    brandId: input.brandId,
    businessType: input.businessType,
    preferredConsumeType: input.preferredConsumeType ?? null,
    user: input.user ?? null,
    branch: null,
    activeOrder: null,
    blocked: null,
    typed: null,
    quote: null,
    quotedFor: null,
    suggestions: [],
    suggestedFor: null,
  };
}
