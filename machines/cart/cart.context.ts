/**
 * The cart flow's context, events and inputs, with the pure helpers derived from them (what a quote or the
 * suggestions depend on, where the buttons go) and the starting context. The setup is in cart.setup.ts.
 */
import type { AnyActorRef } from 'xstate';
import type { PreferredConsumeType } from '../catalogue/catalogue.types';
import type { QuoteLine, UnavailableQuoteLine } from '../checkout/checkout.rules';
import type { CartConsumeType } from '../rules/order-payload';
import { ROUTES } from '../rules/routes';
import type { NavigateParams, User } from '../types';
import { CART_ACTIVE_ORDER_MODAL_ID, CART_BRANCH_CLOSED_MODAL_ID } from './cart.modal-ids';
import { emptyCart, parsePersistedCart } from './cart.rules';
import type { Cart, CartAddress, CartLine, DeliveryOption } from './cart.types';

/** The blocking modals (ordering.md §2 "Modals used by ordering"), opened through the layout flow. */
export { CART_ACTIVE_ORDER_MODAL_ID, CART_BRANCH_CLOSED_MODAL_ID };

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
  | { type: 'cart.lineIncreased'; orderProductId: string }
  | { type: 'cart.lineRemoved'; orderProductId: string }
  /** 'Quitar' on a line (or upsell item) the summary's quote marks withdrawn (issue 12). */
  | { type: 'cart.withdrawnLineRemoved'; orderProductId: string }
  | { type: 'cart.quantityTyped'; orderProductId: string; value: string }
  | { type: 'cart.quantityCommitted'; orderProductId: string }
  | { type: 'cart.proceedRequested'; to: 'summary' | 'checkout' }
  | { type: 'cart.cleared' }
  | { type: 'cart.tableSet'; table: string | null; tableId: string | null }
  | { type: 'cart.consumeTypeSet'; consumeType: CartConsumeType | null }
  | { type: 'cart.addressSet'; address: CartAddress | null }
  | { type: 'cart.deliveryOptionSet'; deliveryOption: DeliveryOption | null }
  | { type: 'cart.pickUpTimeSet'; pickUpTime: string | null }
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
