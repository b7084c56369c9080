/**
 * The checkout flow's helpers derived from its context: what a quote or an estimate depends on, the totals, §5
 * "Checkout validity", the cart setters for a change and the SendOrderRequest of a tap.
 */
import type { AnyActorRef } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import type { CartEvent } from '../cart/cart.setup';
import type { Cart } from '../cart/cart.types';
import type { Branch } from '../catalogue/catalogue.types';
import { ROUTES } from '../rules/routes';
import type { SendOrderRequest } from '../send-order/send-order.types';
import { findSystemActor } from '../system-actors';
import type { NavigateParams } from '../types';
import type { CheckoutContext } from './checkout.context';
import {
  type CheckoutEstimateRequest,
  type CheckoutIssue,
  type ConsumeType,
  checkoutEstimateRequest,
  checkoutIssue,
  checkoutTotals,
  paymentOf,
  preferredType,
} from './checkout.rules';

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
