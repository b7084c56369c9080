import { vi } from 'vitest';
import {
  DRAFT_ORDER_ID,
  type PaymentBrowser,
  paymentBrowser,
} from '@/machines/send-order/checkout-on-the-app';

/**
 * The browser around the provider's window, for the sendOrder and paymentVerification app-models: `window.open`
 * gives a stand-in window (happy-dom would load the provider's page), `location.assign` is recorded, and a path
 * can post a message to the app's window, make the page visible again, or remove a key from another tab (the
 * key is gone and the `storage` event arrives, as a browser sends it to the other tabs).
 */
export function installPaymentBrowser(): void {
  let windows: Array<{ url: string; closed: boolean }> = [];
  let redirects: string[] = [];
  const flush = async () => {
    await vi.advanceTimersByTimeAsync(0);
  };
  const standIn: PaymentBrowser = {
    reset: () => {
      // This tab already showed the guest registration modal for the cart's draft (§6: once per draftOrderId):
      // CHECKOUT stays uncovered.
      sessionStorage.setItem('checkout_guest_modal_shown', JSON.stringify([DRAFT_ORDER_ID]));
      windows = [];
      redirects = [];
      window.open = ((url?: string | URL) => {
        const record = { url: String(url ?? ''), closed: false };
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
    windows: () => windows.map((w) => ({ ...w })),
    pageRedirects: () => [...redirects],
    postMessage: async (data, origin) => {
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
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
