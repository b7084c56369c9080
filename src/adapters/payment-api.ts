import type {
  VerifiedPayment,
  VerifyPaymentInput,
} from '@/machines/payment-verification/payment-verification.machine';
import { ApiError, type HttpCall } from './http';

/** The payment verification call (ordering.md §4 "Sending an order and online payment" step 5, docs/api.md). */
export function createPaymentApi(call: HttpCall) {
  return {
    /**
     * POST /pedido/verificationordersend {idPayment, idLocal}. Resolves when the answer's `status` is 'success'
     * (approved, or no card payment was needed) with the paid order's draftOrderId when the answer has it (the cart
     * of that order is cleared); anything else (409 pending, 422 rejected, 404, offline) throws.
     */
    verifyPayment: async (input: VerifyPaymentInput): Promise<VerifiedPayment> => {
      const body = await call<{ order?: { draftOrderId?: unknown } } | undefined>(
        '/pedido/verificationordersend',
        { method: 'POST', body: { idPayment: input.idPayment, idLocal: input.idLocal } },
      );
      if (body?.status !== 'success') throw new ApiError('payment: not verified', null);
      const draftOrderId = body.data?.order?.draftOrderId;
      return { draftOrderId: typeof draftOrderId === 'string' && draftOrderId !== '' ? draftOrderId : null };
    },
    /**
     * GET /payments/config `checkoutOrigin`: the only origin whose close message counts, for a verification
     * started on load (the order's answer, which had it, is gone); '' when the answer has none.
     */
    checkoutOrigin: async (): Promise<string> => {
      const body = await call<{ checkoutOrigin?: unknown } | undefined>('/payments/config');
      const origin = body?.data?.checkoutOrigin;
      return typeof origin === 'string' ? origin : '';
    },
  };
}

export type PaymentApi = ReturnType<typeof createPaymentApi>;
