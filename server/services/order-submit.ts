import { formatCurrency } from '@/machines/rules/format';
import type { OrderFields } from '@/machines/rules/order-payload-schema';
import { needsOnlinePayment, paymentMethods } from '@/machines/rules/points-use';
import { roundMoney } from '@/machines/rules/pricing';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';
import { newId } from '../security/crypto';
import type { BrandRow } from './brands';
import type { OrderType } from './kitchen';
import { consumeTypeOf, type Quote, quotePayment } from './order-quote';
import { findOpenTableOrder, findOrderByDraft, type OrderRow, type StoredLine } from './orders';
import { cashbackFor, debitPointsForOrder, newOrderLedgerRows, syncPendingCashback } from './points-ledger';
import type { UserRow } from './users';

export interface BranchInfo {
  id: string;
  store_id: string;
  name: string;
  address: string;
  percentage_points: string | number;
}

export interface SubmitInput {
  brand: BrandRow;
  user: UserRow;
  branch: BranchInfo;
  type: OrderType;
  draftOrderId: string;
  /** The payload's total (the amount to pay); a missing total is 0. */
  total: number;
  quote: Quote;
  /** The app origin (a brand domain) the checkout returns to. */
  appOrigin: string;
  provider: PaymentProvider;
  /** The payload's own fields, as validated (machines/rules/order-payload-schema.ts). */
  fields: OrderFields;
  /** An explicit open table order to merge into (PUT /pedido/updateOrder/{id}). */
  mergeInto?: string;
  /** Send with orderChangeState 'update', or any table order: merge into the open table order. */
  preferMerge: boolean;
}

export interface SubmitResult {
  order: OrderRow;
  preferenceId: string | null;
  checkoutUrl: string | null;
  /** A repeat of an already processed draftOrderId. */
  duplicate: boolean;
  merged: boolean;
}

/** Lines merged PUT-like: an incoming line with an existing orderProductId replaces it; others are appended. */
export function mergeLines(existing: StoredLine[], incoming: StoredLine[]): StoredLine[] {
  const out = [...existing];
  for (const line of incoming) {
    const i = line.orderProductId ? out.findIndex((l) => l.orderProductId === line.orderProductId) : -1;
    if (i >= 0) out[i] = line;
    else out.push(line);
  }
  return out;
}

function mismatch(expected: number, detail: Record<string, number>): ApiError {
  const message = `El total del pedido no coincide con los precios actuales. El total a pagar es ${formatCurrency(expected)}: revisá tu orden e intentá nuevamente.`;
  return new ApiError(409, message, {
    expectedTotal: expected,
    data: { message, expectedTotal: expected, ...detail },
  });
}

const paid = (r: SubmitResult['order']) => (r.payment_status === 'pending' ? r.preference_id : null);

/** The answer to a repeat of an already processed draft: its order, and its pending payment. */
function repeatOf(order: OrderRow, input: SubmitInput): SubmitResult {
  const preferenceId = paid(order);
  const checkoutUrl =
    preferenceId && input.provider.name === 'sandbox'
      ? `${input.provider.checkoutOrigin}/checkout?preference=${preferenceId}`
      : null;
  return { order, preferenceId, checkoutUrl, duplicate: true, merged: false };
}

async function existingResult(db: Queryable, input: SubmitInput): Promise<SubmitResult | null> {
  const order = await findOrderByDraft(db, input.brand.id, input.user.id, input.draftOrderId);
  return order ? repeatOf(order, input) : null;
}

/**
 * The send's first statement, one round trip: locks the client's users row (FOR UPDATE, held until
 * the transaction ends), looks the draft up (findOrderByDraft's lookup), and when `takeNumber` and the
 * draft is new, takes the brand's next order number (the counter row stays locked until the end too,
 * so a number given back below leaves no gap). The lock comes first: the lookup and the counter read
 * from it, so the order of locks is always user, then counter. The lookup reads the statement's
 * snapshot, taken before any wait for the lock: a duplicate that committed during that wait is not
 * seen here; its insert then meets the unique index (ON CONFLICT DO NOTHING), gives the number back
 * and reads the first order, so the answer is the same. What must see the other transaction's
 * commit (the points balance) is a statement of its own after this one.
 */
