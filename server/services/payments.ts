import type { Db, Queryable } from '../db/db';
import type { PaymentProvider, PaymentStatus, PreferenceRequest } from '../payments/provider';
import { createSandboxProvider } from '../payments/sandbox';
import { newId } from '../security/crypto';
import { cancelOrderPoints } from './points-ledger';

/**
 * Card payments: which provider a server uses (registered at start-up per database handle), the
 * payments rows, and how a payment decision reaches its order (kitchen start, or rejection with the
 * order's points returned).
 */
const providers = new WeakMap<object, PaymentProvider>();

export function setPaymentProvider(db: Db, provider: PaymentProvider): void {
  providers.set(db, provider);
}

/** The provider registered for this database; a sandbox without a listener when none was started. */
export function paymentProviderFor(db: Db): PaymentProvider {
  let provider = providers.get(db);
  if (!provider) {
    provider = createSandboxProvider(db, '');
    providers.set(db, provider);
  }
  return provider;
}

export interface PaymentRow {
  id: string;
  preference_id: string;
  order_id: string;
  id_marca: string;
  provider: string;
  status: PaymentStatus;
  amount: string;
  app_origin: string | null;
  provider_payment_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Creates the provider preference for an order and records the pending payment (in the order's tx). */
export async function createOrderPreference(
  tx: Queryable,
  provider: PaymentProvider,
  request: PreferenceRequest,
): Promise<{ preferenceId: string; checkoutUrl: string }> {
  const preference = await provider.createPreference(request);
  await tx.query(
    `INSERT INTO payments (id, preference_id, order_id, id_marca, provider, status, amount, app_origin)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7)`,
    [
      newId(),
      preference.preferenceId,
      request.orderId,
      request.idMarca,
      provider.name,
      request.amount,
      request.appOrigin,
    ],
  );
  await tx.query('UPDATE orders SET preference_id = $2, payment_provider = $3 WHERE id = $1', [
    request.orderId,
    preference.preferenceId,
    provider.name,
  ]);
  return preference;
}

export async function findPaymentByPreference(
  db: Queryable,
  preferenceId: string,
): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>('SELECT * FROM payments WHERE preference_id = $1', [
    preferenceId,
  ]);
  return rows[0] ?? null;
}

/** The order a payment belongs to, by the provider's preference id or payment id. */
export async function findOrderIdByPayment(db: Queryable, paymentId: string): Promise<string | null> {
  const { rows } = await db.query<{ order_id: string }>(
    'SELECT order_id FROM payments WHERE preference_id = $1 OR provider_payment_id = $1 LIMIT 1',
    [paymentId],
  );
  return rows[0]?.order_id ?? null;
}

/**
 * Brings an order in line with its payment: approved starts the kitchen clock; rejected cancels the
 * order (RECHAZADO, inactive, finished, winPoints 0: it earns nothing) and returns its points (the
 * 'Compra' debit and the pending cashback are cancelled). Only a pending order changes.
 */
export async function applyPaymentStatus(
  tx: Queryable,
  orderId: string,
  status: PaymentStatus,
): Promise<void> {
  if (status === 'approved') {
    await tx.query(
      `UPDATE orders SET payment_status = 'approved', status_changed_at = now(), updated_at = now()
       WHERE id = $1 AND payment_status = 'pending'`,
      [orderId],
    );
  } else if (status === 'rejected') {
    const { rows } = await tx.query(
      `UPDATE orders SET payment_status = 'rejected', estado_de_orden = 'RECHAZADO', order_status = 'RECHAZADO',
         active = false, win_points = 0, completed_at = now(), updated_at = now()
       WHERE id = $1 AND payment_status = 'pending' RETURNING id`,
      [orderId],
    );
    if (rows.length > 0) await cancelOrderPoints(tx, orderId);
  }
}

export type DecisionResult =
  | { outcome: 'decided'; payment: PaymentRow }
  | { outcome: 'not_found' }
  | { outcome: 'already_decided'; payment: PaymentRow };

/** The sandbox checkout's Aprobar / Rechazar: records the payment and applies it to the order. */
export async function decideSandboxPayment(
  db: Db,
  preferenceId: string,
  decision: 'approved' | 'rejected',
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<PaymentRow>(
      `UPDATE payments SET status = $2, updated_at = now() WHERE preference_id = $1 AND status = 'pending'
       RETURNING *`,
      [preferenceId, decision],
    );
    const payment = rows[0];
    if (!payment) {
      const existing = await findPaymentByPreference(tx, preferenceId);
      return existing ? { outcome: 'already_decided', payment: existing } : { outcome: 'not_found' };
    }
    await applyPaymentStatus(tx, payment.order_id, decision);
    return { outcome: 'decided', payment };
  });
}

/**
 * The payment state of an order for POST /pedido/verificationordersend. The sandbox's answer is the
 * payments row; another provider is asked (getPayment) and its answer is recorded.
 */
export async function verifyOrderPayment(
  db: Db,
  provider: PaymentProvider,
  order: { id: string; payment_status: string; payment_provider: string | null },
): Promise<PaymentStatus | 'not_required'> {
  if (order.payment_status === 'not_required') return 'not_required';
  if (order.payment_status !== 'pending') return order.payment_status as PaymentStatus;
  if (order.payment_provider === 'sandbox' || provider.name === 'sandbox') {
    const { rows } = await db.query<{ status: PaymentStatus }>(
      'SELECT status FROM payments WHERE order_id = $1 ORDER BY created_at DESC LIMIT 1',
      [order.id],
    );
    return rows[0]?.status ?? 'pending';
  }
  const remote = await provider.getPayment(order.id);
  if (!remote || remote.status === 'pending') return 'pending';
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE payments SET status = $2, provider_payment_id = $3, updated_at = now()
       WHERE order_id = $1 AND status = 'pending'`,
      [order.id, remote.status, remote.providerPaymentId ?? null],
    );
    await applyPaymentStatus(tx, order.id, remote.status);
  });
  return remote.status;
}
