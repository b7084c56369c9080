/**
 * The order creation / update payload (ordering.md §3 "Order creation / update payload") built from
 * the cart. The server validates it with the schema in order-payload-schema.ts, whose types this file
 * uses. Pure: no imports from server/ or src/.
 */

import type { SendOrderPayload } from './order-payload-schema';

export type CartConsumeType = 'local' | 'takeaway' | 'delivery' | 'delivery_propio';

export interface PayloadCustomizationItem {
  sku?: string;
  name?: string;
  price?: unknown;
  quantity?: unknown;
  minLimit?: number;
  category?: { id?: string; name?: string; maxQty?: number } | null;
  [key: string]: unknown;
}

export interface CartLineInput {
  _id?: string;
  name?: string;
  sku?: string;
  price?: unknown;
  quantity?: number;
  orderProductId?: string;
  upsellingId?: string;
  comments?: string;
  customization?: {
    id?: string;
    ingredients?: Record<string, PayloadCustomizationItem> | PayloadCustomizationItem[] | null;
    aditionals?: Record<string, PayloadCustomizationItem> | PayloadCustomizationItem[] | null;
  } | null;
  upselling?: CartLineInput[] | null;
  crossSelling?: boolean;
  [key: string]: unknown;
}

export interface CartInput {
  draftOrderId?: string;
  products: CartLineInput[];
  observations?: string;
  consumeType?: CartConsumeType | null;
  table?: string | number | null;
  tableId?: string | number | null;
  pickUpTime?: string | null;
  address?: { deliveryAddressId?: string | null } | null;
  deliveryOption?: { id?: string | number | null; tipo?: string; costoEnvio?: number | null } | null;
  crossSelling?: boolean;
}

export interface PayloadContext {
  idCliente: string;
  idLocal: string;
  storeId: string;
  idMarca: string;
  /** The amount to pay (after shipping and points), sent as an integer. */
  total: number;
  /** The page origin. */
  domain: string;
  orderChangeState: 'new' | 'update';
}

/** A line as it travels in orderPayment: customization is a flat array, no upselling/crossSelling. */
export type PayloadLine = Omit<CartLineInput, 'customization' | 'upselling' | 'crossSelling'> & {
  customization: PayloadCustomizationItem[];
};

/**
 * The payload as built: the fields and types of the server's schema (`SendOrderPayload`, the one spelling in
 * order-payload-schema.ts), with the lines as the cart flattens them and the consume type optional (a cart
 * without one builds a payload the server refuses with 'Debe seleccionar un tipo de consumo').
 */
export type OrderPayload = Omit<SendOrderPayload, 'orderPayment' | 'type' | 'total' | 'orderChangeState'> & {
  orderPayment: PayloadLine[];
  type?: SendOrderPayload['type'];
  total: number;
  orderChangeState: 'new' | 'update';
};

const values = <T>(group: Record<string, T> | T[] | null | undefined): T[] =>
  !group ? [] : Array.isArray(group) ? group : Object.values(group);

/** The customisation maps' values (ingredients first, then aditionals) as one array. */
export function flattenCustomization(
  customization: CartLineInput['customization'],
): PayloadCustomizationItem[] {
  return [...values(customization?.ingredients), ...values(customization?.aditionals)];
}

function toPayloadLine(line: CartLineInput): PayloadLine {
  const { upselling: _u, crossSelling: _c, customization, ...rest } = line;
  return { ...rest, customization: flattenCustomization(customization) };
}

/** orderPayment: each line flattened, its upselling items appended after it as separate lines. */
export function buildOrderPayment(products: CartLineInput[]): PayloadLine[] {
  const out: PayloadLine[] = [];
  for (const line of products) {
    out.push(toPayloadLine(line));
    for (const up of line.upselling ?? []) out.push(toPayloadLine(up));
  }
  return out;
}

const toInt = (value: string | number | null | undefined): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number.parseInt(String(value), 10);
  return Number.isFinite(n) ? n : undefined;
};

/** Drops keys whose value is empty or falsy ('', 0, false, null, undefined, [] and {}). */
export function withoutEmpty<T extends object>(payload: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(payload) as [keyof T, unknown][]) {
    if (!value) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0)
      continue;
    out[key] = value as T[keyof T];
  }
  return out;
}

/**
 * Builds the payload. Create ('new'): every field, then empty/falsy keys removed. Update: comments,
 * costoEnvio and domain omitted (the open table order keeps its own).
 */
export function buildOrderPayload(cart: CartInput, ctx: PayloadContext): OrderPayload {
  const full: OrderPayload = {
    idCliente: ctx.idCliente,
    idLocal: ctx.idLocal,
    storeId: ctx.storeId,
    idMarca: ctx.idMarca,
    draftOrderId: cart.draftOrderId,
    total: Math.round(ctx.total),
    orderPayment: buildOrderPayment(cart.products),
    type: cart.consumeType === 'local' ? 'mesa' : (cart.consumeType ?? undefined),
    mesa: toInt(cart.table),
    mesaId: toInt(cart.tableId),
    comments: cart.observations,
    horaRetiro: cart.pickUpTime ?? undefined,
    recomendedProduct: cart.crossSelling ?? false,
    deliveryAddressId: cart.address?.deliveryAddressId ?? undefined,
    shipping_type_id: cart.deliveryOption?.id ?? undefined,
    costoEnvio: cart.deliveryOption?.costoEnvio ?? undefined,
    domain: ctx.domain,
    orderChangeState: ctx.orderChangeState,
  };
  if (ctx.orderChangeState === 'update') {
    const { comments: _c, costoEnvio: _e, domain: _d, ...update } = full;
    return update;
  }
  // total 0 (all paid with points) is dropped too; the server reads a missing total as 0.
  return withoutEmpty(full) as OrderPayload;
}
