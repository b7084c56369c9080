import type { FlowModel } from '../flow-model';
import { addressSearchMachine } from './address-search.machine';
import type { AddressSuggestion, DeliveryEstimate, PlaceDetails, SavedAddress } from './address-search.rules';

const GUEST = { _id: 'guest-1', name: 'Invitado', phoneNumber: '' };
const CART = { branchId: 'branch-palermo', total: 12000, quantity: 2 };
const HONDURAS: AddressSuggestion = {
  placeId: 'gz-honduras-4850',
  description: 'Honduras 4850, Palermo, Ciudad Autónoma de Buenos Aires, Argentina',
  mainText: 'Honduras 4850',
  secondaryText: 'Palermo, Ciudad Autónoma de Buenos Aires',
};
const PLACE: PlaceDetails = {
  placeId: HONDURAS.placeId,
  name: 'Honduras 4850',
  formattedAddress: 'Honduras 4850, C1414 CABA, Argentina',
  lat: -34.5889,
  lng: -58.4306,
};
const SAVED: SavedAddress = {
  _id: 'addr-1',
  deliveryAddress: 'Honduras 4850, C1414 CABA, Argentina',
  coordinates: { dropoff: { lat: -34.5889, lon: -58.4306 } },
  etiqueta: 'Casa',
};
const ESTIMATES: DeliveryEstimate[] = [{ id: 'moto', tipo: 'Moto', costoEnvio: 1800 }];
const refused = (message: string) => Object.assign(new Error(message), { status: 400 });

