import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import type { CartAddress, DeliveryOption } from '../cart/cart.types';
import type { checkoutMachine } from './checkout.machine';
import {
  type ChangeAction,
  type CheckoutTotals,
  type ConsumeOption,
  type ConsumeType,
  changeAction,
  deliveryBanner,
  guestPromoAmount,
  offeredConsumeTypes,
  paymentLabel,
  type QuoteChange,
  quoteChanges,
  type Unavailable,
  unavailableTexts,
} from './checkout.rules';
import { totalsOf, validityErrorOf } from './checkout.setup';
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

/** The pick-up field as typed, its message, and its minimum (now + 15 min, the branch's wall clock). */
export const selectPickUpValue = (s: CheckoutSnapshot): string => s.context.pickUpValue;
export const selectPickUpError = (s: CheckoutSnapshot): UiText | null => s.context.pickUpError;
export const selectPickUpMinimum = (_s: CheckoutSnapshot): string => minimumPickUpValue(new Date());

/** The figures once the server quoted the cart on screen, else null. */
export const selectTotals = (s: CheckoutSnapshot): CheckoutTotals | null =>
  s.matches({ open: { quote: 'quoted' } }) ? totalsOf(s.context) : null;
export const sameTotals = (a: CheckoutTotals | null, b: CheckoutTotals | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
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

/** The validity message, once 'Enviar orden' was tapped, until it is fixed. */
export const selectValidityError = (s: CheckoutSnapshot): UiText | null =>
  isOpen(s) && s.context.sendAttempted ? validityErrorOf(s.context) : null;

export const selectIsGuest = (s: CheckoutSnapshot): boolean => s.matches({ open: { guest: 'prompting' } });
/** The guest promo shows (1 s after opening). */
export const selectIsGuestPromoShown = (s: CheckoutSnapshot): boolean =>
  s.matches({ open: { guest: { prompting: { promo: 'shown' } } } });
/** The promo's amount: total × (PercentagePoints or 10) / 100, the total being the quoted total to pay. */
export const selectGuestPromoAmount = (s: CheckoutSnapshot): number => {
  const totals = selectTotals(s);
  return guestPromoAmount(
    totals ? totals.totalToPay : s.context.cart.total,
    s.context.branch?.PercentagePoints,
  );
};
