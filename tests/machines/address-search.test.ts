import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, assign, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { addressSearchMachine } from '@/machines/address-search/address-search.machine';
import type {
  AddressPayload,
  AddressSuggestion,
  DeliveryEstimate,
  EstimateRequest,
  PlaceDetails,
  SavedAddress,
} from '@/machines/address-search/address-search.rules';
import {
  selectAddressForm,
  selectAddressFormError,
  selectAddressFormErrors,
  selectAddressListError,
  selectAddressListView,
  selectAsksName,
  selectAsksPhone,
  selectFocusRequest,
  selectHasNoResults,
  selectIsSuggestionListOpen,
  selectMapsFailure,
  selectSavedAddresses,
  selectSelectedAddress,
  selectSuggestions,
} from '@/machines/address-search/address-search.selectors';
import { expectState } from '@/tests/support/expect-state';

/**
 * addressSearch by state (ordering.md §2 "Delivery address list", "Address search", §3, §5 "New address form",
 * §7 Orders, §8, §9 "Search debounce"), on a simulated clock, inside a system with a recording cart.
 */
const BRAND = '64b7f0a1c2d3e4f5a6b7c801';
const BRANCH = '64b7f0a1c2d3e4f510000001';
const GUEST = { _id: 'u-guest', name: '', phoneNumber: '' };
const DINER = { _id: 'u-diner', name: 'Ana Pérez', phoneNumber: '+541155551234' };
const CART = { branchId: BRANCH, total: 12000, quantity: 3 };

const HONDURAS: AddressSuggestion = {
  placeId: 'gz-honduras-4850',
  description: 'Honduras 4850, Palermo, Ciudad Autónoma de Buenos Aires, Argentina',
  mainText: 'Honduras 4850',
  secondaryText: 'Palermo, Ciudad Autónoma de Buenos Aires',
};
const HONDURAS_PLACE: PlaceDetails = {
  placeId: 'gz-honduras-4850',
  name: 'Honduras 4850',
  formattedAddress: 'Honduras 4850, C1414 CABA, Argentina',
  lat: -34.5889,
  lng: -58.4306,
};
const SAVED: SavedAddress = {
  _id: 'addr-1',
  idCliente: 'u-diner',
  idMarca: BRAND,
  deliveryAddress: 'Gorriti 5000, C1414 CABA, Argentina',
  coordinates: { dropoff: { lat: -34.59, lon: -58.43 } },
  customerName: 'Ana Pérez',
  customerPhone: '+541155551234',
  deliveryInstructions: 'Timbre 3B',
  etiqueta: 'Casa',
  isDefault: true,
};
const ESTIMATES: DeliveryEstimate[] = [
  { id: 'moto', tipo: 'Moto', costoEnvio: 1800 },
  { id: 'auto', tipo: 'Auto', costoEnvio: 2600 },
];

const recorder = createMachine({
  types: {} as { context: { events: Array<{ type: string } & Record<string, unknown>> } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
});

interface Answers {
  addresses: () => Promise<SavedAddress[]>;
  provider: () => Promise<void>;
  search: (query: string) => Promise<AddressSuggestion[]>;
  place: (placeId: string) => Promise<PlaceDetails>;
  save: (payload: AddressPayload) => Promise<SavedAddress>;
  estimate: (request: EstimateRequest) => Promise<DeliveryEstimate[]>;
}

const apiError = (message: string, status: number | null = 400) =>
  Object.assign(new Error(message), { status });

const roots: AnyActorRef[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.stop();
});

