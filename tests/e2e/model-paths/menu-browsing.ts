import type { Page } from '@playwright/test';
import { type AppStep, isSameEvent } from '@/machines/app-model';
import { menuBrowsingModel } from '@/machines/menu-browsing/menu-browsing.model';
import { BRANCH_IDS } from '@/server/db/seed/branches';
import type { PathState } from '@/tools/flow-graph/paths';
import type { RealFixture } from './accounts';
import type { ProducedFixture } from './produced';

/**
 * menuBrowsing in the browser (W11, docs/browser-paths-plan.md): a guest on Brasa Palermo Soho (b-1 ↔ the seeded
 * Palermo, real-ids.ts) with a Bife de chorizo in the cart. The branch and the menu are the real server's
 * (`background`: not held). The history GET /pedido/usuario/guest-1 is held until its step:
 * - historyWithBife: the page's own guest places a real table order of PAR-001 'Bife de chorizo' through the API
 *   (its session cookie; the quote's total asked first, as tests/e2e/active-orders-polling.spec.ts does) just before
 *   the held request goes on, so the real history holds one order with a Bife;
 * - historyEmpty: a new guest has no orders (the real answer as it is);
 * - historyUnreachable: the held request aborted as `internetdisconnected`.
 */

/** A table order of one Bife de chorizo at Brasa Palermo Soho by the page's guest (pay at the branch). */
async function placeBifeOrder(page: Page): Promise<void> {
  const error = await page.evaluate(
    async ({ branchId }) => {
      const open = indexedDB.open('keyval-store');
      const saved = await new Promise<Record<string, { _id?: string; idMarca?: string }>>(
        (resolve, reject) => {
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction('keyval').objectStore('keyval').get('persist:root');
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => reject(read.error);
          };
        },
      );
      const user = saved.user ?? {};
      const body = {
        idCliente: user._id,
        idLocal: branchId,
        storeId: 'brasa-palermo',
        idMarca: user.idMarca,
        draftOrderId: Math.random().toString(36).slice(2).padEnd(21, 'x').slice(0, 21),
        type: 'mesa',
        mesa: 7,
        orderPayment: [{ sku: 'PAR-001', quantity: 1 }],
        orderChangeState: 'new',
      };
      const send = (total: number) =>
        fetch('/api/pedido/sendorder', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, total }),
        }).then(async (r) => ({ status: r.status, json: await r.json() }));
      const probe = await send(999_999_999);
      const answer = probe.status === 409 ? await send(probe.json.expectedTotal) : probe;
      return answer.status === 200
        ? null
        : `POST /pedido/sendorder answered ${answer.status}: ${JSON.stringify(answer.json)}`;
    },
    { branchId: BRANCH_IDS.palermo },
  );
  if (error) throw new Error(`placing the guest's Bife order (historyWithBife): ${error}`);
}

export const menuBrowsingFixtures: Record<string, RealFixture | ProducedFixture> = {
  historyWithBife: {
    produced: "a real table order of one PAR-001 by the page's guest",
    around: async ({ page, send }) => {
      await placeBifeOrder(page);
      await send();
    },
  },
  historyUnreachable: { connection: 'none' },
};

/**
 * Steps whose checks read what the id map cannot translate (it translates the requests, the URL and navigations,
 * not the DOM's attributes), with the reason; the walk stops there, as at the app-model's `impossible`.
 */
export const menuBrowsingImpossible = (_before: PathState, step: AppStep): string | null =>
  isSameEvent(step.event, menuBrowsingModel.steps[1].event)
    ? "the step's check reads the 'Pizzas' chip's href, which carries the real branch id (/menu/<seeded Palermo id>/brasa-palermo?categoria=pizzas, measured on 25 Nov) where the model expects b-1; the id map does not translate the DOM's attributes"
    : null;
