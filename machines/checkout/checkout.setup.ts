import { type ActorRefFrom, type AnyActorRef, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import { outsideText } from '../../locales/catalogue';
import type { cartMachine } from '../cart/cart.machine';
import { emptyCart } from '../cart/cart.rules';
import { selectCart } from '../cart/cart.selectors';
import type { CartEvent } from '../cart/cart.setup';
import type { Cart } from '../cart/cart.types';
import type { Branch, PreferredConsumeType } from '../catalogue/catalogue.types';
import type { pointsMachine } from '../points/points.machine';
import { selectAvailablePoints } from '../points/points.selectors';
import type { DeliveryConditions } from '../rules/delivery-charges';
import type { TableQr } from '../rules/entry';
import { ROUTES } from '../rules/routes';
import { TIMINGS } from '../rules/timings';
import type { SendOrderRequest } from '../send-order/send-order.types';
import { findSystemActor } from '../system-actors';
import { isGuestUser, type NavigateParams, type User } from '../types';
import { type ConnectionRestoredEvent, watchConnection } from './checkout.connectivity';
import {
  type CheckoutEstimateRequest,
  type CheckoutField,
  type CheckoutIssue,
  type CheckoutQuote,
  type ConsumeType,
  checkoutEstimateRequest,
  checkoutIssue,
  checkoutTotals,
  type EstimatedOption,
  hasPriceChanges,
  hasWithdrawnLines,
  type OpenTableOrder,
  offeredConsumeTypes,
  openTableOrder,
  paymentOf,
  preferredType,
} from './checkout.rules';
import { branchWallClock, formatWallClock } from './pickup-time.rules';

/** The guest registration modal's id in the layout flow (§6). */
export const CHECKOUT_GUEST_MODAL_ID = 'checkout.guestModal';

export interface CheckoutInput {
  brandId: string;
  businessType: 'b2c' | 'b2b';
  /** brand.deliveryCondiciones (§3; each 0 by default). */
  deliveryConditions?: DeliveryConditions | null;
  /** brand.paymentProviderName, until GET /payments/config answers its providerName. */
  paymentProviderName?: string | null;
  /** The page origin (the payload's domain). */
  origin: string;
  /**
   * The clock the pick-up time rules read (ms since the epoch; §5 "Pick-up time", §9 "Timings"): the system's time
   * by default; a model or a test hands in a fixed or simulated now so its pick-up values are relative to it.
   */
  now?: () => number;
}

/** What CHECKOUT reads from the other flows when it opens (cart, current branch, session, points, preference). */
export interface CheckoutOpening {
  cart: Cart;
  branch: Branch | null;
  user: User | null;
  availablePoints: number | null;
  preferredConsumeType: PreferredConsumeType | null;
}

/** What the browser keeps for checkout: the table QR (session 'qr_data') and the drafts the guest modal showed for. */
export interface StoredCheckoutState {
  qrData: Partial<TableQr> | null;
  guestModalShownFor: string[];
}

export interface QuoteCheckoutInput {
  cart: Cart;
  consumeType: ConsumeType;
  userId: string;
  brandId: string;
  branch: { id: string; storeId: string };
}

export interface PaymentsConfig {
  providerName: string;
}

/** A field the view moves the focus to after a refused 'Enviar orden' (issue 12); 'minimum' has none. */
export type FocusField = Exclude<CheckoutField, 'minimum'>;

export interface CheckoutContext extends CheckoutOpening {
  brandId: string;
  businessType: 'b2c' | 'b2b';
  conditions: DeliveryConditions;
  origin: string;
  providerName: string;
  stored: StoredCheckoutState;
  tableOrder: OpenTableOrder | null;
  quote: CheckoutQuote | null;
  quotedFor: string | null;
  quoteError: UiText | null;
  /** The clock of the pick-up time rules (CheckoutInput.now). */
  now: () => number;
  /** The pick-up field as typed ('YYYY-MM-DDTHH:MM', the branch's wall clock). */
  pickUpValue: string;
  pickUpError: UiText | null;
  /** 'Enviar orden' was tapped with an error: the validity message shows until it is fixed. */
  sendAttempted: boolean;
  /** After a refused 'Enviar orden': the field the view moves the focus to (then says `checkout.focusMoved`). */
  focusRequest: FocusField | null;
  /** The delivery estimate asked with the quoted subtotal (issue 12): what it was asked for, and its options. */
  estimatedFor: string | null;
  deliveryOptions: EstimatedOption[];
  /** The address (deliveryAddressId) the options are for: another address shows none until its estimate. */
  optionsFor: string | null;
}

export type CheckoutEvent =
  | ({ type: 'checkout.opened' } & CheckoutOpening)
  | { type: 'checkout.closed' }
  | { type: 'checkout.cartChanged'; cart: Cart }
  | { type: 'checkout.pointsChanged'; availablePoints: number | null }
  | { type: 'checkout.consumeTypeChosen'; consumeType: ConsumeType }
  | { type: 'checkout.changeRequested' }
  | { type: 'checkout.scanQrRequested' }
  | { type: 'checkout.changeAddressRequested' }
  | { type: 'checkout.pickUpTimeChanged'; value: string }
  /** A tapped delivery option of the estimate (its id). */
  | { type: 'checkout.deliveryOptionChosen'; optionId: string }
  | { type: 'checkout.quoteRetried' }
  | ConnectionRestoredEvent
  /** 'Quitar' on a line whose product was withdrawn. */
  | { type: 'checkout.lineRemoveRequested'; orderProductId: string }
  | { type: 'checkout.sendRequested' }
  /** The view moved the focus to the field `focusRequest` named. */
  | { type: 'checkout.focusMoved' }
  | { type: 'checkout.guestRegisterRequested' }
  | { type: 'checkout.guestContinued' }
  /**
   * The address screens' own estimate (issue 12, one POST /pedido/delivery/estimate per address): what they asked
   * for the address they handed the cart, and its options. CHECKOUT asks again only for another request.
   */
  | EstimateHandedEvent;

export interface EstimateHandedEvent {
  type: 'checkout.estimateHanded';
  request: CheckoutEstimateRequest;
  options: EstimatedOption[];
  deliveryAddressId: string | null;
}

/** The field's value for a stored pick-up instant: the branch's wall clock ('YYYY-MM-DDTHH:MM'). */
function wallValueOf(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : formatWallClock(branchWallClock(date));
}

const NO_CONDITIONS: DeliveryConditions = {
  porcentajeMarca: 0,
  porcentajeUsuario: 0,
  minimoGratis: 0,
  minimoCompra: 0,
};

export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  return {
    brandId: input.brandId,
    businessType: input.businessType,
    conditions: { ...NO_CONDITIONS, ...(input.deliveryConditions ?? {}) },
    origin: input.origin,
    // Read at each call (a faked Date installed after the flow started is seen).
    now: input.now ?? (() => Date.now()),
    // i18n-exempt: the reference provider's display name when the brand sets none (server/routes/payments.ts)
    providerName: input.paymentProviderName || 'Mercado Pago',
    cart: emptyCart(),
    branch: null,
    user: null,
    availablePoints: null,
    preferredConsumeType: null,
    stored: { qrData: null, guestModalShownFor: [] },
    tableOrder: null,
    quote: null,
    quotedFor: null,
    quoteError: null,
    pickUpValue: '',
    pickUpError: null,
    sendAttempted: false,
    focusRequest: null,
    estimatedFor: null,
    deliveryOptions: [],
    optionsFor: null,
  };
}