async function lockAndFindDraft(
  tx: Queryable,
  input: SubmitInput,
  takeNumber: boolean,
): Promise<{ order: OrderRow | null; orderNumber: number | null }> {
  const counter = takeNumber
    ? `, n AS (INSERT INTO order_counters (id_marca, last_number) SELECT $1, 1001 FROM found WHERE found.id IS NULL
         ON CONFLICT (id_marca) DO UPDATE SET last_number = order_counters.last_number + 1 RETURNING last_number)`
    : '';
  const { rows } = await tx.query<OrderRow & { next_order_number: number | null }>(
    `WITH me AS MATERIALIZED (SELECT id FROM users WHERE id = $2 FOR UPDATE),
     found AS MATERIALIZED (SELECT coalesce(
       (SELECT id FROM orders WHERE id_marca = $1 AND id_cliente = $2 AND draft_order_id = $3),
       (SELECT order_id FROM order_updates WHERE id_marca = $1 AND id_cliente = $2 AND draft_order_id = $3 LIMIT 1)
     ) AS id FROM me)${counter}
     SELECT ${takeNumber ? '(SELECT last_number FROM n)' : 'NULL::integer'} AS next_order_number, o.*
     FROM found LEFT JOIN orders o ON o.id = found.id`,
    [input.brand.id, input.user.id, input.draftOrderId],
  );
  const row = rows[0];
  if (!row) return { order: null, orderNumber: null };
  const { next_order_number, ...order } = row;
  return { order: order.id ? (order as OrderRow) : null, orderNumber: next_order_number ?? null };
}

/**
 * Sends (or merges) an order exactly once per (brand, client, draftOrderId). Runs in one transaction
 * holding the user's row lock, so concurrent duplicates wait for the first one to commit, and two
 * different orders cannot spend the same points (the balance is read after the lock). A duplicate
 * that waited meets the first one's order at the unique index (INSERT … ON CONFLICT DO NOTHING),
 * gives its order number back and answers the first one's order, like a later repeat does.
 */
export async function submitOrder(db: Db, input: SubmitInput): Promise<SubmitResult> {
  // No pre-check outside the transaction: the check under the lock below answers repeats too, and a
  // new order (the common case) saves a round trip.
  // A table order may merge into the open one and take no number; any other send takes it at once.
  const mayMerge = input.type === 'mesa' && (input.preferMerge || !!input.mergeInto);
  return db.transaction(async (tx) => {
    const first = await lockAndFindDraft(tx, input, !mayMerge);
    if (first.order && first.order.payment_status !== 'rejected') return repeatOf(first.order, input);
    // The draft's order was cancelled by a rejected card payment (RECHAZADO, points returned, never in the
    // kitchen): sending the same cart again is the diner paying again, so the rejected order lets go of the
    // draft (it stays in the history) and the send makes a new order with a new payment. Answering the
    // rejected order as a repeat would be taken for a success by the app (no preferenceId).
    if (first.order) {
      await tx.query('UPDATE orders SET draft_order_id = NULL WHERE id = $1', [first.order.id]);
    }
    const { quote } = input;
    // The balance read under the user's lock, by the same rule the read-only quote answers with.
    const use = await quotePayment(tx, input.user, input.type, quote);
    const expected = Math.round(use.totalToPay);
    if (Math.round(input.total) !== expected) {
      throw mismatch(expected, {
        subtotal: quote.subtotal,
        costoEnvio: quote.costoEnvio,
        descuentoEnvio: quote.descuentoEnvio,
        pointsToUse: use.pointsToUse,
        totalToPay: use.totalToPay,
      });
    }
    if (mayMerge) {
      const open = await findOpenTableOrder(
        tx,
        {
          idCliente: input.user.id,
          idLocal: input.branch.id,
          mesa: input.fields.mesa,
          orderId: input.mergeInto,
        },
        true,
      );
      if (open) return mergeTableOrder(tx, input, open, use.pointsToUse);
      if (input.mergeInto) throw new ApiError(409, 'Esta orden ya no admite cambios');
    }
    return createOrder(tx, input, use, first.orderNumber);
  });
}

