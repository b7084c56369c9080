/**
 * The payment-verification flow's context, events and inputs. Its guards are in payment-verification.guards.ts, its
 * setup (actors, actions, delays) in payment-verification.setup.ts and the chart in payment-verification.machine.ts.
 */
import type { UiText } from '../../locales/catalogue';
import type { VerificationMode } from './payment-verification.rules';

/** How verification starts (sendOrder with mode 'processing'; the app on load and the watcher with 'background'). */
export interface PaymentVerificationStart {
  /** The order `_id` stored under 'idOrder' + providerName when the provider opened. */
  orderId: string;
  /** The branch id sent as `idLocal` ('' when none is known). */
  idLocal: string;
  providerName: string;
  /** The provider's checkout origin: the only origin whose `{type:'close'}` message counts ('' for none). */
  checkoutOrigin: string;
  mode: VerificationMode;
  /** The branch home `/sucursal/{id}/{storeId}`, when known: where a resumed processing screen goes on success. */
  homePath?: string;
}

export interface PaymentVerificationContext extends PaymentVerificationStart {
  /** The id being verified (the stored one, or this flow's order id on a manual verification); null before. */
  paymentId: string | null;
  /** The current attempt, 1..3; 0 before the first. */
  attempt: number;
  /** The status line of ordering.md §8 ("Payment and order processing"); null before any start. */
  statusLine: UiText | null;
  /** The paid order's draftOrderId, as the verification answered it (null when unknown: the watcher's path). */
  paidDraftOrderId: string | null;
}

export type PaymentVerificationEvent =
  | ({ type: 'paymentVerification.started' } & PaymentVerificationStart)
  /** 'Verificar nuevamente'. */
  | { type: 'paymentVerification.manualRequested' }
  /** The provider window posted `{type:'close'}` (from `origin`; only the checkout origin counts). */
  | { type: 'paymentVerification.providerClosed'; origin: string }
  /** The page became visible again. */
  | { type: 'paymentVerification.pageShown' }
  /** Another tab changed local storage (`key` null: it was cleared). */
  | { type: 'paymentVerification.storageChanged'; key: string | null; newValue: string | null }
  /** The active-orders watcher's new list: the ids of the active orders whose payment is settled. */
  | { type: 'paymentVerification.activeOrdersSeen'; orderIds: string[] }
  /** The provider's window is closed (or none is open: a refused popup, a reload), src/adapters/payment-window.ts. */
  | { type: 'paymentVerification.providerWindowClosed' }
  /** The provider's checkout origin, learnt after a start that had none (on load: GET /payments/config). */
  | { type: 'paymentVerification.checkoutOriginFound'; origin: string }
  /** sendOrder started (CHECKOUT opened): a background run is shown on its processing screen from now on. */
  | { type: 'paymentVerification.screenOpened' };

/** POST /pedido/verificationordersend {idPayment, idLocal}: resolves when `status === 'success'`, throws otherwise. */
export interface VerifyPaymentInput {
  idPayment: string;
  idLocal: string;
}

export interface PaymentEventsInput {
  providerName: string;
  /** '' when unknown: the actor then looks it up and sends `paymentVerification.checkoutOriginFound`. */
  checkoutOrigin: string;
}

/** What a successful verification answered: the paid order's draftOrderId when the server tells it. */
export interface VerifiedPayment {
  draftOrderId?: string | null;
}
