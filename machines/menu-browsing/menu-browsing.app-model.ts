// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppFlowModel } from '../app-model';
import { guest } from '../current-branch/branches-on-the-app';
import { menuBrowsingModel } from './menu-browsing.model';
import {
  LINE,
  MENU_BROWSING_FIXTURES,
  PALERMO_MENU_BACKGROUND,
  palermo,
} from './menu-browsing-fixtures.app-model';
import {
  MENU_BROWSING_MODEL_GAPS,
  MENU_BROWSING_PENDING,
  menuBrowsingImpossible,
} from './menu-browsing-gaps.app-model';
import { MENU_BROWSING_STATES } from './menu-browsing-screen.app-model';
import { menuBrowsingSteps } from './menu-browsing-steps.app-model';

/**
 * The branch home, MENU and the subcategory menu on the rendered app (ordering.md §2 "Branch home", "Menu",
 * "Category carousel", "Subcategory menu", "Leave guard", route parameters and query strings; §7 tracking; §9
 * timings: the 300 ms search debounce and the 600 ms carousel lock), written from the spec: its routes
 * (/sucursal/{id}/{storeId}, /menu/{id}/{storeId}, …/subcategory/{subcategoryId}?categoria=…), its query
 * strings (categoria, preferencia, search), its Spanish texts and its calls. A guest on Brasa Palermo Soho with
 * one product in the cart (restored from the saved state), as the human model's start says; the branch and
 * the menu are the scripted server's background answers (`background`).
 *
 * Split by concern: the data and server answers (menu-browsing-fixtures.app-model.ts), the screen's helpers and
 * each state's expectations (menu-browsing-screen.app-model.ts), the steps (menu-browsing-steps.app-model.ts),
 * and the pending steps, model gaps and impossible paths (menu-browsing-gaps.app-model.ts).
 */

/** The named server answers, still importable from here. */
export { MENU_BROWSING_FIXTURES };

export const menuBrowsingAppModel: AppFlowModel = {
  model: menuBrowsingModel,
  systemId: 'menuBrowsing',
  start: {
    url: '/perfil',
    // The splash (2 s, then 1 s settling) is the layout flow's.
    waitMs: 3000,
    savedState: {
      user: guest,
      branch: palermo,
      order: { products: [LINE] },
      language: { currentLanguage: 'es' },
    },
  },
  background: PALERMO_MENU_BACKGROUND,
  // The history guard follows the cart's products, which this model does not step (cart changes are model gaps).
  // 'Tus últimos pedidos' is asked again by every opening, the subcategory screen's own too (no model step):
  // the live region may be idle where the model still shows; its states' checks and the answers' steps still run.
  followedRegions: ['browsing.history', 'browsing.lastOrders'],
  states: MENU_BROWSING_STATES,
  steps: menuBrowsingSteps,
  pending: MENU_BROWSING_PENDING,
  modelGaps: MENU_BROWSING_MODEL_GAPS,
  impossible: menuBrowsingImpossible,
};
