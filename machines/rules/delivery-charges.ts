/**
 * Delivery charges (ordering.md §9 "Delivery charges") and the courier price table used by the
 * delivery estimate. Shared by the app and the server; pure.
 */

export interface DeliveryConditions {
  porcentajeMarca?: number | null;
  porcentajeUsuario?: number | null;
  minimoGratis?: number | null;
  minimoCompra?: number | null;
}

const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
/** Rounded to 2 decimals without float drift (e.g. 1.005 → 1.01). */
export const round2 = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;

/** Free shipping when the order total reaches minimoGratis; 0 (the default) means no threshold. */
export function isFreeShipping(total: number, c: DeliveryConditions): boolean {
  const min = num(c.minimoGratis);
  return min > 0 && total >= min;
}

/** Shipping discount = costoEnvio × porcentajeMarca / 100, rounded to 2 decimals. */
export function shippingDiscount(costoEnvio: number, c: DeliveryConditions): number {
  return round2((num(costoEnvio) * num(c.porcentajeMarca)) / 100);
}

/** The minimum purchase for delivery (minimoCompra; 0 means none). */
export function meetsMinimumPurchase(total: number, c: DeliveryConditions): boolean {
  return total >= num(c.minimoCompra);
}

export interface DeliveryChargeSummary {
  envioGratis: boolean;
  /** The shipping cost charged: 0 when free, else the courier's cost. */
  costoEnvio: number;
  /** costoEnvio × porcentajeMarca / 100 (0 when free). */
  descuentoEnvio: number;
  cumpleMinimoCompra: boolean;
  /** Amount missing to reach minimoCompra (0 when met). */
  faltaMinimoCompra: number;
  /** Amount missing for free shipping (0 when free or no threshold). */
  faltaEnvioGratis: number;
}

export function deliveryCharges(
  total: number,
  costoEnvio: number,
  c: DeliveryConditions,
): DeliveryChargeSummary {
  const envioGratis = isFreeShipping(total, c);
  const cost = envioGratis ? 0 : num(costoEnvio);
  const minimoGratis = num(c.minimoGratis);
  return {
    envioGratis,
    costoEnvio: cost,
    descuentoEnvio: shippingDiscount(cost, c),
    cumpleMinimoCompra: meetsMinimumPurchase(total, c),
    faltaMinimoCompra: round2(Math.max(0, num(c.minimoCompra) - total)),
    faltaEnvioGratis: minimoGratis > 0 ? round2(Math.max(0, minimoGratis - total)) : 0,
  };
}

// Courier table ----------------------------------------------------------------------------------

/** Beyond this distance (km) no courier delivers. */
export const MAX_DELIVERY_KM = 8;
/** A motorbike box carries at most this many items; larger orders go by car. */
export const MOTO_MAX_ITEMS = 15;

/** Distance bands (upper bound in km, inclusive) and the cost of each courier, in pesos. */
export const COURIER_BANDS: ReadonlyArray<{ upToKm: number; moto: number; auto: number }> = [
  { upToKm: 2, moto: 1800, auto: 2600 },
  { upToKm: 4, moto: 2400, auto: 3300 },
  { upToKm: 6, moto: 3000, auto: 4000 },
  { upToKm: 8, moto: 3600, auto: 4800 },
];

export interface CourierOption {
  id: string;
  tipo: string;
  costoEnvio: number;
}

export interface CourierQuoteInput {
  distanceKm: number;
  /** Number of items in the order. */
  cantidad: number;
  /** The branch's radius (km); defaults to MAX_DELIVERY_KM and never exceeds it. */
  radiusKm?: number;
  /** A branch with its own delivery instead of couriers: one option with this name. */
  ownDeliveryName?: string | null;
}

/**
 * The courier options for a distance: 'Moto' (up to MOTO_MAX_ITEMS items) and 'Auto', priced by
 * band; a branch's own delivery is one option priced like the motorbike. Null when out of range.
 */
export function courierQuote(input: CourierQuoteInput): CourierOption[] | null {
  const radius = Math.min(input.radiusKm ?? MAX_DELIVERY_KM, MAX_DELIVERY_KM);
  if (!Number.isFinite(input.distanceKm) || input.distanceKm < 0 || input.distanceKm > radius) return null;
  const band = COURIER_BANDS.find((b) => input.distanceKm <= b.upToKm);
  if (!band) return null;
  if (input.ownDeliveryName) return [{ id: 'propio', tipo: input.ownDeliveryName, costoEnvio: band.moto }];
  const options: CourierOption[] = [];
  // i18n-exempt: wire values of `tipo` (ordering.md), translated where a view shows them
  if (input.cantidad <= MOTO_MAX_ITEMS) options.push({ id: 'moto', tipo: 'Moto', costoEnvio: band.moto });
  // i18n-exempt: wire value of `tipo`
  options.push({ id: 'auto', tipo: 'Auto', costoEnvio: band.auto });
  return options;
}
