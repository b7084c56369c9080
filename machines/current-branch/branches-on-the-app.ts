// i18n-exempt-file: test data and a gesture for the app-models (tests/model-app); never rendered.
import type { AppDriver } from '../app-model';

/**
 * Shared by the executable models that stand on the human models' branches (catalogue, currentBranch,
 * menuBrowsing, addressSearch): the guest of brand-1, Brasa Palermo Soho (b-1) and Brasa Belgrano (b-2) as the
 * server sends them, and the pick of a branch on BASE (ordering.md §2 BASE "Branch card", "After selection").
 */
export const guest = { _id: 'guest-1', typeUser: 'guest', idMarca: 'brand-1' };

type SystemOptions = { tableSystem: boolean; takeawaySystem: boolean; deliverySystem: boolean };

/** Brasa Palermo Soho (b-1), open; the flow says which ways of ordering it offers (no delivery unless told). */
export const palermoWith = (
  systemOptions: SystemOptions = { tableSystem: true, takeawaySystem: true, deliverySystem: false },
) => ({
  id: 'b-1',
  _id: 'b-1',
  storeId: 'brasa-palermo',
  idMarca: 'brand-1',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850, Palermo, CABA',
  status: 'open',
  systemOptions,
});

/** Brasa Belgrano (b-2), open, with Palermo's address and ways of ordering. */
export const belgrano = {
  ...palermoWith(),
  id: 'b-2',
  _id: 'b-2',
  storeId: 'brasa-belgrano',
  name: 'Brasa Belgrano',
};

/** BASE, then a tap on the branch's card (BASE must list it open: a closed card ignores clicks). */
export const pickOnBase = (name: string) => async (app: AppDriver) => {
  await app.navigate('/');
  await app.user.click(await app.screen.findByText(name));
  await app.settle();
};