function start(overrides: Partial<Answers> = {}) {
  const answers: Answers = {
    addresses: async () => [],
    provider: async () => {},
    search: async () => [HONDURAS],
    place: async () => HONDURAS_PLACE,
    save: async (payload) => ({
      ...SAVED,
      _id: 'addr-new',
      deliveryAddress: payload.deliveryAddress,
      coordinates: payload.coordinates,
      etiqueta: payload.etiqueta,
    }),
    estimate: async () => ESTIMATES,
    ...overrides,
  };
  const calls = {
    addresses: vi.fn((input: { brandId: string; userId: string }) => input),
    search: vi.fn((query: string) => query),
    save: vi.fn((payload: AddressPayload) => payload),
    estimate: vi.fn((request: EstimateRequest) => request),
  };
  const navigate = vi.fn();
  const flow = addressSearchMachine.provide({
    actors: {
      fetchSavedAddresses: fromPromise(({ input }) => {
        calls.addresses(input);
        return answers.addresses();
      }),
      loadMapsProvider: fromPromise(() => answers.provider()),
      searchAddresses: fromPromise(({ input }) => {
        calls.search(input.query);
        return answers.search(input.query);
      }),
      fetchPlace: fromPromise(({ input }) => answers.place(input.placeId)),
      saveAddress: fromPromise(({ input }) => {
        calls.save(input);
        return answers.save(input);
      }),
      estimateDelivery: fromPromise(({ input }) => {
        calls.estimate(input);
        return answers.estimate(input);
      }),
    },
    actions: { navigate: (_, params) => navigate(params) },
  });
  const clock = new SimulatedClock();
  const root = createActor(
    createMachine({
      invoke: [
        { id: 'cart', systemId: 'cart', src: recorder },
        { id: 'addressSearch', systemId: 'addressSearch', src: flow, input: { brandId: BRAND } },
      ],
    }),
    { clock },
  ).start();
  roots.push(root);
  const actor = root.system.get('addressSearch') as AnyActorRef;
  const snapshot = () => actor.getSnapshot();
  const cartEvents = () =>
    (root.system.get('cart') as AnyActorRef).getSnapshot().context.events as Array<
      { type: string } & Record<string, unknown>
    >;
  const type = (value: string) => actor.send({ type: 'addressSearch.inputChanged', value });
  const field = (name: string, value: string) =>
    actor.send({ type: 'addressSearch.fieldChanged', field: name, value });
  return { actor, clock, calls, navigate, snapshot, cartEvents, type, field };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const spanish = (text: UiText | null | undefined) => (text ? textIn(es, text) : null);

async function openSearch(user = GUEST, overrides: Partial<Answers> = {}) {
  const t = start(overrides);
  t.actor.send({ type: 'addressSearch.searchOpened', user, ...CART });
  await settle();
  return t;
}

/** Types a known address, lets the debounce run out, picks Honduras 4850: the form shows. */
async function pickHonduras(t: Awaited<ReturnType<typeof openSearch>>) {
  t.type('Honduras 48');
  t.clock.increment(300);
  await settle();
  t.actor.send({ type: 'addressSearch.suggestionChosen', placeId: HONDURAS.placeId });
  await settle();
  expectState(t.actor, 'search.form.editing');
}

describe('idle', () => {
  it('fetches nothing before a screen opens', () => {
    const t = start();
    expectState(t.actor, 'idle');
    expect(t.calls.addresses).not.toHaveBeenCalled();
  });
});

describe('list (CHECKOUT_ADDRESS)', () => {
  it("asks GET /pedido/direccion/{brandId}/{userId} and shows 'No tienes direcciones agregadas' when there are none", async () => {
    const t = start();
    t.actor.send({ type: 'addressSearch.listOpened', user: DINER, ...CART });
    expect(selectAddressListView(t.snapshot())).toBe('loading');
    await settle();
    expect(t.calls.addresses).toHaveBeenCalledWith({ brandId: BRAND, userId: 'u-diner' });
    expect(selectAddressListView(t.snapshot())).toBe('empty');
    expect(textIn(es, 'address.empty')).toBe('No tienes direcciones agregadas');
  });

  it("'Agregar una nueva dirección' goes to CHECKOUT_SEARCH_ADDRESS", async () => {
    const t = start();
    t.actor.send({ type: 'addressSearch.listOpened', user: DINER, ...CART });
    await settle();
    t.actor.send({ type: 'addressSearch.newAddressRequested' });
    expect(t.navigate).toHaveBeenCalledWith({ to: '/checkout/buscar-direccion' });
    await settle();
    expectState(t.actor, 'search.typing');
  });

  it('choosing a saved address asks the estimate, then sets the address and the first option in the cart and replaces the route with CHECKOUT', async () => {
    const t = start({ addresses: async () => [SAVED] });
    t.actor.send({ type: 'addressSearch.listOpened', user: DINER, ...CART });
    await settle();
    expect(selectSavedAddresses(t.snapshot()).map((a) => a.etiqueta)).toEqual(['Casa']);
    t.actor.send({ type: 'addressSearch.addressChosen', addressId: 'addr-1' });
    expectState(t.actor, 'list.estimating');
    await settle();
    expect(t.calls.estimate).toHaveBeenCalledWith({
      idLocal: BRANCH,
      lat: -34.59,
      lon: -58.43,
      cantidad: 3,
      total: 12000,
    });
    expect(t.cartEvents()).toEqual([
      {
        type: 'cart.addressSet',
        address: {
          tag: 'Casa',
          addressName: 'Gorriti 5000, C1414 CABA, Argentina',
          addressData: { lat: -34.59, lng: -58.43 },
          deliveryAddressId: 'addr-1',
        },
      },
      { type: 'cart.deliveryOptionSet', deliveryOption: { id: 'moto', tipo: 'Moto', costoEnvio: 1800 } },
    ]);
    expect(t.navigate).toHaveBeenCalledWith({ to: '/checkout', replace: true });
  });

  it('an estimate refused by the server shows its message under the list and leaves the cart alone', async () => {
    const message =
      'La dirección está a 10,3 km de Brasa Palermo Soho: fuera del área de entrega (máximo 8 km)';
    const t = start({
      addresses: async () => [SAVED],
      estimate: async () => Promise.reject(apiError(message)),
    });
    t.actor.send({ type: 'addressSearch.listOpened', user: DINER, ...CART });
    await settle();
    t.actor.send({ type: 'addressSearch.addressChosen', addressId: 'addr-1' });
    await settle();
    expectState(t.actor, 'list.ready');
    expect(spanish(selectAddressListError(t.snapshot()))).toBe(message);
    expect(t.cartEvents()).toEqual([]);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('a failed list load offers a retry that asks again', async () => {
    let fail = true;
    const t = start({ addresses: async () => (fail ? Promise.reject(apiError('offline', null)) : [SAVED]) });
    t.actor.send({ type: 'addressSearch.listOpened', user: DINER, ...CART });
    await settle();
    expect(selectAddressListView(t.snapshot())).toBe('failed');
    fail = false;
    t.actor.send({ type: 'addressSearch.retryRequested' });
    await settle();
    expect(selectAddressListView(t.snapshot())).toBe('list');
    expect(t.calls.addresses).toHaveBeenCalledTimes(2);
  });

  it('an address not in the list is ignored', async () => {
    const t = start({ addresses: async () => [SAVED] });
    t.actor.send({ type: 'addressSearch.listOpened', user: DINER, ...CART });
    await settle();
    t.actor.send({ type: 'addressSearch.addressChosen', addressId: 'forged' });
    expectState(t.actor, 'list.ready');
    expect(t.calls.estimate).not.toHaveBeenCalled();
  });
});

describe('search.typing (thresholds and debounce)', () => {
  it('queries only after more than 5 characters, 300 ms after the last keystroke', async () => {
    const t = await openSearch();
    t.type('Hondu'); // 5 characters: no query
    t.clock.increment(1000);
    await settle();
    expect(t.calls.search).not.toHaveBeenCalled();
    t.type('Hondur'); // 6 characters
    t.clock.increment(299);
    await settle();
    expect(t.calls.search).not.toHaveBeenCalled();
    t.clock.increment(1);
    await settle();
    expect(t.calls.search).toHaveBeenCalledWith('Hondur');
  });

  it('a keystroke within 300 ms restarts the wait: one query, with the last text', async () => {
    const t = await openSearch();
    t.type('Hondur');
    t.clock.increment(200);
    t.type('Hondura');
    t.clock.increment(299);
    await settle();
    expect(t.calls.search).not.toHaveBeenCalled();
    t.clock.increment(1);
    await settle();
    expect(t.calls.search.mock.calls).toEqual([['Hondura']]);
  });

  it('the same text again (no keystroke changed it) does not restart the wait', async () => {
    const t = await openSearch();
    t.type('Hondura');
    t.clock.increment(200);
    t.type('Hondura');
    t.clock.increment(100);
    await settle();
    expect(t.calls.search.mock.calls).toEqual([['Hondura']]);
  });

  it('spaces around the text do not count', async () => {
    const t = await openSearch();
    t.type('  Hond   ');
    t.clock.increment(300);
    await settle();
    expect(t.calls.search).not.toHaveBeenCalled();
  });

  it('the suggestions show once answered, stay while the text keeps more than 3 characters, and close at 3', async () => {
    const t = await openSearch();
    t.type('Honduras');
    expect(selectIsSuggestionListOpen(t.snapshot())).toBe(false);
    t.clock.increment(300);
    await settle();
    expect(selectSuggestions(t.snapshot())).toEqual([HONDURAS]);
    t.type('Hond'); // 4 characters: no new query, the last answer still shows
    t.clock.increment(300);
    await settle();
    expect(t.calls.search).toHaveBeenCalledTimes(1);
    expect(selectSuggestions(t.snapshot())).toEqual([HONDURAS]);
    t.type('Hon'); // 3 characters: closed and forgotten
    expect(selectIsSuggestionListOpen(t.snapshot())).toBe(false);
    t.type('Hond');
    expect(selectIsSuggestionListOpen(t.snapshot())).toBe(false);
  });

  it("an empty answer shows 'No se encontraron resultados'", async () => {
    const t = await openSearch(GUEST, { search: async () => [] });
    t.type('Calle inventada 123');
    t.clock.increment(300);
    await settle();
    expect(selectHasNoResults(t.snapshot())).toBe(true);
    expect(textIn(es, 'address.noResults')).toBe('No se encontraron resultados');
  });

  it("'Error al cargar la API de Google Maps' when the maps script fails; nothing is queried", async () => {
    const t = await openSearch(GUEST, { provider: async () => Promise.reject({ service: 'Google Maps' }) });
    expectState(t.actor, 'search.providerFailed');
    expect(spanish(selectMapsFailure(t.snapshot()))).toBe('Error al cargar la API de Google Maps');
    t.type('Honduras 4850');
    t.clock.increment(300);
    await settle();
    expect(t.calls.search).not.toHaveBeenCalled();
  });
});

describe('search.form', () => {
  it('picking a suggestion shows its chip and the form; a guest without name and phone is asked both (+54 by default)', async () => {
    const t = await openSearch(GUEST);
    await pickHonduras(t);
    expect(selectSelectedAddress(t.snapshot())?.formattedAddress).toBe(
      'Honduras 4850, C1414 CABA, Argentina',
    );
    expect(selectSelectedAddress(t.snapshot())?.street).toEqual({ name: 'Honduras', number: '4850' });
    expect(selectAsksName(t.snapshot())).toBe(true);
    expect(selectAsksPhone(t.snapshot())).toBe(true);
    expect(selectAddressForm(t.snapshot()).countryCode).toBe('+54');
  });

  it('a diner with a name and a phone is asked neither', async () => {
    const t = await openSearch(DINER);
    await pickHonduras(t);
    expect(selectAsksName(t.snapshot())).toBe(false);
    expect(selectAsksPhone(t.snapshot())).toBe(false);
  });

  it("'Guardar' on an empty form shows every message of §5 and saves nothing", async () => {
    const t = await openSearch(GUEST);
    await pickHonduras(t);
    t.field('countryCode', '');
    t.actor.send({ type: 'addressSearch.submitted' });
    expectState(t.actor, 'search.form.editing');
    const errors = selectAddressFormErrors(t.snapshot());
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, spanish(v)]))).toEqual({
      tag: 'Por favor, ingrese una etiqueta para su dirección',
      name: 'Por favor, ingrese un nombre',
      countryCode: 'Por favor, ingrese un código de país',
      phone: 'Por favor, ingrese un teléfono',
      instructions: 'Por favor, ingrese instrucciones de entrega',
    });
    expect(t.calls.save).not.toHaveBeenCalled();
  });

  it("each refused 'Guardar' asks the view to focus the first invalid field", async () => {
    const t = await openSearch(GUEST);
    await pickHonduras(t);
    expect(selectFocusRequest(t.snapshot())).toBeNull();
    t.field('tag', 'Casa');
    t.actor.send({ type: 'addressSearch.submitted' });
    expect(selectFocusRequest(t.snapshot())).toEqual({ field: 'name', seq: 1 });
    t.actor.send({ type: 'addressSearch.submitted' });
    expect(selectFocusRequest(t.snapshot())).toEqual({ field: 'name', seq: 2 });
    t.field('name', 'Juan');
    t.actor.send({ type: 'addressSearch.submitted' });
    expect(selectFocusRequest(t.snapshot())).toEqual({ field: 'phone', seq: 3 });
  });

  it("a phone 'abc' is refused in the form with the server's text, focused, and nothing is sent (issue 12)", async () => {
    const t = await openSearch(GUEST);
    await pickHonduras(t);
    t.field('tag', 'Casa');
    t.field('name', 'Juan');
    t.field('phone', 'abc');
    t.field('instructions', 'Timbre');
    expect(spanish(selectAddressFormErrors(t.snapshot()).phone)).toBe('El teléfono no es válido');
    t.actor.send({ type: 'addressSearch.submitted' });
    await settle();
    expectState(t.actor, 'search.form.editing');
    expect(selectFocusRequest(t.snapshot())?.field).toBe('phone');
    expect(t.calls.save).not.toHaveBeenCalled();
    t.field('phone', '1155550000');
    expect(selectAddressFormErrors(t.snapshot()).phone).toBeUndefined();
  });

  it('a message shows under a field once it is edited, not before', async () => {
    const t = await openSearch(DINER);
    await pickHonduras(t);
    expect(selectAddressFormErrors(t.snapshot())).toEqual({});
    t.field('tag', 'Casa');
    t.field('tag', '');
    expect(Object.keys(selectAddressFormErrors(t.snapshot()))).toEqual(['tag']);
  });

  it('saves the exact §7 payload, asks the estimate for it, sets the cart and goes back to CHECKOUT', async () => {
    const t = await openSearch(GUEST);
    await pickHonduras(t);
    t.field('tag', 'Trabajo');
    t.field('name', 'Juan');
    t.field('phone', '1155550000');
    t.field('instructions', 'Piso 2');
    t.actor.send({ type: 'addressSearch.submitted' });
    expectState(t.actor, 'search.form.saving');
    await settle();
    expect(t.calls.save).toHaveBeenCalledWith({
      idCliente: 'u-guest',
      idMarca: BRAND,
      deliveryAddress: 'Honduras 4850, C1414 CABA, Argentina',
      coordinates: { dropoff: { lat: -34.5889, lon: -58.4306 } },
      customerName: 'Juan',
      customerPhone: '+541155550000',
      deliveryInstructions: 'Piso 2',
      etiqueta: 'Trabajo',
      isDefault: true,
    });
    await settle();
    expect(t.calls.estimate).toHaveBeenCalledWith({
      idLocal: BRANCH,
      lat: -34.5889,
      lon: -58.4306,
      cantidad: 3,
      total: 12000,
    });
    expectState(t.actor, 'search.saved');
    expect(t.cartEvents().map((e) => e.type)).toEqual(['cart.addressSet', 'cart.deliveryOptionSet']);
    expect(t.cartEvents()[0]?.address).toEqual({
      tag: 'Trabajo',
      addressName: 'Honduras 4850, C1414 CABA, Argentina',
      addressData: { lat: -34.5889, lng: -58.4306 },
      deliveryAddressId: 'addr-new',
    });
    expect(t.navigate).toHaveBeenCalledWith({ to: '/checkout', replace: true });
  });

  it("a diner's own name and phone go in the payload", async () => {
    const t = await openSearch(DINER);
    await pickHonduras(t);
    t.field('tag', 'Casa');
    t.field('instructions', 'Timbre 3B');
    t.actor.send({ type: 'addressSearch.submitted' });
    await settle();
    expect(t.calls.save.mock.calls[0]?.[0]).toMatchObject({
      customerName: 'Ana Pérez',
      customerPhone: '+541155551234',
    });
  });

  it("the server's message shows under the form and nothing typed is lost; a second 'Guardar' sends again", async () => {
    let refuse = true;
    const t = await openSearch(GUEST, {
      save: async (payload) =>
        refuse
          ? Promise.reject(apiError('El teléfono no es válido'))
          : { ...SAVED, _id: 'addr-2', etiqueta: payload.etiqueta },
    });
    await pickHonduras(t);
    t.field('tag', 'Casa');
    t.field('name', 'Juan');
    // Well formed (the form's own check passes): only the server refuses it here.
    t.field('phone', '115555');
    t.field('instructions', 'Timbre');
    t.actor.send({ type: 'addressSearch.submitted' });
    await settle();
    expectState(t.actor, 'search.form.editing');
    expect(spanish(selectAddressFormError(t.snapshot()))).toBe('El teléfono no es válido');
    expect(selectAddressForm(t.snapshot())).toEqual({
      tag: 'Casa',
      name: 'Juan',
      countryCode: '+54',
      phone: '115555',
      instructions: 'Timbre',
    });
    expect(selectSelectedAddress(t.snapshot())?.placeId).toBe(HONDURAS.placeId);
    expect(t.cartEvents()).toEqual([]);
    refuse = false;
    t.field('phone', '1155550000');
    t.actor.send({ type: 'addressSearch.submitted' });
    expect(selectAddressFormError(t.snapshot())).toBeNull();
    await settle();
    await settle();
    expectState(t.actor, 'search.saved');
  });

  it('without an answer from the server, its own message shows', async () => {
    const t = await openSearch(DINER, {
      save: async () => Promise.reject(apiError('network error: offline', null)),
    });
    await pickHonduras(t);
    t.field('tag', 'Casa');
    t.field('instructions', 'Timbre');
    t.actor.send({ type: 'addressSearch.submitted' });
    await settle();
    expect(spanish(selectAddressFormError(t.snapshot()))).toBe(
      'No se pudo guardar la dirección. Por favor, inténtalo de nuevo.',
    );
  });

  it("a failed estimate after saving keeps the form; 'Guardar' asks the estimate again without saving twice", async () => {
    let refuse = true;
    const t = await openSearch(DINER, {
      estimate: async () => (refuse ? Promise.reject(apiError('Este local no realiza envíos')) : ESTIMATES),
    });
    await pickHonduras(t);
    t.field('tag', 'Casa');
    t.field('instructions', 'Timbre');
    t.actor.send({ type: 'addressSearch.submitted' });
    await settle();
    await settle();
    expectState(t.actor, 'search.form.editing');
    expect(spanish(selectAddressFormError(t.snapshot()))).toBe('Este local no realiza envíos');
    refuse = false;
    t.actor.send({ type: 'addressSearch.submitted' });
    await settle();
    expect(t.calls.save).toHaveBeenCalledTimes(1);
    expect(t.calls.estimate).toHaveBeenCalledTimes(2);
    expectState(t.actor, 'search.saved');
  });

  it("the chip's clear button goes back to an empty search", async () => {
    const t = await openSearch(GUEST);
    await pickHonduras(t);
    t.actor.send({ type: 'addressSearch.selectionCleared' });
    expectState(t.actor, 'search.typing');
    expect(selectSelectedAddress(t.snapshot())).toBeNull();
    expect(selectIsSuggestionListOpen(t.snapshot())).toBe(false);
  });

  it('a suggestion not in the answer is ignored', async () => {
    const t = await openSearch(GUEST);
    t.actor.send({ type: 'addressSearch.suggestionChosen', placeId: 'forged' });
    expectState(t.actor, 'search.typing');
  });

  it('opening the search again starts empty', async () => {
    const t = await openSearch(GUEST);
    await pickHonduras(t);
    t.field('tag', 'Casa');
    t.actor.send({ type: 'addressSearch.searchOpened', user: GUEST, ...CART });
    await settle();
    expectState(t.actor, 'search.typing');
    expect(selectAddressForm(t.snapshot()).tag).toBe('');
  });
});
