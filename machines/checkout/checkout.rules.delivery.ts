/**
 * CHECKOUT's delivery rules (ordering.md §2 "Checkout": "Delivery: the chosen address and a delivery option", the
 * delivery banner; §3 "Delivery estimate"; §7 POST /pedido/delivery/estimate; §9 "Delivery charges"). Pure; split out
 * of checkout.rules.ts (which re-exports it).
 *
 * Issue 12 (diner's walk): the option CHECKOUT shows and the choice among the estimate's options come from an
 * estimate asked with the server's quoted subtotal and quantity (never the cart's own figures), and an option is
 * never priced while shipping is free, so the option, the banner and the totals always agree with the server.
 */
import type { UiText } from '../../locales/catalogue';
import type { CartAddress, DeliveryOption } from '../cart/cart.types';
import { type DeliveryConditions, deliveryCharges, isFreeShipping } from '../rules/delivery-charges';
import { formatCurrency } from '../rules/format';
import type { CartConsumeType } from '../rules/order-payload';

type ConsumeType = CartConsumeType;

export const isDeliveryType = (type: ConsumeType | null | undefined): boolean =>
  type === 'delivery' || type === 'delivery_propio';

/** §2 "Delivery banner": delivery and delivery_propio only; null when there is nothing to say. */
export function deliveryBanner(
  type: ConsumeType | null,
  subtotal: number,
  conditions: DeliveryConditions,
): UiText | null {
  if (!isDeliveryType(type)) return null;
  const charges = deliveryCharges(subtotal, 0, conditions);
  if (!charges.cumpleMinimoCompra) {
    return { key: 'checkout.banner.minimum', values: { amount: formatCurrency(charges.faltaMinimoCompra) } };
  }
  if (charges.faltaEnvioGratis > 0) {
    return {
      key: 'checkout.banner.freeShipping',
      values: { amount: formatCurrency(charges.faltaEnvioGratis) },
    };
  }
  if (charges.envioGratis) return 'checkout.banner.congratulations';
  return null;
}

/** §3 "Delivery estimate": one of data.estimaciones[] ({id, tipo, costoEnvio}). */
export interface EstimatedOption {
  id: string | number;
  tipo: string;
  costoEnvio: number;
}

/** §7 POST /pedido/delivery/estimate {idLocal, lat, lon, cantidad, total}. */
export interface CheckoutEstimateRequest {
  idLocal: string;
  lat: number;
  lon: number;
  cantidad: number;
  total: number;
}

/**
 * The estimate CHECKOUT asks for the cart's address: with the server's quoted subtotal and quantity (the figures
 * sendorder prices the shipping with), so an option's price is never one the server would not charge. Null without
 * a delivery type, an address with coordinates, a branch or a quote.
 */
export function checkoutEstimateRequest(input: {
  consumeType: ConsumeType | null;
  address: CartAddress | null;
  branchId: string | null;
  quote: { subtotal: number; quantity?: number } | null;
  cartQuantity: number;
}): CheckoutEstimateRequest | null {
  const { address, quote } = input;
  if (!isDeliveryType(input.consumeType) || !address || !input.branchId || !quote) return null;
  const lat = Number(address.addressData?.lat);
  const lon = Number(address.addressData?.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const quantity = typeof quote.quantity === 'number' ? quote.quantity : input.cartQuantity;
  return {
    idLocal: input.branchId,
    lat,
    lon,
    cantidad: Math.max(1, Math.round(Number.isFinite(quantity) ? quantity : 1)),
    total: Math.max(0, quote.subtotal),
  };
}

const sameId = (a: DeliveryOption | null | undefined, b: EstimatedOption) =>
  a?.id !== null && a?.id !== undefined && String(a.id) === String(b.id);

/**
 * The option the cart keeps after an estimate: the estimate's own copy of the chosen option (its current price),
 * or, when the chosen one is no longer offered, the estimate's first (the server lists the cheapest first, the same
 * reading as the address screens); the cart's option as it is when the estimate offered nothing.
 */
export function keptDeliveryOption(
  current: DeliveryOption | null,
  options: readonly EstimatedOption[],
): DeliveryOption | null {
  if (options.length === 0) return current;
  const same = options.find((o) => sameId(current, o)) ?? options[0];
  const next = { id: same.id, tipo: same.tipo, costoEnvio: same.costoEnvio };
  return current && sameDeliveryOption(current, next) ? current : next;
}

export const sameDeliveryOption = (a: DeliveryOption | null, b: DeliveryOption | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    String(a.id) === String(b.id) &&
    a.tipo === b.tipo &&
    (a.costoEnvio ?? 0) === (b.costoEnvio ?? 0));

/** One delivery option as CHECKOUT shows it: 'Moto: $ 1.800', or only 'Moto' while shipping is free. */
export interface DeliveryChoice {
  id: string;
  tipo: string;
  /** The courier's cost ('Costo de envío' for this option); null while shipping is free (nothing to pay for it). */
  amount: number | null;
  selected: boolean;
}

/**
 * The options CHECKOUT shows (§2 "a delivery option", §9 "Delivery charges"): the estimate's options, the cart's
 * one selected; without an estimate, the cart's option alone. While the subtotal reaches minimoGratis (the banner's
 * '¡Felicitaciones! Tienes envío gratis en tu pedido') no option carries a price; an option the server priced at 0
 * carries none either.
 */
export function deliveryChoices(input: {
  consumeType: ConsumeType | null;
  options: readonly EstimatedOption[];
  current: DeliveryOption | null;
  subtotal: number;
  conditions: DeliveryConditions;
}): DeliveryChoice[] {
  if (!isDeliveryType(input.consumeType)) return [];
  const free = isFreeShipping(input.subtotal, input.conditions);
  const priced = (cost: number | null | undefined) => (free || !cost || cost <= 0 ? null : cost);
  const { current } = input;
  if (input.options.length === 0) {
    if (!current || current.id === null || current.id === undefined) return [];
    return [
      {
        id: String(current.id),
        tipo: current.tipo ?? '',
        amount: priced(current.costoEnvio),
        selected: true,
      },
    ];
  }
  return input.options.map((o) => ({
    id: String(o.id),
    tipo: o.tipo,
    amount: priced(o.costoEnvio),
    selected: sameId(current, o),
  }));
}
