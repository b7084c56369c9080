import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Db } from '../db/db';
import type { Log } from '../mail/mailer';
import { decideSandboxPayment, findPaymentByPreference } from '../services/payments';
import { checkoutPage, notFoundPage } from './page';

const PREFERENCE = /^[\w-]{1,100}$/;

const errorBody = (message: string) => ({ status: 'error', message, data: { message } });

/**
 * The payment sandbox's own HTTP app (a different origin from the API): the hosted checkout page and
 * the Aprobar / Rechazar endpoints it calls. Tests call the endpoints over HTTP like the page does.
 */
export function createSandboxApp(db: Db, log?: Log): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('cache-control', 'no-store');
    c.header('x-content-type-options', 'nosniff');
  });
  app.get('/health', (c) => c.json({ status: 'success', data: { ok: true } }));
  app.get('/checkout', async (c) => {
    const preference = c.req.query('preference') ?? '';
    const payment = PREFERENCE.test(preference) ? await findPaymentByPreference(db, preference) : null;
    if (!payment) return c.html(notFoundPage(), 404);
    const { rows } = await db.query<{ id_order: number | null; app_name: string }>(
      'SELECT o.id_order, b.app_name FROM orders o JOIN brands b ON b.id = o.id_marca WHERE o.id = $1',
      [payment.order_id],
    );
    const order = rows[0];
    return c.html(
      checkoutPage({
        preferenceId: payment.preference_id,
        amount: Number(payment.amount),
        title: order ? `${order.app_name} — Pedido #${order.id_order ?? ''}` : 'Pedido',
        status: payment.status,
        appOrigin: payment.app_origin,
      }),
    );
  });
  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`/checkout/:preference/${action}`, async (c) => {
      const preference = c.req.param('preference');
      if (!PREFERENCE.test(preference)) return c.json(errorBody('Referencia de pago inválida'), 400);
      const result = await decideSandboxPayment(db, preference, decision);
      if (result.outcome === 'not_found') return c.json(errorBody('Pago no encontrado'), 404);
      if (result.outcome === 'already_decided') {
        return c.json(
          {
            ...errorBody('Este pago ya fue procesado'),
            data: { message: 'Este pago ya fue procesado', status: result.payment.status },
          },
          409,
        );
      }
      return c.json({
        status: 'success',
        data: { status: decision, preferenceId: preference, orderId: result.payment.order_id },
      });
    });
  }
  app.notFound((c) => c.json(errorBody('Ruta no encontrada'), 404));
  app.onError((err, c) => {
    log?.('error', '[payment-sandbox] request failed', err);
    return c.json(errorBody('Ocurrió un error inesperado. Por favor, intentá nuevamente más tarde.'), 500);
  });
  return app;
}

export interface SandboxListener {
  port: number;
  origin: string;
  close(): Promise<void>;
}

/** Starts the sandbox on its own port (0 = any free port). */
export async function startPaymentSandbox(
  db: Db,
  options: { port: number; host: string; publicHost?: string; log?: Log },
): Promise<SandboxListener> {
  const app = createSandboxApp(db, options.log);
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const shown =
    options.publicHost ?? (options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host);
  return {
    port,
    origin: `http://${shown}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
