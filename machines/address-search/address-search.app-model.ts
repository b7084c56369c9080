// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep } from '../app-model';
import { addressFormSteps } from './address-form-on-the-app';
import { addressSearchModel } from './address-search.model';
import {
  ADD_NEW,
  ADDRESS_FIXTURES,
  CHECKOUT_URL,
  CHIP,
  combobox,
  EMPTY,
  estimateRequests,
  expectEstimateFor,
  field,
  guest,
  HONDURAS_4850,
  isBusy,
  LINE,
  LIST_URL,
  LOAD_FAILED,
  listRequests,
  NO_RESULTS,
  palermo,
  path,
  remember,
  remembered,
  replaceText,
  requestsTo,
  SEARCH_URL,
  saveButton,
  savedAlready,
  searchRequests,
} from './address-search-on-the-app';

export { ADDRESS_FIXTURES };

/**
 * CHECKOUT_ADDRESS and CHECKOUT_SEARCH_ADDRESS on the rendered app (ordering.md §2 "Delivery address list",
 * "Address search", §5 "New address form", §7 Orders, §8, §9 "Search debounce" 300 ms), written from the spec: the
 * routes, the Spanish texts, the payloads of POST /pedido/direccion and POST /pedido/delivery/estimate, and the
 * thresholds (a query only after more than 5 characters, the list after more than 3). A guest of brand-1 named
 * 'Invitado' without a phone, at Brasa Palermo (b-1) with one Bife de chorizo ($18.900) in the cart. The data and the
 * reading of the screens are in address-search-on-the-app.ts; the new address form's steps in address-form-on-the-app.ts.
 */
const steps: AppStep[] = [
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
  {
    event: addressSearchModel.steps[9].event,
    action: {
      kind: 'navigation',
      run: async (app) => {
        savedAlready.set(app, false);
        if (path(app) === SEARCH_URL) await app.navigate('/');
        await app.navigate(SEARCH_URL);
      },
    },
    expectAfter: (app) => {
      app.expect(path(app)).toBe(SEARCH_URL);
      app.expect(combobox(app)?.value).toBe('');
    },
  },
  {
    event: addressSearchModel.steps[10].event,
    action: {
      kind: 'local',
      fixture: "no browser maps key: the server's routes need no script",
      arrange: () => {},
    },
    expectAfter: (app) => app.expect(combobox(app)?.getAttribute('placeholder')).toBe('Buscar dirección'),
  },
  {
    event: addressSearchModel.steps[12].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app, searchRequests(app).length);
        await replaceText(app, combobox(app) as HTMLInputElement, 'Hond');
      },
    },
    expectAfter: (app) => {
      app.expect(combobox(app)?.value).toBe('Hond');
      app.expect(searchRequests(app).length).toBe(remembered(app));
    },
  },
  {
    event: addressSearchModel.steps[13].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app, searchRequests(app).length);
        await replaceText(app, combobox(app) as HTMLInputElement, 'Honduras 48');
      },
    },
    // Not yet: the query waits 300 ms.
    expectAfter: (app) => app.expect(searchRequests(app).length).toBe(remembered(app)),
  },
  {
    event: addressSearchModel.steps[14].event,
    action: { kind: 'clock', ms: 300 },
    expectAfter: (app) => {
      app.expect(searchRequests(app).length).toBe(remembered(app) + 1);
      app
        .expect(new URLSearchParams(searchRequests(app).at(-1)?.path.split('?')[1]).get('input'))
        .toBe('Honduras 48');
    },
  },
  {
    event: addressSearchModel.steps[15].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/maps\/autocomplete\?/,
      fixture: 'honduras',
      answer: ADDRESS_FIXTURES.honduras,
    },
    expectAfter: (app) => {
      app.screen.getByRole('option', { name: /Honduras 4850/ });
      app
        .expect(
          app.screen.getByRole('option', { name: 'Seleccionar en el mapa' }).getAttribute('aria-disabled'),
        )
        .toBe('true');
    },
  },
  {
    event: addressSearchModel.steps[16].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/maps\/autocomplete\?/,
      fixture: 'nothingFound',
      answer: ADDRESS_FIXTURES.nothingFound,
    },
    expectAfter: (app) => app.screen.getByRole('option', { name: NO_RESULTS }),
  },
  {
    event: addressSearchModel.steps[17].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/maps\/autocomplete\?/,
      fixture: 'noConnection',
      answer: ADDRESS_FIXTURES.noConnection,
    },
    // Said under the search; what was typed stays.
    expectAfter: (app) => {
      app.screen.getByText('No se pudo buscar la dirección. Por favor, inténtalo de nuevo.');
      app.expect(combobox(app)?.value).toBe('Honduras 48');
    },
  },
  {
    event: addressSearchModel.steps[18].event,
    action: {
      kind: 'gesture',
      run: async (app) => app.user.click(app.screen.getByRole('option', { name: /Honduras 4850/ })),
    },
    expectAfter: (app) =>
      app.expect(requestsTo(app, 'GET', /^\/maps\/place\/gz-honduras-4850/).length).toBeGreaterThan(0),
  },
  {
    event: addressSearchModel.steps[19].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/maps\/place\//,
      fixture: 'place',
      answer: ADDRESS_FIXTURES.place,
    },
    expectAfter: (app) => {
      savedAlready.set(app, false);
      app.screen.getByText(CHIP);
      app.screen.getByRole('button', { name: `Quitar la dirección ${CHIP}` });
      app.expect(field(app, 'Código de país').value).toBe('+54');
    },
  },
  {
    event: addressSearchModel.steps[20].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/maps\/place\//,
      fixture: 'noConnection',
      answer: ADDRESS_FIXTURES.noConnection,
    },
    // Back to the search with its text, the message under it; no form.
    expectAfter: (app) => {
      app.screen.getByText('No se pudo buscar la dirección. Por favor, inténtalo de nuevo.');
      app.expect(combobox(app)?.value).toBe('Honduras 48');
      app.expect(app.screen.queryByText(CHIP)).toBeNull();
    },
  },
  {
    event: addressSearchModel.steps[21].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        savedAlready.set(app, false);
        await app.user.click(app.screen.getByRole('button', { name: `Quitar la dirección ${CHIP}` }));
      },
    },
    expectAfter: (app) => {
      app.expect(app.screen.queryByText(CHIP)).toBeNull();
      app.expect(combobox(app)?.value).toBe('');
    },
  },
  ...addressFormSteps,
];

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
  steps,
};
