/**
 * The card payment provider behind the hosted checkout (ordering.md §4 "Sending an order and online
 * payment"). Two implementations: the sandbox (server/payments/sandbox.ts, its checkout page served
 * on its own port by server/payment-sandbox) and MercadoPago (server/payments/mercadopago.ts).
 */

export type PaymentStatus = 'pending' | 'approved' | 'rejected';

export interface PreferenceRequest {
  /** The order's _id: the provider's external reference. */
  orderId: string;
  idOrder: number;
  idMarca: string;
  /** Amount to charge, in ARS. */
  amount: number;
  /** Shown on the checkout, e.g. 'Brasa Palermo — Pedido #1024'. */
  title: string;
  /** The app's origin: the checkout posts {type:'close'} to it and returns the diner there. */
  appOrigin: string;
  payerEmail?: string | null;
}

export interface Preference {
  preferenceId: string;
  checkoutUrl: string;
}

export interface ProviderPayment {
  status: PaymentStatus;
  amount: number;
  providerPaymentId?: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'mercadopago';
  /** The public key the app initialises the provider's script with. */
  readonly publicKey: string;
  /** The origin the checkout popup posts from: the only origin the app trusts for 'close'. */
  readonly checkoutOrigin: string;
  createPreference(order: PreferenceRequest): Promise<Preference>;
  /** The provider's view of the payment for an order (by external reference), or null if none. */
  getPayment(orderId: string): Promise<ProviderPayment | null>;
}
