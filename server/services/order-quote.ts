import { deliveryCharges } from '@/machines/rules/delivery-charges';
import { formatCurrency } from '@/machines/rules/format';
import { type ConsumeType, pointsUse } from '@/machines/rules/points-use';
import { resolvePrice } from '@/machines/rules/price-resolution';
import { lineTotal, roundMoney } from '@/machines/rules/pricing';
import type { Queryable } from '../db/db';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { BrandRow } from './brands';
import { loadProductsForPricing } from './catalogue-pricing';
import { estimateDelivery } from './delivery';
import type { OrderType } from './kitchen';
import type { StoredLine } from './orders';
import { availablePoints } from './points';
import type { UserRow } from './users';

/** A line of the payload as validated by the route (only what pricing reads). */
export interface PayloadLineIn {
  sku: string;
  quantity: number;
  comments?: string;
  orderProductId?: string;
  upsellingId?: string;
  customization?: { sku: string; quantity?: number; categoryId?: string }[];
}

export interface QuoteInput {
  brand: BrandRow;
  user: UserRow;
  branchId: string;
  type: OrderType;
  lines: PayloadLineIn[];
  deliveryAddressId?: string;
  shippingTypeId?: string;
  /** A read-only quote (POST /pedido/quote): without a delivery address the shipping is left at 0, not refused. */
  shippingOptional?: boolean;
  /**
   * A read-only quote for CHECKOUT (POST /pedido/quote?unavailable=mark): a product that no longer exists or is
   * no longer offered at the branch is listed in `unavailable` and left out of the figures, instead of refusing
   * the whole quote, so the app can mark the line (sendorder always refuses it).
   */
  markUnavailable?: boolean;
}

/** A payload line whose product was withdrawn (inactive, not offered at the branch, or gone). */
export interface UnavailableLine {
  sku: string;
  orderProductId: string | null;
  upsellingId: string | null;
  /** The product's name when the catalogue still knows it. */
  name: string | null;
}

export interface Quote {
  lines: StoredLine[];
  subtotal: number;
  quantity: number;
  /** The courier's cost (0 when free). */
  costoEnvio: number;
  descuentoEnvio: number;
  /** What the diner pays for shipping: costoEnvio − descuentoEnvio. */
  shipping: number;
  /** Lines left out because their product was withdrawn (only with `markUnavailable`; else always empty). */
  unavailable: UnavailableLine[];
}

const conflict = (message: string) => new ApiError(409, message);

/**
 * Prices a payload from the catalogue: product prices resolved per consume type / b2b price category,
 * option prices, required groups and limits, upsell lines, and for delivery the courier estimate and
 * the brand's delivery conditions. The client's prices are ignored.
 */
export async function quoteOrder(db: Queryable, input: QuoteInput): Promise<Quote> {
  const { brand, user } = input;
  const skus = [...new Set(input.lines.map((l) => l.sku))];
  const products = await loadProductsForPricing(db, brand.id, input.branchId, skus);
  const ctx = {
    businessType: brand.business_type,
    priceCategory: user.price_category,
    consumeType: input.type,
  };
  const lines: StoredLine[] = [];
  let subtotalCents = 0;
  let quantity = 0;
  const unavailable: UnavailableLine[] = [];
  for (const line of input.lines) {
    const product = products.get(line.sku);
    const withdrawn = !product?.active || !product.available;
    if (withdrawn && input.markUnavailable) {
      unavailable.push({
        sku: line.sku,
        orderProductId: line.orderProductId ?? null,
        upsellingId: line.upsellingId ?? null,
        name: product?.name ?? null,
      });
      continue;
    }
    if (!product) throw notFound(`El producto ${line.sku} no existe`);
    if (!product.active || !product.available) {
      throw conflict(`El producto ${product.name} no está disponible en este local`);
    }
    const ingredients: StoredLine['customization'] = [];
    const aditionals: StoredLine['customization'] = [];
    const perGroup = new Map<string, number>();
    for (const item of line.customization ?? []) {
      const option =
        product.options.find(
          (o) => o.sku === item.sku && (!item.categoryId || o.groupId === item.categoryId),
        ) ?? product.options.find((o) => o.sku === item.sku);
      if (!option) throw badRequest(`La opción ${item.sku} no pertenece a ${product.name}`);
      if (!option.active) throw conflict(`La opción ${option.name} de ${product.name} no está disponible`);
      const qty = item.quantity ?? 1;
      const stored = {
        sku: option.sku,
        name: option.name,
        quantity: qty,
        price: Number(option.price),
        categoryId: option.groupId,
      };
      if (option.groupId) {
        ingredients.push(stored);
        perGroup.set(option.groupId, (perGroup.get(option.groupId) ?? 0) + (qty || 1));
      } else aditionals.push(stored);
    }
    const groups = new Map(product.options.filter((o) => o.groupId).map((o) => [o.groupId as string, o]));
    // Cross-sell and upsell items arrive without customization (§3 "Cross-sell item"); a line that
    // chose options must complete every required group.
    if (!line.upsellingId && (line.customization?.length ?? 0) > 0) {
      for (const [groupId, g] of groups) {
        const count = perGroup.get(groupId) ?? 0;
        if (count < g.minQty)
          throw badRequest(`Elegí las opciones requeridas de ${g.groupName} en ${product.name}`);
      }
    }
    for (const [groupId, count] of perGroup) {
      const g = groups.get(groupId);
      if (g && count > g.maxQty) {
        throw badRequest(`No puedes agregar más de ${g.maxQty} unidades en esta categoría.`);
      }
    }
    const price = resolvePrice(product.price, ctx);
    const total = lineTotal({ price, quantity: line.quantity, customization: { ingredients, aditionals } });
    subtotalCents += Math.round(total * 100);
    quantity += line.quantity;
    lines.push({
      _id: product.id,
      sku: product.sku,
      name: product.name,
      imageShow: product.image ?? '',
      price,
      quantity: line.quantity,
      comments: line.comments ?? '',
      orderProductId: line.orderProductId ?? null,
      upsellingId: line.upsellingId ?? null,
      customization: [...ingredients, ...aditionals],
      total,
    });
  }
  const subtotal = subtotalCents / 100;
  const quote: Quote = {
    lines,
    subtotal,
    quantity,
    costoEnvio: 0,
    descuentoEnvio: 0,
    shipping: 0,
    unavailable,
  };
  if (input.type !== 'delivery' && input.type !== 'delivery_propio') return quote;
  if (input.shippingOptional && !input.deliveryAddressId) return quote;
  return { ...quote, ...(await quoteShipping(db, input, subtotal, quantity)) };
}

