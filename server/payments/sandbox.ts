import type { Queryable } from '../db/db';
import { randomToken } from '../security/crypto';
import type { PaymentProvider, PaymentStatus, Preference, PreferenceRequest } from './provider';

export const SANDBOX_PUBLIC_KEY = 'SANDBOX-PUBLIC-KEY';

/**
 * The sandbox provider: a preference is a random id whose hosted checkout lives on the sandbox's
 * own origin (`{checkoutOrigin}/checkout?preference=…`). The payments row is written by the orders
 * service in the order's transaction; the checkout page's Aprobar/Rechazar update it.
 */
export function createSandboxProvider(db: Queryable, checkoutOrigin: string): PaymentProvider {
  return {
    name: 'sandbox',
    publicKey: SANDBOX_PUBLIC_KEY,
    checkoutOrigin,
    async createPreference(_order: PreferenceRequest): Promise<Preference> {
      const preferenceId = `sbx-${randomToken(12)}`;
      return { preferenceId, checkoutUrl: `${checkoutOrigin}/checkout?preference=${preferenceId}` };
    },
    async getPayment(orderId) {
      const { rows } = await db.query<{ status: PaymentStatus; amount: string; id: string }>(
        'SELECT id, status, amount FROM payments WHERE order_id = $1 ORDER BY created_at DESC LIMIT 1',
        [orderId],
      );
      const row = rows[0];
      return row ? { status: row.status, amount: Number(row.amount), providerPaymentId: row.id } : null;
    },
  };
}
