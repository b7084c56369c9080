import { expect } from '@playwright/test';
import { ADDRESS_FIXTURES } from '@/machines/address-search/address-search.app-model';
import type { FlowLevers } from './flow-levers';
import { requestCaller } from './real-orders';

/**
 * addressSearch in the browser (docs/browser-paths-plan.md W12). The start is a real guest (the model's guest-1) at
 * Brasa Palermo Soho (b-1 ↔ the seeded Palermo, real-ids.ts) with a Bife de chorizo in the cart. The gazetteer, the
 * addresses and the estimate are the real server's:
 * - noAddresses: a fresh guest has none (the real answer as it is);
 * - casa: the model's own 'Casa' (SAVED: Honduras 4850 at the seeded gazetteer's point) saved by the page's guest
 *   through POST /api/pedido/direccion, with its session (the context's API requests, not held), just before the held list goes on; its real id is learned
 *   as the model's addr-1;
 * - moto: the real estimate from Palermo to Honduras 4850 (inside the radius);
 * - honduras, place, saved: the seeded gazetteer's Honduras 4850 and the real save of the form the model fills in;
 * - noConnection: the held request aborted as `internetdisconnected`.
 */

const { _id: savedId, ...saved } = ADDRESS_FIXTURES.casa.body.data[0];
const SAVES_CASA = 'casa';

export const addressSearchLevers: FlowLevers = {
  realFixtures: {
    noConnection: { connection: 'none' },
    noDelivery: {
      cannot:
        "the model's refusal is 'Este local no realiza envíos' for Brasa Palermo Soho, whose delivery the seed turns on (server/db/seed/branches.ts); the real refusal of an address outside its radius is another text ('La dirección está a … km de Brasa Palermo Soho: fuera del área de entrega …', server/services/delivery.ts), so the step's check cannot hold",
    },
    nothingFound: {
      cannot:
        "the model types 'Honduras 48' for every answer of the search, and the seeded gazetteer finds Honduras 4850 for it: the real answer is never empty there",
    },
    phoneRefused: {
      cannot:
        "the model types the phone 1155550000, which the real server accepts (server/routes/addresses.ts): its 'El teléfono no es válido' needs a phone the model does not type",
    },
  },
  beforeStep: async ({ page, ids, step }) => {
    if (step.action.kind !== 'server' || step.action.fixture !== SAVES_CASA) return;
    // The page's session (its context's cookies) but not its fetch: the spec holds every POST /pedido/direccion the
    // page sends (the 'saved' step's), and the context's API requests do not pass through page.route.
    const answer = await requestCaller(page.context().request)(
      'POST',
      '/pedido/direccion',
      ids.realValue(saved),
    );
    expect(answer.status, `'Casa' saved through the API: ${JSON.stringify(answer.json)}`).toBe(200);
    const id = (answer.json?.data as { _id?: string } | undefined)?._id;
    if (id) ids.add(savedId, id);
  },
};