async function quoteShipping(db: Queryable, input: QuoteInput, subtotal: number, cantidad: number) {
  const conditions = {
    porcentajeMarca: Number(input.brand.porcentaje_marca),
    porcentajeUsuario: Number(input.brand.porcentaje_usuario),
    minimoGratis: Number(input.brand.minimo_gratis),
    minimoCompra: Number(input.brand.minimo_compra),
  };
  if (!input.deliveryAddressId) throw badRequest('Debe seleccionar una dirección de entrega');
  if (!input.shippingTypeId) throw badRequest('Debe seleccionar una opción de entrega');
  const { rows } = await db.query<{ lat: string; lon: string; user_id: string; id_marca: string }>(
    'SELECT lat, lon, user_id, id_marca FROM delivery_addresses WHERE id = $1',
    [input.deliveryAddressId],
  );
  const address = rows[0];
  if (!address || address.user_id !== input.user.id || address.id_marca !== input.brand.id) {
    throw notFound('Dirección de entrega no encontrada');
  }
  const charges0 = deliveryCharges(subtotal, 0, conditions);
  // A read-only quote still prices a cart below the minimum (CHECKOUT shows its totals beside the minimum's
  // message and banner); only sendorder refuses it.
  if (!charges0.cumpleMinimoCompra && !input.shippingOptional) {
    throw badRequest(
      `No cumple con el mínimo de compra para delivery (faltan ${formatCurrency(charges0.faltaMinimoCompra)})`,
    );
  }
  const estimate = await estimateDelivery(db, {
    idLocal: input.branchId,
    lat: Number(address.lat),
    lon: Number(address.lon),
    cantidad,
    total: subtotal,
  });
  const option = estimate.estimaciones.find((e) => String(e.id) === String(input.shippingTypeId));
  if (!option) throw badRequest('La opción de entrega elegida no está disponible para esta dirección');
  const charges = deliveryCharges(subtotal, option.costoOriginal ?? option.costoEnvio, conditions);
  return {
    costoEnvio: charges.costoEnvio,
    descuentoEnvio: charges.descuentoEnvio,
    shipping: roundMoney(charges.costoEnvio - charges.descuentoEnvio),
  };
}

/** The points use and the amount to pay of a quote (ordering.md §9 "Payments and points use"). */
export interface QuotePayment {
  pointsToUse: number;
  /** subtotal + shipping − pointsToUse: the payload's `total` sendorder accepts. */
  totalToPay: number;
}

/** The order type as §9's points rule names it ('mesa' is 'local'). */
export const consumeTypeOf = (type: OrderType): ConsumeType => (type === 'mesa' ? 'local' : type);

/**
 * What sendorder will expect for this quote: the §9 points use over the quoted subtotal and shipping with the
 * user's balance as the send reads it (a registered user's available points; a guest has none), the same
 * `pointsUse` submitOrder applies. Read outside the send's transaction, so a balance that changes before the send
 * makes sendorder answer its mismatch message.
 */
export async function quotePayment(
  db: Queryable,
  user: UserRow,
  type: OrderType,
  quote: Pick<Quote, 'subtotal' | 'shipping'>,
): Promise<QuotePayment> {
  const balance = user.type_user === 'registered' ? await availablePoints(db, user.id) : 0;
  const use = pointsUse({
    consumeType: consumeTypeOf(type),
    subtotal: quote.subtotal,
    shipping: quote.shipping,
    availablePoints: balance,
  });
  return { pointsToUse: use.pointsToUse, totalToPay: use.totalToPay };
}
