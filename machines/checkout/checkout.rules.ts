/**
 * CHECKOUT's rules (ordering.md §2 "Checkout", §4 "Consume type at checkout", "Open table order", §5 "Checkout
 * validity", §6 guest, §9 "Payments and points use", "Points promise"). Pure: the checkout flow applies them, the
 * selectors show them, tests/unit/checkout/checkout-rules.test.ts tables them. The delivery rules (banner, options)
 * are in checkout.rules.delivery.ts, the quote's (totals, changes) in checkout.rules.quote.ts; both re-exported here.
 */
import type { MessageKey, UiText } from '../../locales/catalogue';
import { outsideText } from '../../locales/catalogue';
import type { Cart } from '../cart/cart.types';
import type { PreferredConsumeType, SystemOptions } from '../catalogue/catalogue.types';
import { type DeliveryConditions, round2 } from '../rules/delivery-charges';
import type { TableQr } from '../rules/entry';
import type { CartConsumeType } from '../rules/order-payload';
import { needsOnlinePayment, paymentMethodLabel } from '../rules/points-use';
import { isDeliveryType } from './checkout.rules.delivery';
import { pickUpTimeError } from './pickup-time.rules';

export * from './checkout.rules.delivery';
export * from './checkout.rules.quote';

export type ConsumeType = CartConsumeType;

/** One choice of the 'Tipo de consumición' chooser: its type and its label (a catalogue key, or the own delivery's name). */
export interface ConsumeOption {
  type: ConsumeType;
  label: UiText;
}

const TYPE_LABELS: Record<Exclude<ConsumeType, 'delivery_propio'>, MessageKey> = {
  local: 'checkout.types.local',
  takeaway: 'checkout.types.takeaway',
  delivery: 'checkout.types.delivery',
};

/**
 * §4 "Offer": only the types enabled in systemOptions, in the chooser's order (Consumir aquí, Para llevar,
 * Delivery); delivery_propio only when deliverySystem is off and deliveryPropio.activo is on, labelled with its name.
 */
export function offeredConsumeTypes(options: SystemOptions | null | undefined): ConsumeOption[] {
  if (!options) return [];
  const offered: ConsumeOption[] = [];
  if (options.tableSystem) offered.push({ type: 'local', label: TYPE_LABELS.local });
  if (options.takeawaySystem) offered.push({ type: 'takeaway', label: TYPE_LABELS.takeaway });
  if (options.deliverySystem) offered.push({ type: 'delivery', label: TYPE_LABELS.delivery });
  else if (options.deliveryPropio?.activo) {
    offered.push({ type: 'delivery_propio', label: outsideText(options.deliveryPropio.name) });
  }
  return offered;
}

/** §2 "Unavailable": every system disabled; the chooser and the send area each say so. */
export interface Unavailable {
  chooser: MessageKey;
  send: MessageKey;
}

export function unavailableTexts(options: SystemOptions | null | undefined): Unavailable | null {
  return offeredConsumeTypes(options).length === 0
    ? { chooser: 'checkout.noConsumeOptions', send: 'checkout.cannotOrder' }
    : null;
}

/** The consume type a preference stands for (§3 "Consume preference"). */
export function preferredType(preferred: PreferredConsumeType | null | undefined): ConsumeType | null {
  if (!preferred) return null;
  if (typeof preferred === 'object') return preferred.type === 'deliveryPropio' ? 'delivery_propio' : null;
  if (preferred === 'tableSystem') return 'local';
  if (preferred === 'takeawaySystem') return 'takeaway';
  if (preferred === 'deliverySystem') return 'delivery';
  return null;
}

const isOffered = (offered: ConsumeOption[], type: ConsumeType | null) =>
  type !== null && offered.some((o) => o.type === type);

/**
 * §4 "Offer": the type chosen without a tap: exactly one type enabled selects it; otherwise a preferred type that
 * is offered selects it; else none. A choice already made (and offered) is kept.
 */
export function automaticConsumeType(
  offered: ConsumeOption[],
  preferred: PreferredConsumeType | null | undefined,
  current: ConsumeType | null,
): ConsumeType | null {
  if (isOffered(offered, current)) return current;
  if (offered.length === 1) return offered[0].type;
  const fromPreference = preferredType(preferred);
  return isOffered(offered, fromPreference) ? fromPreference : null;
}

/** The cart fields a choice clears, and whether it removes the stored table QR (session storage 'qr_data'). */
export interface ChoiceEffects {
  clears: Array<'table' | 'pickUpTime' | 'address' | 'deliveryOption'>;
  removesQrData: boolean;
}

/**
 * §4 "Choosing …": local clears pickUpTime, deliveryOption and address; takeaway clears the QR data, table,
 * deliveryOption and address; delivery and delivery_propio clear the QR data, table and pickUpTime.
 */