export const addressSearchModel: FlowModel = {
  id: 'addressSearch',
  title: 'Delivery address list and address search',
  summary:
    "CHECKOUT_ADDRESS ('Datos de entrega': the saved addresses or 'No tienes direcciones agregadas', 'Agregar una nueva dirección') and CHECKOUT_SEARCH_ADDRESS (autocomplete queried after more than 5 characters, its list after more than 3, 300 ms debounce, the chip, the form with the §5 messages, the server's message under the form), then POST /pedido/delivery/estimate and the address and option into the cart, back on CHECKOUT (ordering.md §2, §3, §5, §7, §8).",
  machine: addressSearchMachine,
  input: { brandId: 'brand-1' },
  start: 'As a guest with a product in the cart at Brasa Palermo, open /checkout/datos-de-entrega',
  steps: [
    { event: { type: 'addressSearch.listOpened', user: GUEST, ...CART }, step: 'Open CHECKOUT_ADDRESS' },
    {
      event: { type: 'xstate.done.actor.fetchSavedAddresses', output: [] },
      step: 'The server has no saved address',
      producedBy: 'as a guest, or any account that has not saved an address yet (the seed saves none)',
    },
    {
      event: { type: 'xstate.done.actor.fetchSavedAddresses', output: [SAVED] },
      step: "The server lists 'Casa'",
      producedBy:
        "save an address labelled 'Casa' first ('Agregar una nueva dirección', 'Honduras 4850', 'Guardar'), then open 'Datos de entrega' again",
    },
    {
      event: { type: 'xstate.error.actor.fetchSavedAddresses', error: new Error('offline') },
      step: 'Loading the addresses fails (no connection)',
    },
    { event: { type: 'addressSearch.retryRequested' }, step: "Press 'Intentar nuevamente'" },
    { event: { type: 'addressSearch.addressChosen', addressId: 'addr-1' }, step: "Choose 'Casa'" },
    {
      event: { type: 'xstate.done.actor.estimateDelivery', output: ESTIMATES },
      step: 'The server estimates Moto at $1.800',
      producedBy:
        'at Brasa Palermo Soho, choose an address near it (Honduras 4850): the demo server estimates Moto $ 1.800 and Auto $ 2.600 by distance',
    },
    {
      event: { type: 'xstate.error.actor.estimateDelivery', error: refused('Este local no realiza envíos') },
      step: "The server refuses the estimate: 'Este local no realiza envíos'",
      producedBy:
        "with an address saved, choose Brasa Recoleta on BASE (it has no delivery), open /checkout/datos-de-entrega and choose the address: the demo server answers 'Este local no realiza envíos'",
    },
    { event: { type: 'addressSearch.newAddressRequested' }, step: "Press 'Agregar una nueva dirección'" },
    {
      event: { type: 'addressSearch.searchOpened', user: GUEST, ...CART },
      step: 'Open CHECKOUT_SEARCH_ADDRESS',
    },
    {
      event: { type: 'xstate.done.actor.loadMapsProvider' },
      step: 'The maps provider is ready',
      producedBy:
        "nothing to do: without VITE_MAPS_API_KEY the app asks the demo server's /api/maps and has nothing to load",
    },
    {
      event: { type: 'xstate.error.actor.loadMapsProvider', error: { service: 'Google Maps' } },
      step: "Google's maps script fails to load",
      producedBy:
        "only in a build with VITE_MAPS_API_KEY: in Chrome DevTools → ⋮ → More tools → Network request blocking, add maps.googleapis.com before opening 'Buscar dirección' (the default build has no Google code, so no script to fail)",
    },
    { event: { type: 'addressSearch.inputChanged', value: 'Hond' }, step: "Type 'Hond' (4 characters)" },
    { event: { type: 'addressSearch.inputChanged', value: 'Honduras 48' }, step: "Type 'Honduras 48'" },
    {
      event: { type: 'xstate.after.addressSearchDebounce.addressSearch.search.typing.debouncing' },
      step: 'Wait 300 ms',
    },
    {
      event: { type: 'xstate.done.actor.searchAddresses', output: [HONDURAS] },
      step: "The provider suggests 'Honduras 4850'",
      producedBy:
        "type 'Honduras 48': the demo server's gazetteer of Buenos Aires streets suggests 'Honduras 4850'",
    },
    {
      event: { type: 'xstate.done.actor.searchAddresses', output: [] },
      step: 'The provider suggests nothing',
      producedBy: "type a street the gazetteer lacks, e.g. 'Zzzzzz 999': the demo server suggests nothing",
    },
    {
      event: { type: 'xstate.error.actor.searchAddresses', error: new Error('offline') },
      step: 'The suggestions cannot be asked (no connection)',
    },
    {
      event: { type: 'addressSearch.suggestionChosen', placeId: HONDURAS.placeId },
      step: "Pick 'Honduras 4850'",
    },
    {
      event: { type: 'xstate.done.actor.fetchPlace', output: PLACE },
      step: "The provider answers the place's details",
      producedBy: "pick a suggestion: the demo server's gazetteer answers its details",
    },
    {
      event: { type: 'xstate.error.actor.fetchPlace', error: new Error('offline') },
      step: "The place's details cannot be asked (no connection)",
    },
    { event: { type: 'addressSearch.selectionCleared' }, step: "Press the chip's clear button" },
    {
      event: { type: 'addressSearch.fieldChanged', field: 'tag', value: 'Casa' },
      step: "Type 'Casa' in 'Etiqueta tu dirección'",
    },
    {
      event: { type: 'addressSearch.fieldChanged', field: 'phone', value: '1155550000' },
      step: "Type '1155550000' in 'Teléfono'",
    },
    {
      event: { type: 'addressSearch.fieldChanged', field: 'instructions', value: 'Timbre 3B' },
      step: "Type 'Timbre 3B' in 'Instrucciones de entrega'",
    },
    { event: { type: 'addressSearch.submitted' }, step: "Press 'Guardar'" },
    {
      event: { type: 'xstate.done.actor.saveAddress', output: SAVED },
      step: 'The server saves the address',
      producedBy: 'the demo server saves it by itself (as a guest or signed in)',
    },
    {
      event: { type: 'xstate.error.actor.saveAddress', error: refused('El teléfono no es válido') },
      step: "The server refuses: 'El teléfono no es válido'",
      producedBy:
        "only checked automatically (tests/model, tests/model-app): the app checks the phone with the server's own rule before sending ('El teléfono no es válido' shows under 'Teléfono' instead), so the form never sends one the server refuses",
    },
  ],
  expectations: {
    idle: 'nothing yet',
    'list.loading': 'the list is loading',
    'list.fetching': 'the list is loading (GET /pedido/direccion/{brandId}/{userId})',
    'list.failed': "'No se pudieron cargar tus direcciones.' with 'Intentar nuevamente'",
    'list.ready':
      "the saved addresses with their labels, or 'No tienes direcciones agregadas'; 'Agregar una nueva dirección'; an estimate refusal's message under the list",
    'list.estimating': "the chosen address shows 'Calculando el envío…'; the others are disabled",
    'list.chosen': 'CHECKOUT with the address and the Moto option',
    'search.loadingProvider': "'Buscar dirección' waits for the maps provider",
    'search.providerFailed': "'Error al cargar la API de Google Maps'",
    'search.typing.waiting':
      "'Buscar dirección'; with more than 3 characters the last answer: the suggestions or 'No se encontraron resultados', and 'Seleccionar en el mapa' disabled",
    'search.typing.debouncing': 'the query goes out 300 ms after the last keystroke (more than 5 characters)',
    'search.typing.querying': 'the suggestions are being asked',
    'search.resolvingPlace': "the chosen suggestion's details are being asked",
    'search.form.editing':
      "the chip with the address and its clear button; 'Etiqueta tu dirección', 'Teléfono' with +54 (no phone), 'Instrucciones de entrega', 'Guardar'; the messages of edited fields; the server's message under the form",
    'search.form.saving': "'Guardar' busy, the fields as typed",
    'search.form.estimating': "'Guardar' busy while the delivery is estimated",
    'search.saved': 'CHECKOUT with the new address and the Moto option',
  },
  keyContext: (s) => {
    const c = s.context as {
      input: string;
      suggestions: unknown[];
      answered: boolean;
      addresses: unknown[];
      selected: { formattedAddress: string } | null;
      form: Record<string, string>;
      error: unknown;
      chosen: { _id: string } | null;
    };
    return {
      input: c.input,
      suggestions: c.suggestions.length,
      answered: c.answered,
      addresses: c.addresses.length,
      selected: c.selected?.formattedAddress ?? null,
      form: c.form,
      error: c.error !== null,
      chosen: c.chosen?._id ?? null,
    };
  },
  serializeState: (s) => {
    const c = s.context as {
      input: string;
      answered: boolean;
      suggestions: unknown[];
      addresses: unknown[];
      selected: unknown;
      form: Record<string, string>;
      shown: Record<string, boolean>;
      error: unknown;
      chosen: unknown;
    };
    return JSON.stringify([
      s.value,
      c.input.length,
      c.answered,
      c.suggestions.length,
      c.addresses.length,
      c.selected !== null,
      Object.values(c.form).filter(Boolean).length,
      Object.values(c.shown).filter(Boolean).length,
      c.error !== null,
      c.chosen !== null,
    ]);
  },
};
