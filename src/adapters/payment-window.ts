/**
 * The card provider's window (ordering.md §4 "Sending an order and online payment", §7 "Card payment provider").
 * Browsers allow `window.open` only inside the user's gesture, and the order's preference arrives 3.5 s later: so
 * the 'Enviar orden' tap reserves a blank window (sendOrder's `reserveProviderWindow`, run synchronously in the
 * tap), and the answer points it at the provider's checkout. The window keeps `window.opener`, which the provider's
 * page needs to post its 'close' message. A refused popup (blocked, or an installed app that has none) falls back to
 * sending this page to the checkout; the stored 'idOrder…' key verifies the payment when the diner comes back.
 */
export interface PaymentWindowHost {
  open: (url: string, target: string, features: string) => Window | null;
  location: { assign: (url: string) => void };
}

/** A popup, not a tab, where the platform has both (desktop); phones open it as a tab anyway. */
// i18n-exempt: window.open features, never shown.
const FEATURES = 'popup=yes,width=480,height=760';
const WAITING_STYLE =
  // i18n-exempt: inline CSS, never shown.
  'margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;box-sizing:border-box;font:16px system-ui,sans-serif;color:#333;text-align:center';

export function createPaymentWindow(host: PaymentWindowHost = window) {
  let reserved: Window | null = null;
  const usable = (w: Window | null): w is Window => {
    try {
      return !!w && !w.closed;
    } catch {
      return false;
    }
  };
  return {
    /**
     * In the tap: a blank window for the checkout; a refusal is remembered as none. The window says `waitingText`
     * until the checkout loads (the order takes 3.5 s to send: an empty white window looks broken meanwhile).
     */
    reserve(waitingText?: string): void {
      try {
        reserved = host.open('', '_blank', FEATURES);
      } catch {
        reserved = null;
      }
      if (!reserved || !waitingText) return;
      try {
        const doc = reserved.document;
        doc.title = waitingText;
        doc.body.textContent = waitingText;
        doc.body.style.cssText = WAITING_STYLE;
      } catch {
        // another origin already, or no document: the checkout replaces it anyway
      }
    },
    /** Points the reserved window at the checkout; with none (refused or closed), this page goes there. */
    navigate(url: string): 'window' | 'page' | 'none' {
      if (!url) return 'none';
      const target = reserved;
      if (usable(target)) {
        try {
          target.location.href = url;
          return 'window';
        } catch {
          // fall through to the redirect
        }
      }
      reserved = null;
      host.location.assign(url);
      return 'page';
    },
    /** The provider's window is open (reserved in this page's life and not closed since). */
    isOpen(): boolean {
      return usable(reserved);
    },
    /** Closes the reserved window (cancel, error, nothing to pay). */
    close(): void {
      const target = reserved;
      reserved = null;
      try {
        if (usable(target)) target.close();
      } catch {
        // already gone
      }
    },
  };
}

export type PaymentWindow = ReturnType<typeof createPaymentWindow>;

let shared: PaymentWindow | null = null;

/**
 * The page's one provider window: sendOrder opens and points it, paymentVerification watches it close (two flows
 * in two chunks). A page that was reloaded has none (its handle is lost): verification does not wait for it.
 */
export function sharedPaymentWindow(): PaymentWindow {
  shared ??= createPaymentWindow();
  return shared;
}

/** How often a closed provider window is looked for (`closed` has no event). */
export const PROVIDER_WINDOW_POLL_MS = 500;

/**
 * paymentVerification's `watchProviderWindow` (ordering.md §4 step 5, our reading: no attempt while the diner is
 * still paying in the provider's window): `onClosed` once the window is closed — at once when none is open. Polls
 * `closed`; the returned function stops it.
 */
export function watchProviderWindowClosed(
  paymentWindow: Pick<PaymentWindow, 'isOpen'>,
  onClosed: () => void,
  timers: Pick<typeof globalThis, 'setInterval' | 'clearInterval'> = globalThis,
): () => void {
  if (!paymentWindow.isOpen()) {
    onClosed();
    return () => {};
  }
  const id = timers.setInterval(() => {
    if (paymentWindow.isOpen()) return;
    timers.clearInterval(id);
    onClosed();
  }, PROVIDER_WINDOW_POLL_MS);
  return () => timers.clearInterval(id);
}
