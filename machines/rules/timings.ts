/** The spec's timings (accounts.md §9, ordering.md §9), named once. Machines use them as named delays. */
export const TIMINGS = {
  splash: 2000,
  splashSettle: 1000,
  modalTransition: 300,
  toast: 5000,
  logoutRedirect: 500,
  postLoginRedirect: 200,
  entryRedirect: 500,
  perUserFetch: 5000,
  profilePrompt: 1000,
  tour: 2000,
  pushPrompt: 2000,
  story: 5000,
  guestPromo: 1000,
  guestModal: 2000,
  /** Sending an order (ordering.md §9): the delay, 'Cancelar orden' visible, success redirect, error reset/auto-cancel. */
  sendOrderDelay: 3500,
  sendOrderCancelVisible: 3000,
  sendOrderSuccessRedirect: 3000,
  sendOrderErrorReset: 3000,
  sendOrderErrorAutoCancel: 4000,
  /** QR scanner (§9): start delay 1 s plus 1 s, start timeout 10 s, 1 scan per second, listing retried 1 s apart. */
  qrScannerStartDelay: 1000,
  qrScannerSecondStartDelay: 1000,
  qrScannerStartTimeout: 10000,
  qrScannerScanInterval: 1000,
  qrScannerListingRetry: 1000,
  /** Payment verification (ordering.md §9): initial delay on the processing screen / in the background. */
  paymentVerificationProcessingDelay: 1000,
  paymentVerificationBackgroundDelay: 5000,
  /** Backoff between attempts: this × the attempt number. */
  paymentVerificationBackoffStep: 1500,
  paymentVerificationMaxWait: 30000,
  /**
   * Active orders (ordering.md §4; the spec names no interval): refetched every 20 s, only while an order is active
   * and the tab is visible (docs/ordering-active-orders.md: the demo kitchen's step).
   */
  activeOrdersPoll: 20_000,
  /** Confirm receipt (ordering.md §9): the X control on a delivery order's card shows 1 hour after its update. */
  confirmReceiptAfter: 3_600_000,
} as const;

export const LAYOUT_LIMITS = {
  headerHideThreshold: 50,
  mobileMaxWidth: 1024,
} as const;
