// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppFlowModel, ServerAnswer } from '../app-model';
import { palermoWith } from '../current-branch/branches-on-the-app';

/**
 * The data of MENU_BROWSING's executable model (menu-browsing.app-model.ts): the routes, Brasa Palermo Soho and
 * its menu, the line in the cart, the diner's history, the named server answers and the texts it checks.
 */

export const HOME_URL = '/sucursal/b-1/brasa-palermo';
export const MENU_URL = '/menu/b-1/brasa-palermo';
export const palermo = palermoWith();
const product = (sku: string, name: string, price: number) => ({ _id: sku, sku, name, price });
// The seeded b2c menu's own skus, names and prices (server/db/seed/data/menu-b2c.ts), so the browser walks
// (tests/e2e/model-paths.spec.ts) can check them against the real server's menu.
export const BIFE = product('PAR-001', 'Bife de chorizo', 18900);
export const BURGER = product('HAM-001', 'Hamburguesa clásica', 9900);
export const PIZZA = product('PIZ-001', 'Muzzarella', 10900);
export const EMPANADA = product('EMP-011', 'Media docena de empanadas', 9900);
/** The line in the cart (the human model's `line`). */
export const LINE = { ...BIFE, quantity: 1, storeId: 'brasa-palermo', orderProductId: 'line-bife' };

/** The menu the server answers (§3 "Menu"): four categories, one with a subcategory, and one tag. */
const MENU = {
  status: 'success',
  data: {
    home: { products: [BIFE, EMPANADA], featuredCategories: [], recentProducts: [] },
    categories: [
      {
        id: 'c-1',
        name: 'Parrilla',
        slug: 'parrilla',
        products: [BIFE],
        subcategories: [{ id: 's-1', name: 'Cortes vacunos', products: [BIFE] }],
      },
      { id: 'c-2', name: 'Hamburguesas', slug: 'hamburguesas', products: [BURGER] },
      { id: 'c-3', name: 'Pizzas', slug: 'pizzas', products: [PIZZA] },
      { id: 'c-4', name: 'Empanadas', slug: 'empanadas', products: [EMPANADA] },
      { id: 't-1', name: 'Vegano', slug: 'vegano', type: 'preferences', products: [PIZZA] },
    ],
  },
};

/** An order of Bife de chorizo, as GET /pedido/usuario/{userId} (§7 "Orders") answers the diner's history. */
const ORDER_WITH_BIFE = {
  _id: 'o-1',
  idLocal: 'b-1',
  storeId: 'brasa-palermo',
  created: '2026-11-20T21:00:00.000Z',
  orderPayment: [{ _id: BIFE._id, sku: BIFE.sku, name: BIFE.name, price: BIFE.price, quantity: 1 }],
};

export const MENU_BROWSING_FIXTURES = {
  branch: { status: 200, body: { status: 'success', data: [palermo] } },
  menu: { status: 200, body: MENU },
  recorded: { status: 200, body: { status: 'success', data: {} } },
  historyWithBife: { status: 200, body: { status: 'success', data: [ORDER_WITH_BIFE] } },
  historyEmpty: { status: 200, body: { status: 'success', data: [] } },
  historyUnreachable: { status: 0, networkError: true },
} satisfies Record<string, ServerAnswer>;

export const CATEGORY_NAMES = ['Parrilla', 'Hamburguesas', 'Pizzas', 'Empanadas', 'Vegano'];
export const LEAVE_TITLE = '¿Queres salir sin enviar el pedido?';
export const LEAVE_BODY = 'Los pedidos que agregaste se perderán y deberás agregarlos nuevamente.';

/** The products a search shows (§2: name or description, case-insensitive), from the menu above. */
export const PRODUCT_NAMES = [BIFE.name, BURGER.name, PIZZA.name, EMPANADA.name];

/**
 * What a screen of Brasa Palermo Soho needs answered in the background (never held): the branch, its menu and the
 * activity calls. menuBrowsing's model and layout's (MENU is one of the screens it leaves and comes back to).
 */
export const PALERMO_MENU_BACKGROUND: NonNullable<AppFlowModel['background']> = [
  {
    method: 'GET',
    path: /^\/local\/brand-1\/brasa-palermo$/,
    fixture: 'branch',
    answer: MENU_BROWSING_FIXTURES.branch,
  },
  {
    method: 'GET',
    path: /^\/menu\/brand-1\/brasa-palermo\/guest$/,
    fixture: 'menu',
    answer: MENU_BROWSING_FIXTURES.menu,
  },
  {
    method: 'POST',
    path: /^\/activities\/(record-menu-visit|update-cart)$/,
    fixture: 'recorded',
    answer: MENU_BROWSING_FIXTURES.recorded,
  },
];