/** The consume type prices are quoted for: the choice, else the preference, else a table (like the cart). */
export const quoteConsumeType = (
  context: Pick<CheckoutContext, 'cart' | 'preferredConsumeType'>,
): ConsumeType => context.cart.consumeType ?? preferredType(context.preferredConsumeType) ?? 'local';

/**
 * What a quote depends on: the lines, the type, the delivery address and option, who and where, and the points
 * balance (the server's points use reads it: a changed balance asks again).
 */
export const quoteKey = (context: CheckoutContext): string =>
  JSON.stringify([
    quoteConsumeType(context),
    context.cart.products,
    context.cart.address?.deliveryAddressId ?? null,
    context.cart.deliveryOption?.id ?? null,
    context.user?._id ?? null,
    context.branch?.id ?? null,
    context.availablePoints ?? null,
  ]);

/** POST /pedido/delivery/estimate for the cart's address with the quoted subtotal and quantity (null: none to ask). */
export const estimateRequestOf = (context: CheckoutContext): CheckoutEstimateRequest | null =>
  checkoutEstimateRequest({
    consumeType: context.cart.consumeType,
    address: context.cart.address,
    branchId: context.branch?.id ?? null,
    quote: context.quote,
    cartQuantity: context.cart.quantity,
  });

/** An estimate's identity: its body (field by field, whatever order it was built in) and the address it is for. */
export const estimateKeyOf = (request: CheckoutEstimateRequest, deliveryAddressId: string | null): string =>
  JSON.stringify([
    request.idLocal,
    request.lat,
    request.lon,
    request.cantidad,
    request.total,
    deliveryAddressId ?? null,
  ]);

