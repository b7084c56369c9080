// i18n-exempt-file: test data for the app-models (tests/model-app); never rendered.
import type { AppFlowModel } from '../app-model';

/**
 * Shared by the executable models of the activeOrders watcher's children (confirmReceipt, orderRating): a guest on
 * the branch home of Brasa Palermo Soho, where the watcher (opened by the app once there is a user) fetches
 * GET /pedido/active/guest-1, answered with the list the model's steps put there.
 */
export const PALERMO_ID = '64b7f0a1c2d3e4f510000001';
export const HOME_URL = `/sucursal/${PALERMO_ID}/brasa-palermo`;
export const guest = { _id: 'guest-1', typeUser: 'guest', idMarca: 'brand-1' };
export const palermo = {
  id: PALERMO_ID,
  _id: PALERMO_ID,
  storeId: 'brasa-palermo',
  idMarca: 'brand-1',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850, Palermo, CABA',
  whatsapp: '+5491155501001',
  status: 'open',
  systemOptions: { tableSystem: true, takeawaySystem: true, deliverySystem: true },
};
const MENU = {
  status: 'success',
  data: {
    home: {
      products: [{ _id: 'PAR-011', sku: 'PAR-011', name: 'Morcilla', price: 4200 }],
      recentProducts: [],
    },
    categories: [],
  },
};

/** The app opened on that branch home (the splash, 2 s then 1 s settling, is the layout flow's). */
export const branchHomeStart = (arrange: () => void): AppFlowModel['start'] => ({
  url: HOME_URL,
  waitMs: 3000,
  arrange,
  savedState: { user: guest, branch: palermo, language: { currentLanguage: 'es' } },
});

/** The branch, its menu for `viewer` (the user-id part of the menu call, a pattern) and the tracking calls. */
export const palermoBackground = (viewer: string): NonNullable<AppFlowModel['background']> => [
  {
    method: 'GET',
    path: /^\/local\/brand-1\/brasa-palermo$/,
    fixture: 'branch',
    answer: { status: 200, body: { status: 'success', data: [palermo] } },
  },
  {
    method: 'GET',
    path: new RegExp(`^/menu/brand-1/brasa-palermo/${viewer}$`),
    fixture: 'menu',
    answer: { status: 200, body: MENU },
  },
  {
    method: 'POST',
    path: /^\/activities\//,
    fixture: 'recorded',
    answer: { status: 200, body: { status: 'success', data: {} } },
  },
];

/** What the server answers besides the flow's own steps: `listed()` is GET /pedido/active/guest-1's list. */
export const branchHomeBackground = (listed: () => unknown[]): NonNullable<AppFlowModel['background']> => [
  {
    method: 'GET',
    path: /^\/pedido\/active\/guest-1$/,
    fixture: 'the listed active orders',
    answer: () => ({ status: 200, body: { status: 'success', data: listed() } }),
  },
  ...palermoBackground('guest'),
];
