import type { Queryable } from '../db/db';
import { newId } from '../security/crypto';

export interface PointTransactionRow {
  id: string;
  user_id: string;
  id_marca: string;
  status: 'approved' | 'pending' | 'cancelled';
  type: string;
  reason: 'purchase' | 'cashback' | 'cashback_pending';
  description: string;
  points: string;
  original_amount: string;
  reward_percentage: string;
  local_name: string | null;
  local_address: string | null;
  order_id: string | null;
  created_at: Date;
}

/** Points as numbers with two decimals at most (stored as numeric, never summed in floats). */
const pts = (n: string | number) => Number(n);

export function toTransactionSummary(t: PointTransactionRow) {
  return {
    _id: t.id,
    status: t.status,
    type: t.type,
    description: t.description,
    date: t.created_at.toISOString(),
    points: pts(t.points),
  };
}

export function toTransactionDetail(t: PointTransactionRow) {
  return {
    ...toTransactionSummary(t),
    reason: t.reason,
    originalAmount: pts(t.original_amount),
    rewardPercentage: pts(t.reward_percentage),
    pointsLoadDate: t.created_at.toISOString(),
    localName: t.local_name,
    localAddress: t.local_address,
    idOrder: t.order_id,
  };
}

/** Available points: the exact numeric sum of approved movements (purchases are negative). */
export async function availablePoints(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ total: string }>(
    `SELECT coalesce(sum(points), 0)::numeric(14, 2)::text AS total
     FROM point_transactions WHERE user_id = $1 AND status = 'approved'`,
    [userId],
  );
  return pts(rows[0].total);
}

export async function listTransactions(db: Queryable, userId: string): Promise<PointTransactionRow[]> {
  const { rows } = await db.query<PointTransactionRow>(
    'SELECT * FROM point_transactions WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  return rows;
}

/** One transaction by id, whoever it belongs to (the route checks the owner). */
export async function findTransaction(db: Queryable, id: string): Promise<PointTransactionRow | null> {
  const { rows } = await db.query<PointTransactionRow>('SELECT * FROM point_transactions WHERE id = $1', [
    id,
  ]);
  return rows[0] ?? null;
}

/**
 * Records a points movement. For the ordering half (cashback on paid orders, points spent at
 * checkout): `points` is signed, `originalAmount` the money amount it relates to.
 */
export async function addPointsTransaction(
  db: Queryable,
  t: {
    userId: string;
    idMarca: string;
    status: PointTransactionRow['status'];
    type: string;
    reason: PointTransactionRow['reason'];
    description: string;
    points: number | string;
    originalAmount?: number | string;
    rewardPercentage?: number | string;
    localName?: string;
    localAddress?: string;
    orderId?: string;
  },
): Promise<PointTransactionRow> {
  const { rows } = await db.query<PointTransactionRow>(
    `INSERT INTO point_transactions (id, user_id, id_marca, status, type, reason, description, points,
       original_amount, reward_percentage, local_name, local_address, order_id)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING *`,
    [
      newId(),
      t.userId,
      t.idMarca,
      t.status,
      t.type,
      t.reason,
      t.description,
      t.points,
      t.originalAmount ?? 0,
      t.rewardPercentage ?? 0,
      t.localName ?? null,
      t.localAddress ?? null,
      t.orderId ?? null,
    ],
  );
  return rows[0];
}
