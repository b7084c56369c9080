/**
 * The checkout flow's delivery effects (issue 12, ordering.md §2 "a delivery option", §3 "Delivery estimate"): the
 * estimate's answer (asked with the quoted subtotal) keeps the cart's option at its current price, or the first
 * option when the chosen one is no longer offered; a tapped option goes to the cart through its setter (the quote
 * then asks again with it).
 */
import { keptDeliveryOption, sameDeliveryOption } from './checkout.rules';
import { changeCart, checkoutSetup } from './checkout.setup';

/** After `storeDeliveryOptions`: the cart's option kept in step with the estimate's options. */
export const applyEstimate = checkoutSetup.enqueueActions(({ context, enqueue, system }) => {
  const kept = keptDeliveryOption(context.cart.deliveryOption, context.deliveryOptions);
  if (!sameDeliveryOption(kept, context.cart.deliveryOption)) {
    changeCart(enqueue, context, system, { ...context.cart, deliveryOption: kept });
  }
});

/** A tapped option of the estimate becomes the cart's deliveryOption. */
export const chooseDeliveryOption = checkoutSetup.enqueueActions(({ context, event, enqueue, system }) => {
  if (event.type !== 'checkout.deliveryOptionChosen') return;
  const option = context.deliveryOptions.find((o) => String(o.id) === event.optionId);
  if (!option) return;
  const next = { id: option.id, tipo: option.tipo, costoEnvio: option.costoEnvio };
  if (sameDeliveryOption(next, context.cart.deliveryOption)) return;
  changeCart(enqueue, context, system, { ...context.cart, deliveryOption: next });
});
