import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import type { CartAddress, DeliveryOption } from '../cart/cart.types';
import type { checkoutMachine } from './checkout.machine';
import {
  type ChangeAction,
  type CheckoutField,
  type CheckoutTotals,
  type ConsumeOption,
  type ConsumeType,
  changeAction,
  type DeliveryChoice,
  deliveryBanner,
  deliveryChoices,
  guestPromoAmount,
  needsAddress,
  offeredConsumeTypes,
  paymentLabel,
  type QuoteChange,
  quoteChanges,
  showsShipping,
  type Unavailable,
  unavailableTexts,
} from './checkout.rules';
import { type FocusField, nowOf, totalsOf, validityIssueOf } from './checkout.setup';
import { minimumPickUpValue } from './pickup-time.rules';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

const isOpen = (s: CheckoutSnapshot) => s.matches('open');

/** The 'Tipo de consumición' choices of the current branch. */
export const selectConsumeOptions = (s: CheckoutSnapshot): ConsumeOption[] =>
  offeredConsumeTypes(s.context.branch?.systemOptions);
/** Compares two option lists by their types (the list is rebuilt on every snapshot). */
export const sameOptions = (a: ConsumeOption[], b: ConsumeOption[]): boolean =>
  a.length === b.length &&
  a.every((o, i) => o.type === b[i].type && JSON.stringify(o.label) === JSON.stringify(b[i].label));

export const selectConsumeType = (s: CheckoutSnapshot): ConsumeType | null => s.context.cart.consumeType;
/** An open table order locks the choice to 'Consumir aquí' with its table. */
export const selectIsConsumeTypeLocked = (s: CheckoutSnapshot): boolean => s.context.tableOrder !== null;
/** 'Cambiar', or with a single system 'Escanear QR' / 'Cambiar dirección'; none while locked. */
export const selectChangeAction = (s: CheckoutSnapshot): ChangeAction =>
  s.context.tableOrder ? null : changeAction(selectConsumeOptions(s), s.context.cart.consumeType);
/** Every system disabled: the chooser's and the send area's texts, and 'No disponible'. */
export const selectUnavailable = (s: CheckoutSnapshot): Unavailable | null =>
  unavailableTexts(s.context.branch?.systemOptions);
/** The chooser can be used (the opening rules have applied). */
export const selectIsReady = (s: CheckoutSnapshot): boolean => s.matches({ open: { preparing: 'ready' } });

export const selectTable = (s: CheckoutSnapshot): string | null => s.context.cart.table;
export const selectAddress = (s: CheckoutSnapshot): CartAddress | null => s.context.cart.address;
export const selectDeliveryOption = (s: CheckoutSnapshot): DeliveryOption | null =>
  s.context.cart.deliveryOption;
/**
 * The delivery options CHECKOUT shows (issue 12): the estimate's (asked with the quoted subtotal) for the cart's
 * address, the cart's one selected; without them the cart's option alone. No price while shipping is free.
 */
