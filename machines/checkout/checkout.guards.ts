/**
 * The checkout flow's guards (named in the chart, checkout.machine.ts; registered in checkout.setup.ts).
 */
import { isGuestUser } from '../types';
import type { CheckoutContext, CheckoutEvent } from './checkout.context';
import { estimateKey, quoteKey, sendOrderRequest, validityErrorOf } from './checkout.derived';
import { hasPriceChanges, hasWithdrawnLines, offeredConsumeTypes } from './checkout.rules';

type GuardArgs = { context: CheckoutContext; event: CheckoutEvent };

export const checkoutGuards = {
  isGuest: ({ context }: GuardArgs) => isGuestUser(context.user),
  hasUser: ({ context }: GuardArgs) => context.user !== null,
  hasNoProducts: ({ context }: GuardArgs) => context.cart.products.length === 0,
  canQuote: ({ context }: GuardArgs) =>
    context.cart.products.length > 0 && context.user !== null && context.branch !== null,
  isQuoteStale: ({ context }: GuardArgs) => context.quotedFor !== quoteKey(context),
  isLocked: ({ context }: GuardArgs) => context.tableOrder !== null,
  isEstimateStale: ({ context }: GuardArgs) =>
    estimateKey(context) !== null && context.estimatedFor !== estimateKey(context),
  isOfferedDeliveryOption: ({ context, event }: GuardArgs) =>
    event.type === 'checkout.deliveryOptionChosen' &&
    context.optionsFor === (context.cart.address?.deliveryAddressId ?? null) &&
    context.deliveryOptions.some((o) => String(o.id) === event.optionId),
  isOfferedChoice: ({ context, event }: GuardArgs) =>
    event.type === 'checkout.consumeTypeChosen' &&
    offeredConsumeTypes(context.branch?.systemOptions).some((o) => o.type === event.consumeType),
  wasGuestModalShown: ({ context }: GuardArgs) =>
    !context.cart.draftOrderId || context.stored.guestModalShownFor.includes(context.cart.draftOrderId),
  hasWithdrawnLines: ({ context }: GuardArgs) => hasWithdrawnLines(context.cart, context.quote),
  hasPriceChanges: ({ context }: GuardArgs) => hasPriceChanges(context.cart, context.quote),
  canSend: ({ context }: GuardArgs) =>
    context.quote !== null &&
    context.quotedFor === quoteKey(context) &&
    !hasWithdrawnLines(context.cart, context.quote) &&
    validityErrorOf(context) === null &&
    sendOrderRequest(context) !== null,
};
