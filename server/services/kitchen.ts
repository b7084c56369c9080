import type { Db } from '../db/db';
import type { Log } from '../mail/mailer';
import { creditCashback, type LedgerOrder } from './points-ledger';

/**
 * The demo kitchen: advances order statuses over time so active orders, confirm-receipt and rating
 * prompts can be seen. Only orders paid or not needing a card payment move; an online order waits
 * for its payment's approval. Completion credits the order's cashback.
 *
 * Safe with several API instances on one PostgreSQL: each step is a conditional UPDATE on the
 * current status, so an order advances once per step whoever ticks.
 */

export type OrderType = 'mesa' | 'takeaway' | 'delivery' | 'delivery_propio';

export interface KitchenStep {
  estadoDeOrden: string;
  orderStatus: string;
  /** The order is finished: cashback is credited. */
  completes?: boolean;
}

const COCINA: KitchenStep = { estadoDeOrden: 'COCINA', orderStatus: 'COCINA' };
const PREPARADO: KitchenStep = { estadoDeOrden: 'PREPARADO', orderStatus: 'PREPARADO' };

/** Status sequences per order type (the first step is where a new order starts). */
export const KITCHEN_FLOWS: Record<OrderType, KitchenStep[]> = {
  mesa: [COCINA, PREPARADO, { estadoDeOrden: 'PAGADO', orderStatus: 'PAGADO', completes: true }],
  takeaway: [COCINA, PREPARADO, { estadoDeOrden: 'RETIRADO', orderStatus: 'ENVIADO', completes: true }],
  delivery: [
    COCINA,
    PREPARADO,
    { estadoDeOrden: 'RETIRADO', orderStatus: 'ENVIADO' },
    { estadoDeOrden: 'RECIBIDO', orderStatus: 'ENVIADO', completes: true },
  ],
  delivery_propio: [
    COCINA,
    PREPARADO,
    { estadoDeOrden: 'RETIRADO', orderStatus: 'ENVIADO' },
    { estadoDeOrden: 'RECIBIDO', orderStatus: 'ENVIADO', completes: true },
  ],
};

/** The step after the order's current one, or null when it is at (or beyond) the last. */
export function nextStep(type: OrderType, estadoDeOrden: string): KitchenStep | null {
  const flow = KITCHEN_FLOWS[type];
  const i = flow.findIndex((s) => s.estadoDeOrden === estadoDeOrden);
  return i >= 0 && i < flow.length - 1 ? flow[i + 1] : null;
}

export type KitchenOrderRow = LedgerOrder & { type: OrderType; estado_de_orden: string };

/** Moves one order to `step` if it is still at `from`; credits cashback on completion. */
export async function applyStep(db: Db, order: KitchenOrderRow, step: KitchenStep): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE orders SET estado_de_orden = $3, order_status = $4, status_changed_at = now(), updated_at = now(),
         completed_at = CASE WHEN $5 THEN now() ELSE completed_at END
       WHERE id = $1 AND estado_de_orden = $2 AND completed_at IS NULL RETURNING id`,
      [order.id, order.estado_de_orden, step.estadoDeOrden, step.orderStatus, step.completes === true],
    );
    if (rows.length === 0) return false;
    if (step.completes) await creditCashback(tx, order);
    return true;
  });
}

export interface Kitchen {
  /** Advances every eligible order one step; returns how many moved. */
  tick(now?: Date): Promise<number>;
  start(): void;
  /** Stops the timer and waits for a tick in flight. */
  stop(): Promise<void>;
}

export interface KitchenOptions {
  db: Db;
  /** Seconds an order stays in a step; 0: every tick advances (tests), and start() does nothing. */
  speedSeconds: number;
  log?: Log;
}

export function createKitchen({ db, speedSeconds, log }: KitchenOptions): Kitchen {
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<unknown> | null = null;
  const tick = async (now = new Date()) => {
    const cutoff = new Date(now.getTime() - speedSeconds * 1000);
    const { rows } = await db.query<KitchenOrderRow>(
      `SELECT id, id_order, id_marca, id_cliente, total, total_invoiced, points_to_use, points_percentage,
         local_name, local_address, type, estado_de_orden
       FROM orders
       WHERE completed_at IS NULL AND payment_status IN ('not_required', 'approved')
         AND status_changed_at <= $1
       ORDER BY status_changed_at LIMIT 200`,
      [cutoff.toISOString()],
    );
    let moved = 0;
    for (const order of rows) {
      const step = nextStep(order.type, order.estado_de_orden);
      if (step && (await applyStep(db, order, step))) moved += 1;
    }
    return moved;
  };
  return {
    tick,
    start() {
      if (timer || speedSeconds <= 0) return;
      // Check a few times per step so an order waits about `speedSeconds` in each status.
      const every = Math.max(250, Math.min(speedSeconds * 1000, 5000) / 2);
      timer = setInterval(() => {
        if (inFlight) return;
        inFlight = tick()
          .catch((err) => log?.('error', '[kitchen] tick failed', err))
          .finally(() => {
            inFlight = null;
          });
      }, every);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await inFlight;
    },
  };
}
