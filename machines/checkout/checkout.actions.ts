/**
 * The checkout flow's compound effects (the chart references them inline, like session.entry.ts): each one
 * decides with the pure rules of checkout.rules.ts which cart setters to send and which named effects to run.
 */
import { repriceForConsumeType } from '../cart/cart.rules';
import type { Cart } from '../cart/cart.types';
import { ROUTES } from '../rules/routes';
import { findSystemActor } from '../system-actors';
import {
  applyChoice,
  choiceDestination,
  choiceEffects,
  offeredConsumeTypes,
  openingCart,
  qrTableFor,
  quoteChanges,
} from './checkout.rules';
import {
  CHECKOUT_GUEST_MODAL_ID,
  type CheckoutContext,
  changeCart,
  checkoutSetup,
  nowOf,
  quoteConsumeType,
  sendOrderRequest,
} from './checkout.setup';
import { pickUpInstant, pickUpTimeError } from './pickup-time.rules';

/**
 * The lines priced for the type the cart now has (the cart flow does the same on `cart.consumeTypeSet`, §4 "Price
 * resolution"; issue 12): choosing a type is not a price change the quote should report.
 */
const pricedFor = (context: CheckoutContext, next: Cart): Cart =>
  next.consumeType === context.cart.consumeType
    ? next
    : repriceForConsumeType(
        next,
        quoteConsumeType({ cart: next, preferredConsumeType: context.preferredConsumeType }),
        context.businessType,
      );

/** §4 "On opening the screen": the QR table, the resets and the automatic choice, told to the cart. */
export const applyOpeningRules = checkoutSetup.enqueueActions(({ context, enqueue, system }) => {
  const offered = offeredConsumeTypes(context.branch?.systemOptions);
  const qrTable = qrTableFor(context.stored.qrData, context.branch);
  const next = pricedFor(context, openingCart(context.cart, offered, context.preferredConsumeType, qrTable));
  if (
    next.consumeType !== null &&
    next.consumeType !== context.cart.consumeType &&
    choiceEffects(next.consumeType).removesQrData &&
    context.stored.qrData
  ) {
    enqueue('removeQrData');
    enqueue.assign({ stored: { ...context.stored, qrData: null } });
  }
  changeCart(enqueue, context, system, next);
});

/**
 * §4 "Open table order" (GET /pedido/active/{userId}'s answer): locks 'local' with the order's table and sets
 * selectedConsumeTypeIsFromActiveOrder; without one, a lock flag left from an earlier order is dropped.
 */
export const applyTableOrderLock = checkoutSetup.enqueueActions(({ context, enqueue, system }) => {
  const order = context.tableOrder;
  if (order) {
    const locked: Cart = {
      ...pricedFor(context, applyChoice(context.cart, 'local')),
      table: order.table,
      tableId: order.tableId,
      selectedConsumeTypeIsFromActiveOrder: true,
    };
    changeCart(enqueue, context, system, locked);
  } else if (context.cart.selectedConsumeTypeIsFromActiveOrder) {
    changeCart(enqueue, context, system, { ...context.cart, selectedConsumeTypeIsFromActiveOrder: false });
  }
});

/** A tapped consume type: its clearing rules, then the table or the address screen when what it needs is missing. */
export const chooseConsumeType = checkoutSetup.enqueueActions(({ context, event, enqueue, system }) => {
  if (event.type !== 'checkout.consumeTypeChosen') return;
  const next = pricedFor(context, applyChoice(context.cart, event.consumeType));
  if (choiceEffects(event.consumeType).removesQrData) {
    enqueue('removeQrData');
    enqueue.assign({ stored: { ...context.stored, qrData: null } });
  }
  changeCart(enqueue, context, system, next);
  enqueue.assign({ pickUpError: null, pickUpValue: next.pickUpTime ? context.pickUpValue : '' });
  const destination = choiceDestination(next, event.consumeType);
  if (destination === 'selectTable')
    enqueue({ type: 'navigate', params: { to: ROUTES.CHECKOUT_SELECT_TABLE } });
  if (destination === 'address') enqueue({ type: 'navigate', params: { to: ROUTES.CHECKOUT_ADDRESS } });
});
/** 'Cambiar': the choice is reset. */
export const resetChoice = checkoutSetup.enqueueActions(({ context, enqueue, system }) => {
  changeCart(enqueue, context, system, pricedFor(context, { ...context.cart, consumeType: null }));
});

