export const processingTexts = {
  processing: {
    working: 'We are processing your payment/order',
    attempt: 'Attempt {{attempt}} of 3',
    cancel: 'Cancel order',
    successTitle: 'We sent your order',
    successText: 'The restaurant received your order and will start preparing it.',
    failedTitle: 'Your payment/order could not be processed',
    verifyAgain: 'Check again',
    viewOrder: 'View order',
  },
};
