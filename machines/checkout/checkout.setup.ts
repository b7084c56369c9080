import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import { outsideText } from '../../locales/catalogue';
import { TIMINGS } from '../rules/timings';
import type { NavigateParams } from '../types';
import { watchConnection } from './checkout.connectivity';
import {
  CHECKOUT_GUEST_MODAL_ID,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutOpening,
  type EstimateHandedEvent,
  type FocusField,
  initialCheckoutContext,
  type PaymentsConfig,
  type QuoteCheckoutInput,
  type StoredCheckoutState,
  wallValueOf,
} from './checkout.context';
import {
  cartSetters,
  changeCart,
  emptyCheckoutTarget,
  estimateKey,
  estimateKeyOf,
  estimateRequestOf,
  nowOf,
  quoteConsumeType,
  quoteKey,
  sendOrderRequest,
  totalsOf,
  validityErrorOf,
  validityIssueOf,
} from './checkout.derived';
import { checkoutGuards } from './checkout.guards';
import {
  type CheckoutEstimateRequest,
  type CheckoutQuote,
  type EstimatedOption,
  openTableOrder,
} from './checkout.rules';
import { watchCheckoutSources } from './checkout.sources';

/**
 * The context, events and inputs (checkout.context.ts), the helpers derived from them (checkout.derived.ts) and
 * the sources' watcher (checkout.sources.ts), still importable from here.
 */
export type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutOpening,
  EstimateHandedEvent,
  FocusField,
  PaymentsConfig,
  QuoteCheckoutInput,
  StoredCheckoutState,
};
export {
  CHECKOUT_GUEST_MODAL_ID,
  cartSetters,
  changeCart,
  emptyCheckoutTarget,
  estimateKey,
  estimateKeyOf,
  estimateRequestOf,
  initialCheckoutContext,
  nowOf,
  quoteConsumeType,
  quoteKey,
  sendOrderRequest,
  totalsOf,
  validityErrorOf,
  validityIssueOf,
  watchCheckoutSources,
};

const errorText = (error: unknown): UiText => {
  const status = (error as { status?: number | null } | null)?.status;
  const message = error instanceof Error ? error.message : null;
  return typeof status === 'number' && status >= 400 && status < 500 && message
    ? outsideText(message)
    : 'checkout.totals.failed';
};

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
  guards: checkoutGuards,
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
