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
    /** In the tap: a blank window for the checkout; a refusal is remembered as none. */
    reserve(): void {
      try {
        reserved = host.open('', '_blank', FEATURES);
      } catch {
        reserved = null;
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
