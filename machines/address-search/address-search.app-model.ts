// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import { guest as branchGuest, palermoWith } from '../current-branch/branches-on-the-app';
import { addressSearchModel } from './address-search.model';

/**
 * CHECKOUT_ADDRESS and CHECKOUT_SEARCH_ADDRESS on the rendered app (ordering.md §2 "Delivery address list",
 * "Address search", §5 "New address form", §7 Orders, §8, §9 "Search debounce" 300 ms), written from the spec: the
 * routes, the Spanish texts, the payloads of POST /pedido/direccion and POST /pedido/delivery/estimate, and the
 * thresholds (a query only after more than 5 characters, the list after more than 3). A guest of brand-1 named
 * 'Invitado' without a phone, at Brasa Palermo (b-1) with one Bife de chorizo ($18.900) in the cart.
 */
const LIST_URL = '/checkout/datos-de-entrega';
const SEARCH_URL = '/checkout/buscar-direccion';
const CHECKOUT_URL = '/checkout';
const guest = { ...branchGuest, name: 'Invitado' };
const palermo = palermoWith({ tableSystem: true, takeawaySystem: true, deliverySystem: true });
const LINE = {
  _id: 'PAR-001',
  sku: 'PAR-001',
  name: 'Bife de chorizo',
  price: 18900,
  quantity: 1,
  storeId: 'brasa-palermo',
  orderProductId: 'line-bife',
};
const SAVED = {
  _id: 'addr-1',
  idCliente: 'guest-1',
  idMarca: 'brand-1',
  deliveryAddress: 'Honduras 4850, C1414 CABA, Argentina',
  coordinates: { dropoff: { lat: -34.5889, lon: -58.4306 } },
  customerName: 'Invitado',
  customerPhone: '+541155550000',
  deliveryInstructions: 'Timbre 3B',
  etiqueta: 'Casa',
  isDefault: true,
};
const refusal = (message: string): ServerAnswer => ({
  status: 400,
  body: { status: 'error', message, data: { message } },
});

export const ADDRESS_FIXTURES = {
  noAddresses: { status: 200, body: { status: 'success', data: [] } },
  casa: { status: 200, body: { status: 'success', data: [SAVED] } },
  noConnection: { status: 0, networkError: true },
  moto: {
    status: 200,
    body: { status: 'success', data: { estimaciones: [{ id: 'moto', tipo: 'Moto', costoEnvio: 1800 }] } },
  },
  noDelivery: refusal('Este local no realiza envíos'),
  honduras: {
    status: 200,
    body: {
      status: 'success',
      data: [
        {
          place_id: 'gz-honduras-4850',
          description: 'Honduras 4850, Palermo, Ciudad Autónoma de Buenos Aires, Argentina',
          main_text: 'Honduras 4850',
          secondary_text: 'Palermo, Ciudad Autónoma de Buenos Aires',
          structured_formatting: {
            main_text: 'Honduras 4850',
            secondary_text: 'Palermo, Ciudad Autónoma de Buenos Aires',
          },
        },
      ],
    },
  },
  nothingFound: { status: 200, body: { status: 'success', data: [] } },
  place: {
    status: 200,
    body: {
      status: 'success',
      data: {
        place_id: 'gz-honduras-4850',
        name: 'Honduras 4850',
        formatted_address: 'Honduras 4850, C1414 CABA, Argentina',
        geometry: { location: { lat: -34.5889, lng: -58.4306 } },
      },
    },
  },
  saved: { status: 200, body: { status: 'success', data: SAVED } },
  phoneRefused: refusal('El teléfono no es válido'),
  branch: { status: 200, body: { status: 'success', data: [palermo] } },
} satisfies Record<string, ServerAnswer>;

const EMPTY = 'No tienes direcciones agregadas';
const ADD_NEW = 'Agregar una nueva dirección';
const LOAD_FAILED = 'No se pudieron cargar tus direcciones.';
const NO_RESULTS = 'No se encontraron resultados';
const CHIP = 'Honduras 4850, C1414 CABA, Argentina';
const MESSAGES = {
  tag: 'Por favor, ingrese una etiqueta para su dirección',
  phone: 'Por favor, ingrese un teléfono',
  instructions: 'Por favor, ingrese instrucciones de entrega',
};

const path = (app: AppDriver) => app.url().split('?')[0];
const requestsTo = (app: AppDriver, method: string, pattern: RegExp) =>
  app.requests().filter((r) => r.method === method && pattern.test(r.path));
const listRequests = (app: AppDriver) => requestsTo(app, 'GET', /^\/pedido\/direccion\/brand-1\/guest-1$/);
const estimateRequests = (app: AppDriver) => requestsTo(app, 'POST', /^\/pedido\/delivery\/estimate$/);
const searchRequests = (app: AppDriver) => requestsTo(app, 'GET', /^\/maps\/autocomplete\?/);
const saveRequests = (app: AppDriver) => requestsTo(app, 'POST', /^\/pedido\/direccion$/);
const combobox = (app: AppDriver) =>
  app.screen.queryByRole('combobox', { name: 'Dirección' }) as HTMLInputElement | null;
const field = (app: AppDriver, label: string) => app.screen.getByLabelText(label) as HTMLInputElement;
const saveButton = (app: AppDriver) => app.screen.getByRole('button', { name: 'Guardar' });
const isBusy = (button: HTMLElement) =>
  button.getAttribute('aria-disabled') === 'true' || button.getAttribute('aria-busy') === 'true';