/** The pick-up field: checked at once; a valid time is set on the cart, an invalid one clears it. */
export const changePickUpTime = checkoutSetup.enqueueActions(({ context, event, enqueue, system }) => {
  if (event.type !== 'checkout.pickUpTimeChanged') return;
  const error = pickUpTimeError(event.value, nowOf(context), context.branch?.schedule);
  const pickUpTime = error ? null : pickUpInstant(event.value);
  enqueue.assign({ pickUpValue: event.value, pickUpError: error });
  changeCart(enqueue, context, system, { ...context.cart, pickUpTime });
});

/** 'Enviar orden': the full request to sendOrder, synchronously inside the tap. */
export const requestSendOrder = checkoutSetup.enqueueActions(({ context, enqueue, system }) => {
  const request = sendOrderRequest(context);
  if (!request) return;
  enqueue.assign({ sendAttempted: false });
  // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
  const sendOrder = findSystemActor(system, 'sendOrder', 'send the order from checkout');
  if (sendOrder) enqueue.sendTo(sendOrder, { type: 'sendOrder.requested', request });
});

/** §6: the guest modal, through the layout flow (a bottom drawer on mobile), remembered for this draft. */
export const openGuestModal = checkoutSetup.enqueueActions(({ context, enqueue, system }) => {
  const draft = context.cart.draftOrderId;
  if (draft) {
    enqueue.assign({
      stored: { ...context.stored, guestModalShownFor: [...context.stored.guestModalShownFor, draft] },
    });
    enqueue({ type: 'rememberGuestModal', params: { draftOrderId: draft } });
  }
  // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
  const layout = findSystemActor(system, 'layout', 'open the guest registration modal');
  if (layout) enqueue.sendTo(layout, { type: 'layout.modalOpened', modalId: CHECKOUT_GUEST_MODAL_ID });
});

export const closeGuestModal = checkoutSetup.enqueueActions(({ enqueue, system }) => {
  // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
  const layout = findSystemActor(system, 'layout', 'close the guest registration modal');
  if (layout) enqueue.sendTo(layout, { type: 'layout.modalClosed' });
});

/** 'Registrarme con {provider}': the social login flow's own start (as AUTH's button). */
export const startSocialLogin = checkoutSetup.enqueueActions(({ enqueue, system }) => {
  // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
  const socialLogin = findSystemActor(system, 'socialLogin', 'register the guest from checkout');
  if (socialLogin) enqueue.sendTo(socialLogin, { type: 'socialLogin.started' });
});

/**
 * 'Quitar' on a withdrawn product's line (issue 12): the cart removes the whole line (one `cart.lineRemoved` per
 * unit, the cart's own event; its upsell items stay as lines of their own), then re-quotes through the cart change.
 * Only a top line the quote marked withdrawn is removed; anything else is ignored.
 */
export const removeWithdrawnLine = checkoutSetup.enqueueActions(({ context, event, enqueue, system }) => {
  if (event.type !== 'checkout.lineRemoveRequested') return;
  const change = quoteChanges(context.cart, context.quote).find(
    (c) => c.kind === 'withdrawn' && c.parentId === null && c.orderProductId === event.orderProductId,
  );
  if (change?.kind !== 'withdrawn') return;
  // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
  const cart = findSystemActor(system, 'cart', 'remove a withdrawn product from the cart');
  if (!cart) return;
  for (let unit = 0; unit < change.quantity; unit += 1) {
    enqueue.sendTo(cart, { type: 'cart.lineRemoved', orderProductId: change.orderProductId });
  }
});