export const selectDeliveryChoices = (s: CheckoutSnapshot): DeliveryChoice[] => {
  const { cart } = s.context;
  const forThisAddress = s.context.optionsFor === (cart.address?.deliveryAddressId ?? null);
  return deliveryChoices({
    consumeType: cart.consumeType,
    options: forThisAddress ? s.context.deliveryOptions : [],
    current: cart.deliveryOption,
    subtotal: s.context.quote?.subtotal ?? cart.total,
    conditions: s.context.conditions,
  });
};
export const sameChoices = (a: DeliveryChoice[], b: DeliveryChoice[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
/**
 * Delivery is chosen but no address yet (a preference from the branch card selects it on opening, issue 12): the
 * address row shows its link to CHECKOUT_ADDRESS (`checkout.changeAddressRequested`).
 */
export const selectNeedsAddress = (s: CheckoutSnapshot): boolean => isOpen(s) && needsAddress(s.context.cart);

/** The pick-up field as typed, its message, and its minimum (now + 15 min, the branch's wall clock). */
export const selectPickUpValue = (s: CheckoutSnapshot): string => s.context.pickUpValue;
/**
 * The pick-up field's one message: what the typed value got, or after a refused 'Enviar orden' the validity message
 * about the pick-up time (none typed: 'Debe seleccionar una hora de retiro'; a time that became too soon). The bottom
 * validity message never repeats it (selectValidityError).
 */
export const selectPickUpError = (s: CheckoutSnapshot): UiText | null => {
  if (s.context.pickUpError) return s.context.pickUpError;
  const issue = s.context.sendAttempted && isOpen(s) ? validityIssueOf(s.context) : null;
  return issue?.field === 'pickUpTime' ? issue.message : null;
};
export const selectPickUpMinimum = (s: CheckoutSnapshot): string => minimumPickUpValue(nowOf(s.context));

/** The figures once the server quoted the cart on screen, else null. */
export const selectTotals = (s: CheckoutSnapshot): CheckoutTotals | null =>
  s.matches({ open: { quote: 'quoted' } }) ? totalsOf(s.context) : null;
export const sameTotals = (a: CheckoutTotals | null, b: CheckoutTotals | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
/**
 * The 'Costo de envío' row shows with the figures for a delivery with its option, at $ 0 when shipping is free (the
 * banner's '¡Felicitaciones!'), never for a table or takeaway.
 */
export const selectIsShippingShown = (s: CheckoutSnapshot): boolean =>
  s.matches({ open: { quote: 'quoted' } }) &&
  showsShipping(s.context.cart.consumeType, s.context.cart.deliveryOption);
export const selectIsQuoting = (s: CheckoutSnapshot): boolean =>
  s.matches({ open: { quote: 'quoting' } }) || s.matches({ open: { quote: 'deciding' } });
/** The quote's failure: the server's message (a changed price, a withdrawn product) or a connection message. */
export const selectQuoteError = (s: CheckoutSnapshot): UiText | null =>
  s.matches({ open: { quote: 'failed' } }) ? s.context.quoteError : null;

/**
 * What the quote revealed since the cart was built (issue 12): withdrawn products (marked, with 'Quitar') and
 * lines priced otherwise (old and new amount), once the quote answered for the cart on screen.
 */
export const selectQuoteChanges = (s: CheckoutSnapshot): QuoteChange[] =>
  s.matches({ open: { quote: 'quoted' } }) ? quoteChanges(s.context.cart, s.context.quote) : [];
export const sameChanges = (a: QuoteChange[], b: QuoteChange[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
/** CHECKOUT reached with nothing in the cart (a link, a reload after another tab sent it): nothing to send. */
export const selectIsCartEmpty = (s: CheckoutSnapshot): boolean => s.context.cart.products.length === 0;
/** A withdrawn product is still in the cart: 'Enviar orden' is blocked until its line is removed. */
export const selectIsSendBlocked = (s: CheckoutSnapshot): boolean =>
  s.matches({ open: { quote: { quoted: 'withdrawn' } } });
/** Some line is priced otherwise than the cart showed it: the new total is what is sent. */
export const selectHasPriceChanges = (s: CheckoutSnapshot): boolean =>
  s.matches({ open: { quote: { quoted: 'pricesChanged' } } });

/** 'Método de pago': 'Puntos', the provider's name, 'Pago en local' or 'A Coordinar'. */
export const selectPaymentLabel = (s: CheckoutSnapshot): UiText => {
  const totals = selectTotals(s);
  return paymentLabel(
    s.context.cart.consumeType,
    totals ? totals.totalToPay : s.context.cart.total,
    s.context.providerName,
    s.context.businessType,
  );
};

/** The delivery minimum / free-shipping banner (delivery and delivery_propio). */
export const selectDeliveryBanner = (s: CheckoutSnapshot): UiText | null =>
  deliveryBanner(
    s.context.cart.consumeType,
    s.context.quote?.subtotal ?? s.context.cart.total,
    s.context.conditions,
  );

/**
 * The validity message under the form, once 'Enviar orden' was tapped, until it is fixed; a pick-up time message
 * shows at its field instead (selectPickUpError), never twice.
 */
export const selectValidityError = (s: CheckoutSnapshot): UiText | null => {
  if (!isOpen(s) || !s.context.sendAttempted) return null;
  const issue = validityIssueOf(s.context);
  return issue && issue.field !== 'pickUpTime' ? issue.message : null;
};
/** The field the validity message is about, once 'Enviar orden' was tapped (aria-invalid on it), else null. */
export const selectInvalidField = (s: CheckoutSnapshot): CheckoutField | null =>
  isOpen(s) && s.context.sendAttempted ? (validityIssueOf(s.context)?.field ?? null) : null;
/** After a refused 'Enviar orden': the field the view moves the focus to, then says `checkout.focusMoved`. */
export const selectFocusRequest = (s: CheckoutSnapshot): FocusField | null =>
  isOpen(s) ? s.context.focusRequest : null;

export const selectIsGuest = (s: CheckoutSnapshot): boolean => s.matches({ open: { guest: 'prompting' } });
/** The guest promo shows (1 s after opening), never for an empty cart (it would promise $ 0,00). */
export const selectIsGuestPromoShown = (s: CheckoutSnapshot): boolean =>
  s.matches({ open: { guest: { prompting: { promo: 'shown' } } } }) && !selectIsCartEmpty(s);
/** The promo's amount: total × (PercentagePoints or 10) / 100, the total being the quoted total to pay. */
export const selectGuestPromoAmount = (s: CheckoutSnapshot): number => {
  const totals = selectTotals(s);
  return guestPromoAmount(
    totals ? totals.totalToPay : s.context.cart.total,
    s.context.branch?.PercentagePoints,
  );
};
