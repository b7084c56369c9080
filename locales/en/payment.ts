export const paymentTexts = {
  payment: {
    starting: 'Starting payment verification...',
    noPaymentId: 'No payment ID found to verify',
    insufficientData: 'Cannot verify: insufficient data',
    verifying: 'Verifying payment (attempt {{attempt}} of 3)...',
    verified: 'Payment verified successfully',
    retrying: 'Retrying in {{seconds, number}} seconds...',
    exhausted: 'No retries left. You can verify manually or go back to your order.',
    timedOut: 'The maximum waiting time has been exceeded.',
    manualStarting: 'Starting manual verification...',
    manualNoPaymentId: 'There is no payment ID to verify manually',
  },
};
