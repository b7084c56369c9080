import { roundMoney } from '@/machines/rules/pricing';
import type { Queryable } from '../db/db';
import { addPointsTransaction } from './points';

/** What the ledger needs of an order (a subset of OrderRow). */
export interface LedgerOrder {
  id: string;
  id_order: number | null;
  id_marca: string;
  id_cliente: string;
  total: string | number;
  total_invoiced: string | number;
  points_to_use: string | number;
  points_percentage: string | number;
  local_name: string;
  local_address: string;
}

/** Cashback = money paid × the branch's PercentagePoints / 100, rounded to cents. */
export const cashbackFor = (total: number, percentage: number): number =>
  total > 0 && percentage > 0 ? roundMoney((total * percentage) / 100) : 0;

const orderLabel = (o: LedgerOrder) => (o.id_order ? ` #${o.id_order}` : '');

/** Points spent at checkout: a 'Compra' debit (negative points), approved at send time. */
export async function debitPointsForOrder(tx: Queryable, order: LedgerOrder, points: number): Promise<void> {
  if (!(points > 0)) return;
  await addPointsTransaction(tx, {
    userId: order.id_cliente,
    idMarca: order.id_marca,
    status: 'approved',
    type: 'Compra',
    reason: 'purchase',
    description: `Puntos utilizados en la compra${orderLabel(order)}`,
    points: -points,
    originalAmount: Number(order.total_invoiced),
    rewardPercentage: 0,
    localName: order.local_name,
    localAddress: order.local_address,
    orderId: order.id,
  });
}

/** A points movement row as addPointsTransaction stores it (ids are given by the caller). */
export interface LedgerRow {
  status: 'approved' | 'pending';
  type: string;
  reason: 'purchase' | 'cashback_pending';
  description: string;
  points: number;
  originalAmount: number;
  rewardPercentage: number;
}

/**
 * The movements a NEW order starts with, exactly what debitPointsForOrder + syncPendingCashback
 * write for it (a new order has no pending cashback to update): the 'Compra' debit of the points
 * spent, then the pending cashback. The caller inserts them in one statement.
 */
export function newOrderLedgerRows(order: LedgerOrder, pointsToUse: number, isGuest: boolean): LedgerRow[] {
  const rows: LedgerRow[] = [];
  if (pointsToUse > 0) {
    rows.push({
      status: 'approved',
      type: 'Compra',
      reason: 'purchase',
      description: `Puntos utilizados en la compra${orderLabel(order)}`,
      points: -pointsToUse,
      originalAmount: Number(order.total_invoiced),
      rewardPercentage: 0,
    });
  }
  const cashback = isGuest ? 0 : cashbackFor(Number(order.total), Number(order.points_percentage));
  if (cashback > 0) {
    rows.push({
      status: 'pending',
      type: 'Carga',
      reason: 'cashback_pending',
      description: `Cashback pendiente de la compra${orderLabel(order)}`,
      points: cashback,
      originalAmount: Number(order.total),
      rewardPercentage: Number(order.points_percentage),
    });
  }
  return rows;
}

/**
 * The order's pending cashback ('cashback_pending', status pending) while it is in progress: created
 * at send time, resized when a table order grows. Guests earn nothing.
 */
export async function syncPendingCashback(
  tx: Queryable,
  order: LedgerOrder,
  isGuest: boolean,
): Promise<number> {
  const points = isGuest ? 0 : cashbackFor(Number(order.total), Number(order.points_percentage));
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE point_transactions SET points = $2, original_amount = $3, reward_percentage = $4
     WHERE order_id = $1 AND reason = 'cashback_pending' AND status = 'pending' RETURNING id`,
    [order.id, points, Number(order.total), Number(order.points_percentage)],
  );
  if (rows.length === 0 && points > 0) {
    await addPointsTransaction(tx, {
      userId: order.id_cliente,
      idMarca: order.id_marca,
      status: 'pending',
      type: 'Carga',
      reason: 'cashback_pending',
      description: `Cashback pendiente de la compra${orderLabel(order)}`,
      points,
      originalAmount: Number(order.total),
      rewardPercentage: Number(order.points_percentage),
      localName: order.local_name,
      localAddress: order.local_address,
      orderId: order.id,
    });
  }
  return points;
}

/**
 * Completion (PAGADO / RETIRADO / RECIBIDO): the pending cashback becomes an approved 'cashback'
 * movement. Only a pending row is credited, so a second completion credits nothing.
 */
export async function creditCashback(tx: Queryable, order: LedgerOrder): Promise<number> {
  const { rows } = await tx.query<{ points: string }>(
    `UPDATE point_transactions
     SET status = 'approved', reason = 'cashback', type = 'Carga', description = $2, created_at = now()
     WHERE order_id = $1 AND reason = 'cashback_pending' AND status = 'pending' RETURNING points`,
    [order.id, `Cashback por compra${orderLabel(order)}`],
  );
  return rows.reduce((sum, r) => sum + Number(r.points), 0);
}

/** A rejected or cancelled order: its points debit and pending cashback are cancelled (points return). */
export async function cancelOrderPoints(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE point_transactions SET status = 'cancelled'
     WHERE order_id = $1 AND status IN ('approved', 'pending') AND reason IN ('purchase', 'cashback_pending')`,
    [orderId],
  );
}