/** What an estimate depends on: the request and the address it is for. */
export const estimateKey = (context: CheckoutContext): string | null => {
  const request = estimateRequestOf(context);
  return request ? estimateKeyOf(request, context.cart.address?.deliveryAddressId ?? null) : null;
};

/** The figures the screen shows once the quote answered for the cart on screen. */
export const totalsOf = (context: CheckoutContext) =>
  context.quote
    ? checkoutTotals({
        quote: context.quote,
        consumeType: context.cart.consumeType,
        deliveryCost: context.cart.deliveryOption?.costoEnvio ?? null,
        conditions: context.conditions,
        availablePoints: context.availablePoints,
      })
    : null;

/** The flow's now, from its clock (CheckoutInput.now). */
export const nowOf = (context: Pick<CheckoutContext, 'now'>): Date => new Date(context.now());

/** §5 "Checkout validity" for the context, with its field (the pick-up value is checked again against now). */
export const validityIssueOf = (context: CheckoutContext, now: Date = nowOf(context)): CheckoutIssue | null =>
  checkoutIssue({
    cart: context.cart,
    subtotal: context.quote?.subtotal ?? context.cart.total,
    conditions: context.conditions,
    pickUpValue: context.pickUpValue || null,
    schedule: context.branch?.schedule,
    now,
  });

/** §5 "Checkout validity" for the context (the pick-up value is checked again against now). */
export const validityErrorOf = (context: CheckoutContext, now: Date = nowOf(context)): UiText | null =>
  validityIssueOf(context, now)?.message ?? null;

/** The cart setters that turn `before` into `after` (ordering.md §4 "Setters"), in a stable order. */
export function cartSetters(before: Cart, after: Cart): CartEvent[] {
  const events: CartEvent[] = [];
  if (before.consumeType !== after.consumeType)
    events.push({ type: 'cart.consumeTypeSet', consumeType: after.consumeType });
  if (before.table !== after.table || before.tableId !== after.tableId)
    events.push({ type: 'cart.tableSet', table: after.table, tableId: after.tableId });
  if (before.pickUpTime !== after.pickUpTime)
    events.push({ type: 'cart.pickUpTimeSet', pickUpTime: after.pickUpTime });
  if (before.address !== after.address) events.push({ type: 'cart.addressSet', address: after.address });
  if (before.deliveryOption !== after.deliveryOption)
    events.push({ type: 'cart.deliveryOptionSet', deliveryOption: after.deliveryOption });
  if (before.selectedConsumeTypeIsFromActiveOrder !== after.selectedConsumeTypeIsFromActiveOrder)
    events.push({
      type: 'cart.consumeTypeFromActiveOrderSet',
      value: after.selectedConsumeTypeIsFromActiveOrder,
    });
  return events;
}

type Enqueue = {
  assign: (values: Partial<CheckoutContext>) => void;
  sendTo: (actor: AnyActorRef, event: CartEvent) => void;
};

/** Keeps the new cart and sends the cart flow the setters for what changed. */
export function changeCart(
  enqueue: Enqueue,
  context: CheckoutContext,
  system: { get: (id: string) => unknown },
  next: Cart,
): void {
  const events = cartSetters(context.cart, next);
  enqueue.assign({ cart: next });
  if (events.length === 0) return;
  // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
  const cart = findSystemActor(system, 'cart', 'apply the checkout choices to the cart');
  if (cart) for (const event of events) enqueue.sendTo(cart, event);
}

/**
 * Where CHECKOUT goes with an empty cart (issue 12; ordering.md §2 "Order summary": "With an empty cart ... a redirect
 * to the branch home, or to BASE when there is no branch"): the same targets, replacing the route.
 */
export const emptyCheckoutTarget = (branch: Pick<Branch, 'id' | 'storeId'> | null): NavigateParams => ({
  to: branch ? `${ROUTES.HOME}/${branch.id}/${branch.storeId}` : ROUTES.BASE,
  replace: true,
});

/** The SendOrderRequest for the tap (checkout has checked validity and holds the quote). */
export function sendOrderRequest(context: CheckoutContext): SendOrderRequest | null {
  const totals = totalsOf(context);
  const { branch, user, cart } = context;
  if (!totals || !branch || !user || !cart.consumeType) return null;
  return {
    cart,
    idCliente: user._id,
    idLocal: branch.id,
    storeId: branch.storeId,
    idMarca: context.brandId,
    total: Math.round(totals.totalToPay),
    domain: context.origin,
    updateOrderId: context.tableOrder?.orderId ?? null,
    payment: paymentOf(cart.consumeType, totals.totalToPay),
    providerName: context.providerName,
    homePath: `${ROUTES.HOME}/${branch.id}/${branch.storeId}`,
  };
}

