// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, ServerAnswer } from '../app-model';
import { guest as branchGuest, palermoWith } from '../current-branch/branches-on-the-app';

/**
 * The addressSearch app-model's data and reading of the screens (address-search.app-model.ts and its steps,
 * address-form-on-the-app.ts): the guest, the branch, the cart's line, the server's answers, the spec's texts,
 * the calls the screens send, and what each running app remembers between a step and its check.
 */
export const LIST_URL = '/checkout/datos-de-entrega';
export const SEARCH_URL = '/checkout/buscar-direccion';
export const CHECKOUT_URL = '/checkout';
export const guest = { ...branchGuest, name: 'Invitado' };
export const palermo = palermoWith({ tableSystem: true, takeawaySystem: true, deliverySystem: true });
export const LINE = {
  _id: 'PAR-001',
  sku: 'PAR-001',
  name: 'Bife de chorizo',
  price: 18900,
  quantity: 1,
  storeId: 'brasa-palermo',
  orderProductId: 'line-bife',
};
/**
 * Honduras 4850 where the seeded gazetteer puts it (server/db/seed/data/gazetteer.ts), so the browser walks
 * (tests/e2e/model-paths) read the real /maps/place answer and the save's body with the model's own numbers.
 */
export const HONDURAS_4850 = { lat: -34.586912, lon: -58.430621 };
/** The guest's saved address 'Casa' (Honduras 4850), as POST /pedido/direccion answers it and the list shows it. */
export const SAVED = {
  _id: 'addr-1',
  idCliente: 'guest-1',
  idMarca: 'brand-1',
  deliveryAddress: 'Honduras 4850, C1414 CABA, Argentina',
  coordinates: { dropoff: HONDURAS_4850 },
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
        geometry: { location: { lat: HONDURAS_4850.lat, lng: HONDURAS_4850.lon } },
      },
    },
  },
  saved: { status: 200, body: { status: 'success', data: SAVED } },
  phoneRefused: refusal('El teléfono no es válido'),
  branch: { status: 200, body: { status: 'success', data: [palermo] } },
} satisfies Record<string, ServerAnswer>;

export const EMPTY = 'No tienes direcciones agregadas';
export const ADD_NEW = 'Agregar una nueva dirección';
export const LOAD_FAILED = 'No se pudieron cargar tus direcciones.';
export const NO_RESULTS = 'No se encontraron resultados';
export const CHIP = 'Honduras 4850, C1414 CABA, Argentina';
export const MESSAGES = {
  tag: 'Por favor, ingrese una etiqueta para su dirección',
  phone: 'Por favor, ingrese un teléfono',
  instructions: 'Por favor, ingrese instrucciones de entrega',
};

export const path = (app: AppDriver) => app.url().split('?')[0];
export const requestsTo = (app: AppDriver, method: string, pattern: RegExp) =>
  app.requests().filter((r) => r.method === method && pattern.test(r.path));
export const listRequests = (app: AppDriver) =>
  requestsTo(app, 'GET', /^\/pedido\/direccion\/brand-1\/guest-1$/);
export const estimateRequests = (app: AppDriver) => requestsTo(app, 'POST', /^\/pedido\/delivery\/estimate$/);
export const searchRequests = (app: AppDriver) => requestsTo(app, 'GET', /^\/maps\/autocomplete\?/);
export const saveRequests = (app: AppDriver) => requestsTo(app, 'POST', /^\/pedido\/direccion$/);
export const combobox = (app: AppDriver) =>
  app.screen.queryByRole('combobox', { name: 'Dirección' }) as HTMLInputElement | null;
export const field = (app: AppDriver, label: string) => app.screen.getByLabelText(label) as HTMLInputElement;
export const saveButton = (app: AppDriver) => app.screen.getByRole('button', { name: 'Guardar' });
export const isBusy = (button: HTMLElement) =>
  button.getAttribute('aria-disabled') === 'true' || button.getAttribute('aria-busy') === 'true';

/** One change to the whole text, as a paste over a selection (one input event, like the model's step). */
export const replaceText = async (app: AppDriver, element: HTMLInputElement, value: string) => {
  await app.user.click(element);
  await app.user.keyboard('{Control>}a{/Control}');
  await app.user.paste(value);
};

/** Whether this path's form was already saved (its estimate failed): 'Guardar' then asks only the estimate. */
export const savedAlready = new WeakMap<AppDriver, boolean>();
export const estimatesBefore = new WeakMap<AppDriver, number>();
const counts = new WeakMap<AppDriver, number>();
export const remember = (app: AppDriver, n: number) => counts.set(app, n);
export const remembered = (app: AppDriver) => counts.get(app) ?? 0;

/** The estimate body §7 names, with the cart's own quantity and total (one Bife de chorizo). */
export const expectEstimateFor = (app: AppDriver, lat: number, lon: number) => {
  app.expect(estimateRequests(app).length).toBe(remembered(app) + 1);
  app
    .expect(estimateRequests(app).at(-1)?.body)
    .toEqual({ idLocal: 'b-1', lat, lon, cantidad: 1, total: 18900 });
};
