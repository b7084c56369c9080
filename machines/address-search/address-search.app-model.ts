// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel } from '../app-model';
import { addressListSteps } from './address-list-steps.app-model';
import { addressSearchModel } from './address-search.model';
import {
  ADD_NEW,
  ADDRESS_FIXTURES,
  CHECKOUT_URL,
  CHIP,
  combobox,
  EMPTY,
  field,
  guest,
  isBusy,
  LINE,
  LIST_URL,
  LOAD_FAILED,
  palermo,
  path,
  SEARCH_URL,
  saveButton,
} from './address-search-on-the-app';
import { addressSearchSteps } from './address-search-steps.app-model';

export { ADDRESS_FIXTURES };

/**
 * CHECKOUT_ADDRESS and CHECKOUT_SEARCH_ADDRESS on the rendered app (ordering.md §2 "Delivery address list",
 * "Address search", §5 "New address form", §7 Orders, §8, §9 "Search debounce" 300 ms), written from the spec: the
 * routes, the Spanish texts, the payloads of POST /pedido/direccion and POST /pedido/delivery/estimate, and the
 * thresholds (a query only after more than 5 characters, the list after more than 3). A guest of brand-1 named
 * 'Invitado' without a phone, at Brasa Palermo (b-1) with one Bife de chorizo ($18.900) in the cart. The data and the
 * reading of the screens are in address-search-on-the-app.ts; the list's steps in address-list-steps.app-model.ts,
 * the search's in address-search-steps.app-model.ts, the new address form's in address-form-on-the-app.ts.
 */

const onList = (app: AppDriver) => path(app) === LIST_URL;
const onSearch = (app: AppDriver) => path(app) === SEARCH_URL;

export const addressSearchAppModel: AppFlowModel = {
  model: addressSearchModel,
  systemId: 'addressSearch',
  // The splash (2 s, then 1 s settling) is the layout flow's.
  start: {
    url: '/',
    waitMs: 3000,
    savedState: {
      user: guest,
      branch: palermo,
      order: { products: [LINE] },
      language: { currentLanguage: 'es' },
    },
  },
  instantStates: ['search.loadingProvider', 'list.loading'],
  pending: [
    {
      event: addressSearchModel.steps[11].event,
      reason:
        "Google's script loads only in a build with VITE_MAPS_API_KEY; its failure is covered by tests/machines and tests/unit/adapters/address-adapters.test.ts",
    },
  ],
  background: [{ method: 'GET', path: /^\/local\//, fixture: 'branch', answer: ADDRESS_FIXTURES.branch }],
  states: {
    idle: (app) => app.expect(onList(app) || onSearch(app)).toBe(false),
    'list.loading': () => {},
    'list.fetching': (app) => {
      app.expect(onList(app)).toBe(true);
      app.expect(app.screen.queryByText(EMPTY)).toBeNull();
    },
    'list.failed': (app) => {
      app.expect(onList(app)).toBe(true);
      app.screen.getByText(LOAD_FAILED);
    },
    'list.ready': (app) => {
      app.expect(onList(app)).toBe(true);
      app.screen.getByRole('button', { name: ADD_NEW });
      const cards = app.screen.queryAllByRole('button', { name: /Casa/ });
      if (cards.length === 0) app.screen.getByText(EMPTY);
    },
    'list.estimating': (app) => {
      app.expect(onList(app)).toBe(true);
      app.screen.getByText('Calculando el envío…');
    },
    'list.chosen': (app) => app.expect(path(app)).toBe(CHECKOUT_URL),
    'search.loadingProvider': () => {},
    'search.providerFailed': (app) => {
      app.screen.getByText('Error al cargar la API de Google Maps');
    },
    'search.typing.waiting': (app) => {
      app.expect(onSearch(app)).toBe(true);
      const input = combobox(app) as HTMLInputElement;
      // §5: the list only with more than 3 characters.
      if (input.value.trim().length <= 3) app.expect(input.getAttribute('aria-expanded')).toBe('false');
    },
    'search.typing.debouncing': (app) => app.expect(combobox(app)?.value.trim().length).toBeGreaterThan(5),
    'search.typing.querying': (app) => app.expect(combobox(app)?.value.trim().length).toBeGreaterThan(5),
    'search.resolvingPlace': (app) => app.expect(onSearch(app)).toBe(true),
    'search.form.editing': (app) => {
      app.expect(onSearch(app)).toBe(true);
      app.screen.getByText(CHIP);
      field(app, 'Etiqueta tu dirección');
      field(app, 'Instrucciones de entrega');
      // A guest named 'Invitado' without a phone: 'Teléfono' with its code, no 'Nombre'.
      field(app, 'Teléfono');
      app.expect(app.screen.queryByLabelText('Nombre')).toBeNull();
      app.expect(isBusy(saveButton(app))).toBe(false);
    },
    'search.form.saving': (app) => app.expect(isBusy(saveButton(app))).toBe(true),
    'search.form.estimating': (app) => app.expect(isBusy(saveButton(app))).toBe(true),
    'search.saved': (app) => app.expect(path(app)).toBe(CHECKOUT_URL),
  },
  steps: [...addressListSteps, ...addressSearchSteps],
};