const errorText = (error: unknown): UiText => {
  const status = (error as { status?: number | null } | null)?.status;
  const message = error instanceof Error ? error.message : null;
  return typeof status === 'number' && status >= 400 && status < 500 && message
    ? outsideText(message)
    : 'checkout.totals.failed';
};

/**
 * Follows the cart and the points flows through the system while CHECKOUT is open: the cart changes when the
 * setters apply and when the address or table screens set it; the points arrive after the first fetch.
 */
export const watchCheckoutSources = fromCallback<CheckoutEvent>(({ system, sendBack }) => {
  const cart = system.get('cart') as ActorRefFrom<typeof cartMachine> | undefined;
  const points = system.get('points') as ActorRefFrom<typeof pointsMachine> | undefined;
  const subscriptions: Array<{ unsubscribe: () => void }> = [];
  if (cart) {
    let last = selectCart(cart.getSnapshot());
    subscriptions.push(
      cart.subscribe((snapshot) => {
        const next = selectCart(snapshot);
        if (next === last) return;
        last = next;
        sendBack({ type: 'checkout.cartChanged', cart: next });
      }),
    );
  }
  if (points) {
    let last = selectAvailablePoints(points.getSnapshot());
    subscriptions.push(
      points.subscribe((snapshot) => {
        const next = selectAvailablePoints(snapshot);
        if (next === last) return;
        last = next;
        sendBack({ type: 'checkout.pointsChanged', availablePoints: next });
      }),
    );
  }
  return () => {
    for (const s of subscriptions) s.unsubscribe();
  };
});

/**
 * The checkout flow's named effects, guards, delays and actions (the chart is in checkout.machine.ts). The
 * calls and storage throw "not provided"; the app supplies them (src/app/checkout-flow.ts).
 */
