import { courierQuote, deliveryCharges, MAX_DELIVERY_KM } from '@/machines/rules/delivery-charges';
import { distanceKm } from '@/machines/rules/format';
import type { Queryable } from '../db/db';
import { badRequest, notFound } from '../http/errors';
import { branchMessages, findBranchById } from './branches';
import { findBrandById } from './brands';

export interface EstimateInput {
  idLocal: string;
  lat: number;
  lon: number;
  /** Items in the order. */
  cantidad: number;
  /** Order subtotal (pesos), for free shipping and the minimum purchase. */
  total: number;
}

export interface Estimacion {
  id: string;
  tipo: string;
  /** What the diner pays for shipping: 0 when free, else the courier's price. */
  costoEnvio: number;
  /** The courier's price before free shipping. */
  costoOriginal: number;
  /** costoEnvio × porcentajeMarca / 100. */
  descuentoEnvio: number;
  tiempoEstimado: string;
}

export const deliveryMessages = {
  noDelivery: 'Este local no realiza envíos',
  outOfRange: (name: string, km: number, max: number) =>
    `La dirección está a ${km.toFixed(1).replace('.', ',')} km de ${name}: fuera del área de entrega (máximo ${max} km)`,
} as const;

/** Minutes range by distance, a little more by car. */
function eta(km: number, id: string): string {
  const base = 20 + Math.ceil(km) * 4 + (id === 'auto' ? 5 : 0);
  return `${base}-${base + 15} min`;
}

/**
 * Courier options for delivering an order from a branch to a point (ordering.md §7 delivery
 * estimate), priced by distance band (machines/rules/delivery-charges.ts) with the brand's delivery
 * conditions applied. A branch with its own delivery (delivery_propio) answers one option named
 * after it. Out of range or no delivery → ApiError 400; unknown branch → 404.
 */
export async function estimateDelivery(db: Queryable, input: EstimateInput) {
  const branch = await findBranchById(db, input.idLocal);
  if (!branch) throw notFound(branchMessages.notFound);
  const own = !branch.delivery_system && branch.delivery_propio_activo;
  if (!branch.delivery_system && !own) throw badRequest(deliveryMessages.noDelivery);
  const brand = await findBrandById(db, branch.id_marca);
  if (!brand) throw notFound(branchMessages.notFound);
  const km = distanceKm(
    { latitude: Number(branch.latitude), longitude: Number(branch.longitude) },
    { latitude: input.lat, longitude: input.lon },
  );
  const radius = Math.min(Number(branch.delivery_radius_km), MAX_DELIVERY_KM);
  const options = courierQuote({
    distanceKm: km,
    cantidad: input.cantidad,
    radiusKm: radius,
    ownDeliveryName: own ? branch.delivery_propio_name || 'Envío propio' : null,
  });
  if (!options) throw badRequest(deliveryMessages.outOfRange(branch.name, km, radius));
  const conditions = {
    porcentajeMarca: Number(brand.porcentaje_marca),
    porcentajeUsuario: Number(brand.porcentaje_usuario),
    minimoGratis: Number(brand.minimo_gratis),
    minimoCompra: Number(brand.minimo_compra),
  };
  const estimaciones: Estimacion[] = options.map((o) => {
    const charges = deliveryCharges(input.total, o.costoEnvio, conditions);
    return {
      id: o.id,
      tipo: o.tipo,
      costoEnvio: charges.costoEnvio,
      costoOriginal: o.costoEnvio,
      descuentoEnvio: charges.descuentoEnvio,
      tiempoEstimado: eta(km, o.id),
    };
  });
  const summary = deliveryCharges(input.total, 0, conditions);
  return {
    estimaciones,
    distanciaKm: Math.round(km * 100) / 100,
    radioKm: radius,
    envioGratis: summary.envioGratis,
    cumpleMinimoCompra: summary.cumpleMinimoCompra,
    faltaMinimoCompra: summary.faltaMinimoCompra,
    faltaEnvioGratis: summary.faltaEnvioGratis,
    deliveryCondiciones: { _id: brand.delivery_conditions_id, ...conditions },
  };
}