async function takeOrderNumber(tx: Queryable, brandId: string): Promise<number> {
  const counter = await tx.query<{ last_number: number }>(
    `INSERT INTO order_counters (id_marca, last_number) VALUES ($1, 1001)
     ON CONFLICT (id_marca) DO UPDATE SET last_number = order_counters.last_number + 1 RETURNING last_number`,
    [brandId],
  );
  return counter.rows[0].last_number;
}

const labelsOf = (brand: BrandRow) => ({
  providerName: brand.payment_provider_name,
  businessType: brand.business_type,
});

async function createOrder(
  tx: Queryable,
  input: SubmitInput,
  use: { pointsToUse: number; totalToPay: number },
  /** The number lockAndFindDraft took, if it took one. */
  taken: number | null,
): Promise<SubmitResult> {
  const { brand, user, branch, quote, fields } = input;
  const consumeType = consumeTypeOf(input.type);
  const online = needsOnlinePayment(consumeType, use.totalToPay);
  const pct = Number(branch.percentage_points ?? brand.percentage_points ?? 10);
  const isGuest = user.type_user !== 'registered';
  const totalInvoiced = roundMoney(quote.subtotal + quote.shipping);
  const id = newId();
  // The human number first (usually taken by the first statement), so the order, its payment and its
  // points movements go in one statement. This transaction holds the user's row lock and found no order
  // for this draft; if the insert still loses to the unique index (a duplicate that committed while
  // this one waited for the lock), the number is given back below (this transaction holds the counter
  // row), so duplicates leave no gaps.
  const idOrder = taken ?? (await takeOrderNumber(tx, brand.id));
  const preference = online
    ? await input.provider.createPreference({
        orderId: id,
        idOrder,
        idMarca: brand.id,
        amount: use.totalToPay,
        title: `${brand.app_name} — Pedido #${idOrder}`,
        appOrigin: input.appOrigin,
        payerEmail: user.email,
      })
    : null;
  const winPoints = isGuest ? 0 : cashbackFor(use.totalToPay, pct);
  const params: unknown[] = [
    id,
    brand.id,
    user.id,
    branch.id,
    branch.store_id,
    input.draftOrderId,
    input.type,
    online ? 'pending' : 'not_required',
    online ? input.provider.name : null,
    JSON.stringify(quote.lines),
    quote.subtotal,
    quote.costoEnvio,
    quote.descuentoEnvio,
    totalInvoiced,
    use.pointsToUse,
    use.totalToPay,
    pct,
    winPoints,
    paymentMethods(consumeType, use, labelsOf(brand)),
    fields.mesa ?? null,
    fields.mesaId ?? null,
    fields.comments ?? null,
    fields.horaRetiro ?? null,
    fields.recomendedProduct ?? false,
    fields.deliveryAddressId ?? null,
    fields.shipping_type_id ?? null,
    input.type === 'delivery' ? `${input.appOrigin}/api/pedido/tracking/${id}` : null,
    input.appOrigin,
    branch.name,
    branch.address,
    idOrder,
    preference?.preferenceId ?? null,
  ];
  const p = (value: unknown, type: 'text' | 'numeric') => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  let sql = `WITH o AS (
    INSERT INTO orders (id, id_marca, id_cliente, id_local, store_id, draft_order_id, type, payment_status,
       payment_provider, order_payment, subtotal, costo_envio, descuento_envio, total_invoiced, points_to_use,
       total, points_percentage, win_points, metodo_de_pago, mesa, mesa_id, comments, hora_retiro,
       recomended_product, delivery_address_id, shipping_type_id, tracking_url, domain, local_name, local_address,
       id_order, preference_id)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32)
     ON CONFLICT (id_marca, id_cliente, draft_order_id) DO NOTHING RETURNING *)`;
  if (preference) {
    // What createOrderPreference stores, for the order inserted above (nothing when it was not).
    sql += `, pay AS (
      INSERT INTO payments (id, preference_id, order_id, id_marca, provider, status, amount, app_origin)
      SELECT ${p(newId(), 'text')}, o.preference_id, o.id, o.id_marca, o.payment_provider, 'pending',
        ${p(use.totalToPay, 'numeric')}, ${p(input.appOrigin, 'text')} FROM o)`;
  }
  const ledger = newOrderLedgerRows(
    {
      id,
      id_order: idOrder,
      id_marca: brand.id,
      id_cliente: user.id,
      total: use.totalToPay,
      total_invoiced: totalInvoiced,
      points_to_use: use.pointsToUse,
      points_percentage: pct,
      local_name: branch.name,
      local_address: branch.address,
    },
    use.pointsToUse,
    isGuest,
  );
  if (ledger.length > 0) {
    // The debit and the pending cashback debitPointsForOrder / syncPendingCashback would add, batched.
    const selects = ledger.map(
      (
        t,
      ) => `SELECT ${p(newId(), 'text')}, o.id_cliente, o.id_marca, ${p(t.status, 'text')}, ${p(t.type, 'text')},
        ${p(t.reason, 'text')}, ${p(t.description, 'text')}, ${p(t.points, 'numeric')}, ${p(t.originalAmount, 'numeric')},
        ${p(t.rewardPercentage, 'numeric')}, o.local_name, o.local_address, o.id FROM o`,
    );
    sql += `, pts AS (
      INSERT INTO point_transactions (id, user_id, id_marca, status, type, reason, description, points,
        original_amount, reward_percentage, local_name, local_address, order_id)
      ${selects.join(' UNION ALL ')})`;
  }
  const inserted = await tx.query<OrderRow>(`${sql} SELECT * FROM o`, params);
  const order = inserted.rows[0];
  if (!order) {
    await tx.query('UPDATE order_counters SET last_number = last_number - 1 WHERE id_marca = $1', [brand.id]);
    const existing = await existingResult(tx, input);
    if (existing) return existing;
    throw new ApiError(409, 'El pedido ya fue enviado');
  }
  if (!preference) return { order, preferenceId: null, checkoutUrl: null, duplicate: false, merged: false };
  return { order, ...preference, duplicate: false, merged: false };
}

