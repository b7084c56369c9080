import type { Deps } from '../http/context';
import { createMercadoPagoProvider } from '../payments/mercadopago';
import type { PaymentProvider } from '../payments/provider';
import { createSandboxProvider } from '../payments/sandbox';
import { createKitchen, type Kitchen } from '../services/kitchen';
import { setPaymentProvider } from '../services/payments';
import { type SandboxListener, startPaymentSandbox } from './server';

export interface OrdersRuntime {
  provider: PaymentProvider;
  /** The sandbox listener's origin (null with MercadoPago). */
  sandboxOrigin: string | null;
  sandboxPort: number | null;
  kitchen: Kitchen;
  close(): Promise<void>;
}

/**
 * What the orders half runs beside the API (started by server/start.ts): the payment provider (the
 * sandbox's second listener on PAYMENT_SANDBOX_PORT, default the API port + 1, or MercadoPago when
 * configured) and the demo kitchen's timer (KITCHEN_SPEED seconds per step; 0 disables it).
 */
export async function startOrdersRuntime(
  deps: Deps,
  options: { apiPort?: number; host?: string },
): Promise<OrdersRuntime> {
  const { config, db, log } = deps;
  let listener: SandboxListener | null = null;
  let provider: PaymentProvider;
  if (config.mercadopago) {
    provider = createMercadoPagoProvider(config.mercadopago);
  } else {
    const apiPort = options.apiPort ?? Number(process.env.PORT ?? 8080);
    const port = config.paymentSandboxPort ?? (apiPort === 0 ? 0 : apiPort + 1);
    listener = await startPaymentSandbox(db, {
      port,
      host: options.host ?? '0.0.0.0',
      publicHost: config.paymentSandboxHost,
      log,
    });
    provider = createSandboxProvider(db, listener.origin);
  }
  setPaymentProvider(db, provider);
  const kitchen = createKitchen({ db, speedSeconds: config.kitchenSpeedSeconds, log });
  kitchen.start();
  return {
    provider,
    sandboxOrigin: listener?.origin ?? null,
    sandboxPort: listener?.port ?? null,
    kitchen,
    async close() {
      await kitchen.stop();
      await listener?.close();
    },
  };
}