/** One change to the whole text, as a paste over a selection (one input event, like the model's step). */
const replaceText = async (app: AppDriver, element: HTMLInputElement, value: string) => {
  await app.user.click(element);
  await app.user.keyboard('{Control>}a{/Control}');
  await app.user.paste(value);
};

/** Whether this path's form was already saved (its estimate failed): 'Guardar' then asks only the estimate. */
const savedAlready = new WeakMap<AppDriver, boolean>();
const estimatesBefore = new WeakMap<AppDriver, number>();
const counts = new WeakMap<AppDriver, number>();
const remember = (app: AppDriver, n: number) => counts.set(app, n);
const remembered = (app: AppDriver) => counts.get(app) ?? 0;

/** The estimate body §7 names, with the cart's own quantity and total (one Bife de chorizo). */
const expectEstimateFor = (app: AppDriver, lat: number, lon: number) => {
  app.expect(estimateRequests(app).length).toBe(remembered(app) + 1);
  app
    .expect(estimateRequests(app).at(-1)?.body)
    .toEqual({ idLocal: 'b-1', lat, lon, cantidad: 1, total: 18900 });
};

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
    expectAfter: (app) => expectEstimateFor(app, -34.5889, -58.4306),
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
  ...(
    [
      [22, 'Etiqueta tu dirección', 'Casa', 'tag'],
      [23, 'Teléfono', '1155550000', 'phone'],
      [24, 'Instrucciones de entrega', 'Timbre 3B', 'instructions'],
    ] as const
  ).map(
    ([index, label, value, key]): AppStep => ({
      event: addressSearchModel.steps[index].event,
      action: { kind: 'gesture', run: async (app) => replaceText(app, field(app, label), value) },
      expectAfter: (app) => {
        app.expect(field(app, label).value).toBe(value);
        app.expect(app.descriptionOf(field(app, label))).not.toContain(MESSAGES[key]);
      },
    }),
  ),
  {
    event: addressSearchModel.steps[25].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app, saveRequests(app).length);
        estimatesBefore.set(app, estimateRequests(app).length);
        await app.user.click(saveButton(app));
      },
    },
    expectAfter: (app) => {
      if (savedAlready.get(app)) {
        // No second address: the saved one's estimate is asked again.
        app.expect(saveRequests(app).length).toBe(remembered(app));
        app.expect(estimateRequests(app).length).toBe((estimatesBefore.get(app) ?? 0) + 1);
        return;
      }
      const tag = field(app, 'Etiqueta tu dirección').value;
      const phone = field(app, 'Teléfono').value;
      const instructions = field(app, 'Instrucciones de entrega').value;
      if (tag && phone && instructions) {
        // §7: exactly these fields; the guest's own name; the phone with its country code.
        app.expect(saveRequests(app).length).toBe(remembered(app) + 1);
        app.expect(saveRequests(app).at(-1)?.body).toEqual({
          idCliente: 'guest-1',
          idMarca: 'brand-1',
          deliveryAddress: CHIP,
          coordinates: { dropoff: { lat: -34.5889, lon: -58.4306 } },
          customerName: 'Invitado',
          customerPhone: `+54${phone}`,
          deliveryInstructions: instructions,
          etiqueta: tag,
          isDefault: true,
        });
        app.expect(isBusy(saveButton(app))).toBe(true);
      } else {
        // §5: nothing is sent; each empty field shows its message.
        app.expect(saveRequests(app).length).toBe(remembered(app));
        if (!tag) app.expect(app.descriptionOf(field(app, 'Etiqueta tu dirección'))).toContain(MESSAGES.tag);
        if (!phone) app.expect(app.descriptionOf(field(app, 'Teléfono'))).toContain(MESSAGES.phone);
        if (!instructions)
          app
            .expect(app.descriptionOf(field(app, 'Instrucciones de entrega')))
            .toContain(MESSAGES.instructions);
      }
    },
  },
  {
    event: addressSearchModel.steps[26].event,
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/direccion$/,
      fixture: 'saved',
      answer: ADDRESS_FIXTURES.saved,
    },
    // The saved address's estimate is asked at once.
    expectAfter: (app) => {
      savedAlready.set(app, true);
      app.expect(estimateRequests(app).length).toBeGreaterThan(0);
      app.expect(estimateRequests(app).at(-1)?.body).toEqual({
        idLocal: 'b-1',
        lat: -34.5889,
        lon: -58.4306,
        cantidad: 1,
        total: 18900,
      });
    },
  },
  {
    event: addressSearchModel.steps[27].event,
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/direccion$/,
      fixture: 'phoneRefused',
      answer: ADDRESS_FIXTURES.phoneRefused,
    },
    // §8: the server's message under the form; what was typed stays.
    expectAfter: (app) => {
      const alert = app.screen
        .getAllByRole('alert')
        .find((a) => a.textContent === 'El teléfono no es válido');
      app.expect(alert).toBeDefined();
      app
        .expect(app.screen.getByRole('form', { name: 'Nueva dirección' }).getAttribute('aria-describedby'))
        .toBe(alert?.id);
      app.expect(path(app)).toBe(SEARCH_URL);
      app.screen.getByText(CHIP);
    },
  },
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
