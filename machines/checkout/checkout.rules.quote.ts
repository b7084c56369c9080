/**
 * CHECKOUT's quote rules (ordering.md §2 "Totals", §9 "Payments and points use", "Delivery charges"; issue 12 "a quote
 * that changed since the cart was built"): the answer of POST /pedido/quote, the totals the screen shows from it, and
 * what changed since the cart was built. Pure; split out of checkout.rules.ts (which re-exports it).
 */
import type { Cart } from '../cart/cart.types';
import { type DeliveryConditions, deliveryCharges, round2 } from '../rules/delivery-charges';
import type { CartConsumeType } from '../rules/order-payload';
import { pointsUse } from '../rules/points-use';
import { lineTotal } from '../rules/pricing';
import { isDeliveryType } from './checkout.rules.delivery';

type ConsumeType = CartConsumeType;

/** A priced line of POST /pedido/quote (one per payload line: a cart line, then its upsell items). */
export interface QuoteLine {
  orderProductId: string | null;
  upsellingId?: string | null;
  sku: string;
  name?: string;
  quantity: number;
  /** The resolved unit base price. */
  price: number;
  /** (price + options) × quantity. */
  total: number;
}

/** A payload line whose product was withdrawn (POST /pedido/quote?unavailable=mark). */
export interface UnavailableQuoteLine {
  orderProductId: string | null;
  upsellingId?: string | null;
  sku: string;
  name: string | null;
}

/**
 * POST /pedido/quote's answer (issue 12): every figure CHECKOUT shows, as sendorder computes them. The split
 * (costoEnvio … totalToPay), the lines and `unavailable` are what the server answers today; a quote without the
 * split (an older server, the tables of tests/unit/checkout) falls back to the reading below.
 */
export interface CheckoutQuote {
  subtotal: number;
  /** The items the server counted (the delivery estimate's `cantidad`); absent from older answers. */
  quantity?: number;
  /** What the diner pays for shipping (the courier's cost − the brand's discount; 0 when free or not delivery). */
  shipping: number;
  /** subtotal + shipping. */
  total: number;
  /** 'Costo de envío': the courier's cost (0 when free). */
  costoEnvio?: number;
  /** 'Descuento de envío': costoEnvio × porcentajeMarca / 100. */
  descuentoEnvio?: number;
  /** 'Descuento por puntos': §9 with the balance sendorder reads. */
  pointsToUse?: number;
  /** 'Total a pagar': the payload's `total` sendorder accepts. */
  totalToPay?: number;
  lines?: QuoteLine[];
  /** Lines whose product was withdrawn (left out of every figure). */
  unavailable?: UnavailableQuoteLine[];
}

export interface CheckoutTotals {
  subtotal: number;
  /** 'Costo de envío': the courier's cost. */
  shipping: number;
  /** 'Descuento de envío'. */
  shippingDiscount: number;
  /** 'Descuento por puntos'. */
  pointsDiscount: number;
  /** 'Total a pagar': what the server will expect as the payload's total. */
  totalToPay: number;
}

/**
 * Whether 'Costo de envío' shows (§2 "Totals", §9 "Delivery charges"): for delivery and delivery_propio once a
 * delivery option is chosen (the quote prices it), even at $ 0, so a diner with free shipping sees it is free; never
 * for a table or takeaway, nor for a delivery still without its option.
 */
export const showsShipping = (
  consumeType: ConsumeType | null | undefined,
  deliveryOption: { id?: string | number | null } | null | undefined,
): boolean => isDeliveryType(consumeType) && deliveryOption != null;

const hasSplit = (quote: CheckoutQuote): boolean =>
  typeof quote.totalToPay === 'number' &&
  typeof quote.pointsToUse === 'number' &&
  typeof quote.costoEnvio === 'number' &&
  typeof quote.descuentoEnvio === 'number';

/**
 * The totals (§2 "Totals", §9). With the server's split (what POST /pedido/quote answers), every figure is the
 * server's: Subtotal, Costo de envío (costoEnvio), Descuento de envío (descuentoEnvio), Descuento por puntos
 * (pointsToUse) and Total a pagar (totalToPay), so the screen never shows a total sendorder would refuse. Without it
 * (fallback): points use with the 300 minimum over the quoted subtotal and shipping (`pointsUse`), and the shipping
 * split from the delivery option's cost and the brand's conditions when they agree with the charged shipping.
 */
