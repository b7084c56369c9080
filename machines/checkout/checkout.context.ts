/**
 * The checkout flow's context, events and inputs, and its starting context. The helpers derived from the context
 * are in checkout.derived.ts, the guards in checkout.guards.ts and the setup in checkout.setup.ts.
 */
import type { UiText } from '../../locales/catalogue';
import { emptyCart } from '../cart/cart.rules';
import type { Cart } from '../cart/cart.types';
import type { Branch, PreferredConsumeType } from '../catalogue/catalogue.types';
import type { DeliveryConditions } from '../rules/delivery-charges';
import type { TableQr } from '../rules/entry';
import type { User } from '../types';
import type { ConnectionRestoredEvent } from './checkout.connectivity';
import type {
  CheckoutEstimateRequest,
  CheckoutField,
  CheckoutQuote,
  ConsumeType,
  EstimatedOption,
  OpenTableOrder,
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
export function wallValueOf(instant: string): string {
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