/** Table order update (orderChangeState 'update'): lines merged, totals and points grown, same _id. */
async function mergeTableOrder(
  tx: Queryable,
  input: SubmitInput,
  open: OrderRow,
  pointsNow: number,
): Promise<SubmitResult> {
  const { brand, user } = input;
  const marked = await tx.query(
    `INSERT INTO order_updates (id_marca, id_cliente, draft_order_id, order_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING order_id`,
    [brand.id, user.id, input.draftOrderId, open.id],
  );
  if (marked.rows.length === 0) {
    return { order: open, preferenceId: null, checkoutUrl: null, duplicate: true, merged: true };
  }
  const lines = mergeLines(open.order_payment, input.quote.lines);
  const subtotal = roundMoney(lines.reduce((sum, l) => sum + l.total, 0));
  const points = roundMoney(Math.min(subtotal, Number(open.points_to_use) + pointsNow));
  const total = roundMoney(subtotal - points);
  const isGuest = user.type_user !== 'registered';
  const pct = Number(open.points_percentage);
  const { rows } = await tx.query<OrderRow>(
    `UPDATE orders SET order_payment = $2, subtotal = $3, total_invoiced = $3, points_to_use = $4, total = $5,
       win_points = $6, metodo_de_pago = $7, recomended_product = recomended_product OR $8,
       estado_de_orden = CASE WHEN estado_de_orden = 'PREPARADO' THEN 'COCINA' ELSE estado_de_orden END,
       order_status = CASE WHEN order_status = 'PREPARADO' THEN 'COCINA' ELSE order_status END,
       status_changed_at = now(), updated_at = now()
     WHERE id = $1 RETURNING *`,
    [
      open.id,
      JSON.stringify(lines),
      subtotal,
      points,
      total,
      isGuest ? 0 : cashbackFor(total, pct),
      paymentMethods('local', { pointsToUse: points, totalToPay: total }, labelsOf(brand)),
      input.fields.recomendedProduct ?? false,
    ],
  );
  const order = rows[0];
  await debitPointsForOrder(tx, order, pointsNow);
  await syncPendingCashback(tx, order, isGuest);
  return { order, preferenceId: null, checkoutUrl: null, duplicate: false, merged: true };
}
