import { vi } from 'vitest';
import {
  DRAFT_ORDER_ID,
  type PaymentBrowser,
  paymentBrowser,
} from '@/machines/send-order/checkout-on-the-app';
import { PROVIDER_WINDOW_POLL_MS } from '@/src/adapters/payment-window';

/**
 * The browser around the provider's window, for the sendOrder and paymentVerification app-models: `window.open`
 * gives a stand-in window (happy-dom would load the provider's page), `location.assign` is recorded, and a path
 * can post a message to the app's window, make the page visible again, or remove a key from another tab (the
 * key is gone and the `storage` event arrives, as a browser sends it to the other tabs).
 */
export function installPaymentBrowser(): void {
  let windows: Array<{ url: string; closed: boolean; pointedAt: number }> = [];
  let redirects: string[] = [];
  const flush = async () => {
    await vi.advanceTimersByTimeAsync(0);
  };
  const standIn: PaymentBrowser = {
    reset: () => {
      // This browser already showed the guest registration modal for the cart's draft (§6: once per draftOrderId):
      // CHECKOUT stays uncovered.
      localStorage.setItem('checkout_guest_modal_shown', JSON.stringify([DRAFT_ORDER_ID]));
      windows = [];
      redirects = [];
      window.open = ((url?: string | URL) => {
        const record = { url: String(url ?? ''), closed: false, pointedAt: Date.now() };
        windows.push(record);
        return {
          get closed() {
            return record.closed;
          },
          close: () => {
            record.closed = true;
          },
          location: {
            set href(next: string) {
              record.url = next;
              // The app starts looking at `closed` when it points the window at the checkout.
              record.pointedAt = Date.now();
            },
            get href() {
              return record.url;
            },
          },
        } as unknown as Window;
      }) as typeof window.open;
      vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => {
        redirects.push(String(url));
      });
    },
    windows: () => windows.map(({ url, closed }) => ({ url, closed })),
    pageRedirects: () => [...redirects],
    postMessage: async (data, origin) => {
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
      await flush();
    },
    closeProviderWindow: async () => {
      const provider = windows.at(-1);
      if (!provider) throw new Error('no provider window to close');
      provider.closed = true;
      // Up to the app's next look at `closed` (every PROVIDER_WINDOW_POLL_MS since it pointed the window).
      const sincePointed = Date.now() - provider.pointedAt;
      await vi.advanceTimersByTimeAsync(PROVIDER_WINDOW_POLL_MS - (sincePointed % PROVIDER_WINDOW_POLL_MS));
      await flush();
    },
    showPage: async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await flush();
    },
    removeInAnotherTab: async (key) => {
      const oldValue = localStorage.getItem(key);
      localStorage.removeItem(key);
      window.dispatchEvent(
        new StorageEvent('storage', { key, oldValue, newValue: null, storageArea: localStorage }),
      );
      await flush();
    },
  };
  paymentBrowser.current = standIn;
}
