/**
 * Points use at checkout (ordering.md §9 "Payments and points use"): how many of the user's points
 * an order uses and what is left to pay, per consume type. Shared by the app's checkout and the
 * server, which recomputes it with the user's real balance. Pure: no imports from server/ or src/.
 *
 * All arithmetic is in integer cents; results are pesos with at most 2 decimals.
 */

export type ConsumeType = 'local' | 'takeaway' | 'delivery' | 'delivery_propio';

/** Minimum amount a card payment may charge. */
export const MIN_ONLINE_PAYMENT = 300;
/** Fewer available points than this are ignored. */
export const MIN_USABLE_POINTS = 0.01;
/** Table orders leave a remainder that is a multiple of this. */
export const TABLE_REMAINDER_STEP = 100;

export interface PointsUseInput {
  consumeType: ConsumeType;
  /** Products total (lines + upsells). */
  subtotal: number;
  /** Shipping actually charged (after free shipping and the brand's discount); 0 when not delivery. */
  shipping?: number;
  availablePoints: number;
}

export interface PointsUse {
  pointsToUse: number;
  /** subtotal + shipping − pointsToUse. */
  totalToPay: number;
  /** Which §9 case decided it (for tests, logs and the app's explanations). */
  rule:
    | 'no-points'
    | 'table-multiple-of-100'
    | 'cover-all'
    | 'below-minimum'
    | 'pay-minimum'
    | 'all-points'
    | 'cover-subtotal-free-shipping'
    | 'cover-subtotal-pay-minimum-plus-shipping'
    | 'cover-subtotal-pay-shipping';
}

const C = (n: number) => Math.round((Number.isFinite(n) ? n : 0) * 100);
const P = (c: number) => c / 100;
const MIN = C(MIN_ONLINE_PAYMENT);

function result(subtotal: number, shipping: number, used: number, rule: PointsUse['rule']): PointsUse {
  const u = Math.max(0, used);
  return { pointsToUse: P(u), totalToPay: P(subtotal + shipping - u), rule };
}

/** Table/local: as many points as possible, up to the subtotal, leaving a multiple of 100; pay cash. */
function tableUse(subtotal: number, points: number): PointsUse {
  const step = C(TABLE_REMAINDER_STEP);
  const max = Math.min(points, subtotal);
  const remainder = Math.ceil((subtotal - max) / step) * step;
  if (remainder > subtotal) return result(subtotal, 0, 0, 'no-points');
  return result(subtotal, 0, subtotal - remainder, 'table-multiple-of-100');
}

function takeawayUse(total: number, points: number): PointsUse {
  if (points >= total) return result(total, 0, total, 'cover-all');
  if (total < MIN) return result(total, 0, 0, 'below-minimum');
  if (total - points < MIN) return result(total, 0, total - MIN, 'pay-minimum');
  return result(total, 0, points, 'all-points');
}

function deliveryUse(subtotal: number, shipping: number, points: number): PointsUse {
  if (points >= subtotal) {
    if (shipping === 0) return result(subtotal, 0, subtotal, 'cover-subtotal-free-shipping');
    if (shipping < MIN) {
      // Pay 300 of the subtotal plus the shipping; with a subtotal under 300 nothing can be covered.
      return result(subtotal, shipping, subtotal - MIN, 'cover-subtotal-pay-minimum-plus-shipping');
    }
    return result(subtotal, shipping, subtotal, 'cover-subtotal-pay-shipping');
  }
  if (subtotal + shipping < MIN) return result(subtotal, shipping, 0, 'below-minimum');
  // At least 300 is paid.
  return result(subtotal, shipping, Math.min(points, subtotal + shipping - MIN), 'pay-minimum');
}

/** The §9 rules. Points under 0.01 are ignored (as if the user had none). */
export function pointsUse(input: PointsUseInput): PointsUse {
  const subtotal = Math.max(0, C(input.subtotal));
  const shipping =
    input.consumeType === 'delivery' || input.consumeType === 'delivery_propio'
      ? Math.max(0, C(input.shipping ?? 0))
      : 0;
  const available = C(input.availablePoints);
  if (!(input.availablePoints >= MIN_USABLE_POINTS) || available <= 0) {
    return result(subtotal, shipping, 0, 'no-points');
  }
  switch (input.consumeType) {
    case 'local':
      return tableUse(subtotal, available);
    case 'takeaway':
      return takeawayUse(subtotal, available);
    default:
      return deliveryUse(subtotal, shipping, available);
  }
}

/** Online (card) payment: takeaway or delivery with at least the minimum left to pay. */
export function needsOnlinePayment(consumeType: ConsumeType, totalToPay: number): boolean {
  return consumeType !== 'local' && C(totalToPay) >= MIN;
}

export interface PaymentLabels {
  /** The card provider's display name (brand.paymentProviderName), e.g. 'Mercado Pago'. */
  providerName: string;
  businessType: 'b2c' | 'b2b';
}

/**
 * The payment method label (§9 "Method labels"): 'Puntos' when the total is 0; the provider's name for
 * takeaway and delivery; otherwise 'Pago en local', or 'A Coordinar' for b2b.
 */
export function paymentMethodLabel(
  consumeType: ConsumeType | undefined,
  total: number,
  labels: PaymentLabels,
) {
  // i18n-exempt: wire value of metodoDePago (ordering.md §9), translated where a view shows it
  if (C(total) === 0) return 'Puntos';
  if (consumeType === 'takeaway' || consumeType === 'delivery' || consumeType === 'delivery_propio') {
    return labels.providerName;
  }
  // i18n-exempt: wire values of metodoDePago
  return labels.businessType === 'b2b' ? 'A Coordinar' : 'Pago en local';
}

/**
 * The order's metodoDePago (up to two methods): 'Puntos' when points were used, plus how the rest is
 * paid (the provider online, else the venue label) when something is left.
 */
export function paymentMethods(
  consumeType: ConsumeType,
  use: Pick<PointsUse, 'pointsToUse' | 'totalToPay'>,
  labels: PaymentLabels,
): string[] {
  const methods: string[] = [];
  // i18n-exempt: wire value of metodoDePago
  if (C(use.pointsToUse) > 0 || C(use.totalToPay) === 0) methods.push('Puntos');
  if (C(use.totalToPay) > 0) {
    // i18n-exempt: wire values of metodoDePago
    const venueLabel = labels.businessType === 'b2b' ? 'A Coordinar' : 'Pago en local';
    methods.push(needsOnlinePayment(consumeType, use.totalToPay) ? labels.providerName : venueLabel);
  }
  return methods;
}