export function choiceEffects(type: ConsumeType): ChoiceEffects {
  if (type === 'local') return { clears: ['pickUpTime', 'deliveryOption', 'address'], removesQrData: false };
  if (type === 'takeaway') return { clears: ['table', 'deliveryOption', 'address'], removesQrData: true };
  return { clears: ['table', 'pickUpTime'], removesQrData: true };
}

/** The cart after choosing `type` (the same change the cart's setters make). */
export function applyChoice(cart: Cart, type: ConsumeType): Cart {
  const next: Cart = { ...cart, consumeType: type };
  for (const field of choiceEffects(type).clears) {
    if (field === 'table') {
      next.table = null;
      next.tableId = null;
    } else next[field] = null;
  }
  return next;
}

/**
 * Where a tapped choice leads (§4): 'Consumir aquí' to table selection, delivery to the address screen, when
 * what the type needs is still missing (reading: an automatic choice never navigates).
 */
export function choiceDestination(cart: Cart, type: ConsumeType): 'selectTable' | 'address' | null {
  if (type === 'local' && !cart.table) return 'selectTable';
  if (isDeliveryType(type) && !cart.address) return 'address';
  return null;
}

/** §2: 'Cambiar' resets the choice; with a single system enabled it reads 'Escanear QR' or 'Cambiar dirección'. */
export type ChangeAction = 'change' | 'scanQr' | 'changeAddress' | null;

export function changeAction(offered: ConsumeOption[], selected: ConsumeType | null): ChangeAction {
  if (selected === null) return null;
  if (offered.length > 1) return 'change';
  if (selected === 'local') return 'scanQr';
  if (isDeliveryType(selected)) return 'changeAddress';
  return null;
}

/** §3 "Table QR data": the stored QR when it is one of the current branch, else null. */
export function qrTableFor(
  qr: Partial<TableQr> | null | undefined,
  branch: { id: string; storeId: string } | null,
): { table: string; tableId: string } | null {
  if (!qr || !branch || !qr.table || !qr.table_id) return null;
  if (String(qr.branch_id) !== branch.id || String(qr.store_id) !== branch.storeId) return null;
  return { table: String(qr.table), tableId: String(qr.table_id) };
}

/**
 * §4 "On opening the screen": stored QR data of this branch presets the table; then local without a table, delivery
 * without an address, or a type this branch does not offer resets the choice; then the automatic choice applies.
 * Returns the cart as it should be (the flow sends the cart setters for what changed).
 */
export function openingCart(
  cart: Cart,
  offered: ConsumeOption[],
  preferred: PreferredConsumeType | null | undefined,
  qrTable: { table: string; tableId: string } | null,
): Cart {
  let next = cart;
  if (qrTable && !cart.selectedConsumeTypeIsFromActiveOrder) {
    next = { ...next, table: qrTable.table, tableId: qrTable.tableId };
  }
  const type = next.consumeType;
  if (
    (type === 'local' && !next.table) ||
    (isDeliveryType(type) && !next.address) ||
    (type !== null && !isOffered(offered, type))
  ) {
    next = { ...next, consumeType: null };
  }
  const automatic = automaticConsumeType(offered, preferred, next.consumeType);
  if (automatic !== next.consumeType && automatic !== null) next = applyChoice(next, automatic);
  return next;
}

/** An active order as GET /pedido/active/{userId} answers it (the fields checkout reads). */
export interface ActiveOrder {
  _id: string;
  idLocal?: string;
  type?: string;
  orderStatus?: string | null;
  mesa?: string | number | null;
  mesaId?: string | number | null;
}

/** The open table order checkout locks onto, with its table. */
export interface OpenTableOrder {
  orderId: string;
  table: string;
  tableId: string | null;
}

/**
 * §4 "Open table order": an active 'mesa' order whose orderStatus is not PAGADO (reading: at the current branch;
 * an open table order elsewhere is the cart's guard).
 */
export function openTableOrder(orders: unknown, branchId: string | null): OpenTableOrder | null {
  if (!Array.isArray(orders) || !branchId) return null;
  const order = (orders as ActiveOrder[]).find(
    (o) =>
      o &&
      o.type === 'mesa' &&
      o.orderStatus !== 'PAGADO' &&
      o.idLocal === branchId &&
      o.mesa !== null &&
      o.mesa !== undefined,
  );
  if (!order) return null;
  return {
    orderId: order._id,
    table: String(order.mesa),
    tableId: order.mesaId === null || order.mesaId === undefined ? null : String(order.mesaId),
  };
}

/** §5 "Checkout validity": the six messages, in the spec's order. */
export const VALIDITY_MESSAGES = {
  consumeType: 'checkout.validity.consumeType',
  table: 'checkout.validity.table',
  pickUpTime: 'checkout.validity.pickUpTime',
  address: 'checkout.validity.address',
  deliveryOption: 'checkout.validity.deliveryOption',
  minimum: 'checkout.validity.minimum',
} as const satisfies Record<string, MessageKey>;