export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    watchSources: watchCheckoutSources,
    /** The connection coming back while the quote failed (the app's `online` listener; none by default). */
    watchConnection,
    /** Session storage: 'qr_data' and the drafts the guest modal was shown for. */
    readStoredState: fromPromise<StoredCheckoutState>(async () => {
      throw new Error('checkout: actor "readStoredState" was not provided');
    }),
    /** GET /pedido/active/{userId}: the open table order (until issue 13's watcher). */
    fetchActiveOrders: fromPromise<unknown[], { userId: string }>(async () => {
      throw new Error('checkout: actor "fetchActiveOrders" was not provided');
    }),
    /** POST /pedido/quote for the cart as it would be sent. */
    quoteOrder: fromPromise<CheckoutQuote, QuoteCheckoutInput>(async () => {
      throw new Error('checkout: actor "quoteOrder" was not provided');
    }),
    /** POST /pedido/delivery/estimate with the quoted subtotal: the options CHECKOUT offers. */
    estimateDelivery: fromPromise<EstimatedOption[], CheckoutEstimateRequest>(async () => {
      throw new Error('checkout: actor "estimateDelivery" was not provided');
    }),
    /** GET /payments/config?idMarca=: the provider's name. */
    fetchPaymentsConfig: fromPromise<PaymentsConfig, { brandId: string }>(async () => {
      throw new Error('checkout: actor "fetchPaymentsConfig" was not provided');
    }),
  },
  delays: {
    guestPromo: TIMINGS.guestPromo,
    guestModal: TIMINGS.guestModal,
  },
  guards: {
    isGuest: ({ context }) => isGuestUser(context.user),
    hasUser: ({ context }) => context.user !== null,
    hasNoProducts: ({ context }) => context.cart.products.length === 0,
    canQuote: ({ context }) =>
      context.cart.products.length > 0 && context.user !== null && context.branch !== null,
    isQuoteStale: ({ context }) => context.quotedFor !== quoteKey(context),
    isLocked: ({ context }) => context.tableOrder !== null,
    isEstimateStale: ({ context }) =>
      estimateKey(context) !== null && context.estimatedFor !== estimateKey(context),
    isOfferedDeliveryOption: ({ context, event }) =>
      event.type === 'checkout.deliveryOptionChosen' &&
      context.optionsFor === (context.cart.address?.deliveryAddressId ?? null) &&
      context.deliveryOptions.some((o) => String(o.id) === event.optionId),
    isOfferedChoice: ({ context, event }) =>
      event.type === 'checkout.consumeTypeChosen' &&
      offeredConsumeTypes(context.branch?.systemOptions).some((o) => o.type === event.consumeType),
    wasGuestModalShown: ({ context }) =>
      !context.cart.draftOrderId || context.stored.guestModalShownFor.includes(context.cart.draftOrderId),
    hasWithdrawnLines: ({ context }) => hasWithdrawnLines(context.cart, context.quote),
    hasPriceChanges: ({ context }) => hasPriceChanges(context.cart, context.quote),
    canSend: ({ context }) =>
      context.quote !== null &&
      context.quotedFor === quoteKey(context) &&
      !hasWithdrawnLines(context.cart, context.quote) &&
      validityErrorOf(context) === null &&
      sendOrderRequest(context) !== null,
  },
  actions: {
    storeOpening: assign(({ event }) => {
      if (event.type !== 'checkout.opened') return {};
      return {
        cart: event.cart,
        branch: event.branch,
        user: event.user,
        availablePoints: event.availablePoints,
        preferredConsumeType: event.preferredConsumeType,
        tableOrder: null,
        quoteError: null,
        sendAttempted: false,
        focusRequest: null,
        pickUpError: null,
        // The estimate is kept (issue 12): the same request on this visit (the one the address screen asked
        // before coming back) is not sent again; any other request is stale and asked.
        pickUpValue: event.cart.pickUpTime ? wallValueOf(event.cart.pickUpTime) : '',
      };
    }),
    storeCart: assign(({ event }) => (event.type === 'checkout.cartChanged' ? { cart: event.cart } : {})),
    storePoints: assign(({ event }) =>
      event.type === 'checkout.pointsChanged' ? { availablePoints: event.availablePoints } : {},
    ),
    storeStored: assign(({ context }, stored: StoredCheckoutState) => ({
      stored: {
        qrData: stored?.qrData ?? null,
        // What this visit already showed stays shown, whatever the storage could keep.
        guestModalShownFor: [
          ...new Set([
            ...context.stored.guestModalShownFor,
            ...(Array.isArray(stored?.guestModalShownFor) ? stored.guestModalShownFor : []),
          ]),
        ],
      },
    })),
    /** GET /pedido/active/{userId}'s answer: the open table order of this branch, if any. */
    storeTableOrder: assign(({ context }, orders: unknown[]) => ({
      tableOrder: openTableOrder(orders, context.branch?.id ?? null),
    })),
    markQuoted: assign(({ context }) => ({ quotedFor: quoteKey(context), quoteError: null })),
    storeQuote: assign((_, quote: CheckoutQuote) => ({ quote })),
    forgetQuote: assign({ quote: null, quotedFor: null }),
    /** The quote on screen is no longer trusted (after a send): the quote region asks the server again. */
    markQuoteStale: assign({ quotedFor: null }),
    storeQuoteError: assign((_, params: { error: unknown }) => ({
      quote: null,
      quoteError: errorText(params.error),
    })),
    storeProviderName: assign(({ context }, config: PaymentsConfig) => ({
      providerName: config?.providerName || context.providerName,
    })),
    logFailure: (_, params: { what: string; error: unknown }) => {
      console.error(`checkout: ${params.what} failed`, params.error);
    },
    /** A refused tap: the message shows, and the focus goes to the first invalid field (issue 12). */
    markSendAttempted: assign(({ context }) => {
      const field = validityIssueOf(context)?.field ?? null;
      return { sendAttempted: true, focusRequest: field === 'minimum' ? null : field };
    }),
    clearFocusRequest: assign({ focusRequest: null }),
    markEstimated: assign(({ context }) => ({ estimatedFor: estimateKey(context) })),
    /** An estimate that failed offers nothing: the cart's option shows alone (the quote still prices it). */
    forgetDeliveryOptions: assign({ deliveryOptions: [], optionsFor: null }),
    /** The address screens' estimate: CHECKOUT's own for that request (it is not asked again). */
    storeHandedEstimate: assign(({ event }) =>
      event.type === 'checkout.estimateHanded'
        ? {
            estimatedFor: estimateKeyOf(event.request, event.deliveryAddressId),
            deliveryOptions: Array.isArray(event.options) ? event.options : [],
            optionsFor: event.deliveryAddressId,
          }
        : {},
    ),
    storeDeliveryOptions: assign(({ context }, options: EstimatedOption[]) => ({
      deliveryOptions: Array.isArray(options) ? options : [],
      optionsFor: context.cart.address?.deliveryAddressId ?? null,
    })),
    removeQrData: () => {},
    rememberGuestModal: (_, _params: { draftOrderId: string }) => {},
    navigate: (_, _params: NavigateParams) => {},
  },
});
