import type { Page } from '@playwright/test';
import type { RealFixture } from './accounts';
import type { ProducedFixture } from './produced';
import { pageCaller, placeOrder } from './real-orders';

/**
 * menuBrowsing in the browser (W11, docs/browser-paths-plan.md): a guest on Brasa Palermo Soho (b-1 ↔ the seeded
 * Palermo, real-ids.ts) with a Bife de chorizo in the cart. The branch and the menu are the real server's
 * (`background`: not held). The history GET /pedido/usuario/guest-1 is held until its step:
 * - historyWithBife: the page's own guest places a real table order of PAR-001 'Bife de chorizo' through the API
 *   (its session cookie; model-paths/real-orders.ts, as the order flows' walks place theirs) just before the held
 *   request goes on, so the real history holds one order with a Bife;
 * - historyEmpty: a new guest has no orders (the real answer as it is);
 * - historyUnreachable: the held request aborted as `internetdisconnected`.
 * The branch home's chip links carry the seeded Palermo id: the page driver reads an `href` in the model's ids while
 * the model's code runs (page-driver.ts), so 'Open the branch home' checks them whole.
 */

/** The id of the guest the page is signed in as (the app's saved state in IndexedDB `persist:root`). */
const pageGuestId = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('persist:root');
          read.onsuccess = () => resolve((read.result?.user as { _id?: string } | undefined)?._id ?? '');
          read.onerror = () => reject(read.error);
        };
      }),
  );

export const menuBrowsingFixtures: Record<string, RealFixture | ProducedFixture> = {
  historyWithBife: {
    produced: "a real table order of one PAR-001 by the page's guest",
    around: async ({ page, request, send }) => {
      await placeOrder(pageCaller(page), request, await pageGuestId(page), 'mesa', 'palermo', 'PAR-001');
      await send();
    },
  },
  historyUnreachable: { connection: 'none' },
};