export interface ValidityInput {
  cart: Pick<Cart, 'consumeType' | 'table' | 'pickUpTime' | 'address' | 'deliveryOption'>;
  /** The products total the minimum is compared with (the server's subtotal once quoted, else the cart's). */
  subtotal: number;
  conditions: DeliveryConditions;
  /** Takeaway: the typed pick-up value, checked again at the tap (a time may have become too soon). */
  pickUpValue?: string | null;
  schedule?: Parameters<typeof pickUpTimeError>[2];
  now?: Date;
}

/**
 * The part of CHECKOUT a validity message is about (issue 12): the view puts the pick-up message at its field, marks
 * that field aria-invalid and moves the focus there after a refused 'Enviar orden'. 'minimum' has no field.
 */
export type CheckoutField = 'consumeType' | 'table' | 'pickUpTime' | 'address' | 'deliveryOption' | 'minimum';

export interface CheckoutIssue {
  field: CheckoutField;
  message: UiText;
}

/**
 * The first error of §5 "Checkout validity" with the field it is about, or null when the order may be sent.
 * Takeaway: a typed pick-up value is checked again at the tap (it may have become too soon), and a time that was
 * chosen but is invalid gets its own §5 "Pick-up time" message, never 'Debe seleccionar una hora de retiro' (issue 12:
 * a time is chosen); that one is only for no time at all.
 */
export function checkoutIssue(input: ValidityInput): CheckoutIssue | null {
  const { cart } = input;
  if (!cart.consumeType) return { field: 'consumeType', message: VALIDITY_MESSAGES.consumeType };
  if (cart.consumeType === 'local' && !cart.table)
    return { field: 'table', message: VALIDITY_MESSAGES.table };
  if (cart.consumeType === 'takeaway') {
    const typed = typeof input.pickUpValue === 'string' && input.pickUpValue.trim() !== '';
    if (typed && input.now) {
      const error = pickUpTimeError(input.pickUpValue, input.now, input.schedule);
      if (error) return { field: 'pickUpTime', message: error };
    }
    if (!cart.pickUpTime) return { field: 'pickUpTime', message: VALIDITY_MESSAGES.pickUpTime };
  }
  if (isDeliveryType(cart.consumeType)) {
    if (!cart.address) return { field: 'address', message: VALIDITY_MESSAGES.address };
    if (!cart.deliveryOption) return { field: 'deliveryOption', message: VALIDITY_MESSAGES.deliveryOption };
    const minimum = Number(input.conditions.minimoCompra) || 0;
    if (minimum > 0 && input.subtotal < minimum)
      return { field: 'minimum', message: VALIDITY_MESSAGES.minimum };
  }
  return null;
}

/** The first error of §5 "Checkout validity", or null when the order may be sent. */
export function checkoutError(input: ValidityInput): UiText | null {
  return checkoutIssue(input)?.message ?? null;
}

/**
 * Delivery (or delivery_propio) is chosen without an address (issue 12: a preference from the branch card selects
 * it on opening): CHECKOUT shows the address row with its link to CHECKOUT_ADDRESS.
 */
export const needsAddress = (cart: Pick<Cart, 'consumeType' | 'address'>): boolean =>
  isDeliveryType(cart.consumeType) && !cart.address;

/** §9 "Method labels", as the screen shows them: 'Puntos', the provider's name, 'Pago en local' or 'A Coordinar'. */
export function paymentLabel(
  type: ConsumeType | null,
  totalToPay: number,
  providerName: string,
  businessType: 'b2c' | 'b2b',
): UiText {
  const label = paymentMethodLabel(type ?? undefined, totalToPay, { providerName, businessType });
  // i18n-exempt: the wire values paymentMethodLabel answers, mapped to their catalogue keys
  if (label === 'Puntos') return 'checkout.payment.points';
  if (label === 'Pago en local') return 'checkout.payment.venue';
  if (label === 'A Coordinar') return 'checkout.payment.coordinate';
  return outsideText(label);
}

/** SendOrderRequest.payment: 'card' when the provider's checkout is needed, else 'cash'. */
export const paymentOf = (type: ConsumeType, totalToPay: number): 'cash' | 'card' =>
  needsOnlinePayment(type, totalToPay) ? 'card' : 'cash';

/** §6 / §9 "Points promise": the guest promo's amount = total × (PercentagePoints or 10) / 100. */
export function guestPromoAmount(total: number, percentagePoints: number | null | undefined): number {
  const percentage = Number(percentagePoints) || 10;
  return round2(((Number.isFinite(total) ? total : 0) * percentage) / 100);
}
