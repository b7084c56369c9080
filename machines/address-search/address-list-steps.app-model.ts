// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppStep } from '../app-model';
import { addressSearchModel } from './address-search.model';
import {
  ADD_NEW,
  ADDRESS_FIXTURES,
  CHECKOUT_URL,
  EMPTY,
  estimateRequests,
  expectEstimateFor,
  HONDURAS_4850,
  LIST_URL,
  LOAD_FAILED,
  listRequests,
  path,
  remember,
  remembered,
  SEARCH_URL,
  savedAlready,
} from './address-search-on-the-app';

/**
 * The delivery address list's steps of the addressSearch executable model (address-search.app-model.ts, whose
 * comment says what they walk): the list asked for, its answers, the estimate for a saved address, 'Agregar una nueva dirección'.
 */
export const addressListSteps: AppStep[] = [
  {
    event: addressSearchModel.steps[0].event,
    action: {
      kind: 'navigation',
      run: async (app) => {
        if (path(app) === LIST_URL) await app.navigate('/');
        remember(app, listRequests(app).length);
        await app.navigate(LIST_URL);
      },
    },
    expectAfter: (app) => {
      app.expect(path(app)).toBe(LIST_URL);
      app.expect(listRequests(app).length).toBe(remembered(app) + 1);
    },
  },
  {
    event: addressSearchModel.steps[1].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/pedido\/direccion\//,
      fixture: 'noAddresses',
      answer: ADDRESS_FIXTURES.noAddresses,
    },
    expectAfter: (app) => {
      app.screen.getByText(EMPTY);
      app.screen.getByRole('button', { name: ADD_NEW });
    },
  },
  {
    event: addressSearchModel.steps[2].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/pedido\/direccion\//,
      fixture: 'casa',
      answer: ADDRESS_FIXTURES.casa,
    },
    expectAfter: (app) => {
      app.screen.getByRole('button', { name: /Casa/ });
      app.expect(app.screen.queryByText(EMPTY)).toBeNull();
    },
  },
  {
    event: addressSearchModel.steps[3].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/pedido\/direccion\//,
      fixture: 'noConnection',
      answer: ADDRESS_FIXTURES.noConnection,
    },
    expectAfter: (app) => {
      app.screen.getByText(LOAD_FAILED);
      app.screen.getByRole('button', { name: 'Intentar nuevamente' });
    },
  },
  {
    event: addressSearchModel.steps[4].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app, listRequests(app).length);
        await app.user.click(app.screen.getByRole('button', { name: 'Intentar nuevamente' }));
      },
    },
    expectAfter: (app) => app.expect(listRequests(app).length).toBe(remembered(app) + 1),
  },
  {
    event: addressSearchModel.steps[5].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app, estimateRequests(app).length);
        await app.user.click(app.screen.getByRole('button', { name: /Casa/ }));
      },
    },
    expectAfter: (app) => expectEstimateFor(app, HONDURAS_4850.lat, HONDURAS_4850.lon),
  },
  {
    event: addressSearchModel.steps[6].event,
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/delivery\/estimate$/,
      fixture: 'moto',
      answer: ADDRESS_FIXTURES.moto,
    },
    // Back on CHECKOUT (the route replaced).
    expectAfter: (app) => app.expect(path(app)).toBe(CHECKOUT_URL),
  },
  {
    event: addressSearchModel.steps[7].event,
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/delivery\/estimate$/,
      fixture: 'noDelivery',
      answer: ADDRESS_FIXTURES.noDelivery,
    },
    // The server's message where the diner is; the route stays.
    expectAfter: (app) => {
      app.expect([LIST_URL, SEARCH_URL]).toContain(path(app));
      app.screen.getByText('Este local no realiza envíos');
    },
  },
  {
    event: addressSearchModel.steps[8].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        savedAlready.set(app, false);
        await app.user.click(app.screen.getByRole('button', { name: ADD_NEW }));
      },
    },
    expectAfter: (app) => app.expect(path(app)).toBe(SEARCH_URL),
  },
];