export function checkoutTotals(input: {
  quote: CheckoutQuote;
  consumeType: ConsumeType | null;
  deliveryCost: number | null | undefined;
  conditions: DeliveryConditions;
  availablePoints: number | null;
}): CheckoutTotals {
  const { quote } = input;
  const type = input.consumeType ?? 'local';
  if (hasSplit(quote)) {
    const delivery = isDeliveryType(type);
    return {
      subtotal: quote.subtotal,
      shipping: delivery ? (quote.costoEnvio as number) : 0,
      shippingDiscount: delivery ? (quote.descuentoEnvio as number) : 0,
      pointsDiscount: quote.pointsToUse as number,
      totalToPay: quote.totalToPay as number,
    };
  }
  let shipping = isDeliveryType(type) ? quote.shipping : 0;
  let shippingDiscount = 0;
  if (isDeliveryType(type) && typeof input.deliveryCost === 'number') {
    const charges = deliveryCharges(quote.subtotal, input.deliveryCost, input.conditions);
    if (round2(charges.costoEnvio - charges.descuentoEnvio) === round2(quote.shipping)) {
      shipping = charges.costoEnvio;
      shippingDiscount = charges.descuentoEnvio;
    }
  }
  const use = pointsUse({
    consumeType: type,
    subtotal: quote.subtotal,
    shipping: quote.shipping,
    availablePoints: input.availablePoints ?? 0,
  });
  return {
    subtotal: quote.subtotal,
    shipping,
    shippingDiscount,
    pointsDiscount: use.pointsToUse,
    totalToPay: use.totalToPay,
  };
}

/**
 * What changed since the cart was built, line by line (issue 12 "a quote that changed since the cart was built"):
 * a withdrawn product (its line is marked and blocks 'Enviar orden' until removed), or a line the server prices
 * otherwise than the cart did (before: the cart's line total, after: the server's).
 */
export type QuoteChange =
  | {
      kind: 'withdrawn';
      orderProductId: string;
      name: string;
      /** The cart line to remove: the line itself, or for an upsell item its parent's id (null: a top line). */
      parentId: string | null;
      /** The line's quantity (the cart removes one unit per `cart.lineRemoved`). */
      quantity: number;
    }
  | { kind: 'priceChanged'; orderProductId: string; name: string; before: number; after: number };

interface PayloadLineRef {
  line: Cart['products'][number];
  parentId: string | null;
}

const cents = (n: number) => Math.round(n * 100);

/** The cart's payload lines in order: each line, then its upsell items (like buildOrderPayment). */
function payloadLines(cart: Pick<Cart, 'products'>): PayloadLineRef[] {
  const out: PayloadLineRef[] = [];
  for (const line of cart.products) {
    out.push({ line, parentId: null });
    for (const up of line.upselling ?? []) out.push({ line: up, parentId: line.orderProductId });
  }
  return out;
}

const sameLine = (
  a: { orderProductId: string | null; sku: string },
  b: { orderProductId?: string | null; sku: string },
) => a.orderProductId === (b.orderProductId ?? null) && a.sku === b.sku;

/** The changes a quote reveals against the cart on screen (empty when the quote has no lines: nothing to compare). */
export function quoteChanges(cart: Pick<Cart, 'products'>, quote: CheckoutQuote | null): QuoteChange[] {
  if (!quote) return [];
  const changes: QuoteChange[] = [];
  for (const { line, parentId } of payloadLines(cart)) {
    const ref = { orderProductId: line.orderProductId ?? null, sku: line.sku };
    if ((quote.unavailable ?? []).some((u) => sameLine(ref, u))) {
      changes.push({
        kind: 'withdrawn',
        orderProductId: line.orderProductId,
        name: line.name,
        parentId,
        quantity: Math.max(1, Math.round(Number(line.quantity) || 1)),
      });
      continue;
    }
    const priced = (quote.lines ?? []).find((q) => sameLine(ref, q));
    if (!priced) continue;
    const before = lineTotal({
      price: line.price,
      quantity: line.quantity,
      customization: line.customization,
    });
    if (cents(before) !== cents(priced.total)) {
      changes.push({
        kind: 'priceChanged',
        orderProductId: line.orderProductId,
        name: line.name,
        before,
        after: priced.total,
      });
    }
  }
  return changes;
}

/** A withdrawn product is in the cart: 'Enviar orden' is blocked until its line is removed. */
export const hasWithdrawnLines = (cart: Pick<Cart, 'products'>, quote: CheckoutQuote | null): boolean =>
  quoteChanges(cart, quote).some((c) => c.kind === 'withdrawn');

/** Some line is priced otherwise than the cart showed it (the totals already have the server's prices). */
export const hasPriceChanges = (cart: Pick<Cart, 'products'>, quote: CheckoutQuote | null): boolean =>
  quoteChanges(cart, quote).some((c) => c.kind === 'priceChanged');
