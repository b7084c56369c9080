import type { VerifyPaymentInput } from '@/machines/payment-verification/payment-verification.machine';
import { ApiError, type HttpCall } from './http';

/** The payment verification call (ordering.md §4 "Sending an order and online payment" step 5, docs/api.md). */
export function createPaymentApi(call: HttpCall) {
  return {
    /**
     * POST /pedido/verificationordersend {idPayment, idLocal}. Resolves when the answer's `status` is 'success'
     * (approved, or no card payment was needed); anything else (409 pending, 422 rejected, 404, offline) throws.
     */
    verifyPayment: async (input: VerifyPaymentInput): Promise<void> => {
      const body = await call<unknown>('/pedido/verificationordersend', {
        method: 'POST',
        body: { idPayment: input.idPayment, idLocal: input.idLocal },
      });
      if (body?.status !== 'success') throw new ApiError('payment: not verified', null);
    },
  };
}

export type PaymentApi = ReturnType<typeof createPaymentApi>;
