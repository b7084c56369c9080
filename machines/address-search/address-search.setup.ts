import { type AnyActorRef, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { type MessageKey, outsideText, type UiText } from '../../locales/catalogue';
import type { CartAddress, DeliveryOption } from '../cart/cart.types';
import type { EstimateHandedEvent } from '../checkout/checkout.setup';
import { readApiFailure } from '../rules/api-failure';
import { findSystemActor } from '../system-actors';
import type { NavigateParams } from '../types';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  type AddressField,
  type AddressForm,
  type AddressPayload,
  type AddressSuggestion,
  type AddressUser,
  type AutocompleteResult,
  buildEstimateRequest,
  chooseDeliveryOption,
  type DeliveryEstimate,
  EMPTY_ADDRESS_FORM,
  type EstimateRequest,
  firstInvalidField,
  isAddressFormValid,
  type PlaceDetails,
  type SavedAddress,
  shouldQueryAddress,
  shouldShowSuggestions,
  toAutocompleteResult,
  toCartAddress,
} from './address-search.rules';

/** What the screens tell the flow when they open: the diner and the cart the estimate is for. */
export interface AddressSearchOpening {
  user: AddressUser | null;
  /** The current branch's id (idLocal). */
  branchId: string | null;
  total: number;
  quantity: number;
}

export interface AddressSearchContext extends AddressSearchOpening {
  brandId: string;
  /** CHECKOUT_ADDRESS: the saved addresses (GET /pedido/direccion/{brandId}/{userId}). */
  addresses: SavedAddress[];
  /** The saved address whose estimate is being asked (chosen from the list, or just saved). */
  chosen: SavedAddress | null;
  /** CHECKOUT_SEARCH_ADDRESS: the typed text and the last answered query's suggestions. */
  input: string;
  suggestions: AddressSuggestion[];
  /** A query answered since the text last had 3 characters or fewer (the list or 'No se encontraron resultados'). */
  answered: boolean;
  searchError: UiText | null;
  /** The maps service whose script failed to load ('Error al cargar la API de {service}'). */
  mapsFailure: string | null;
  /** The suggestion whose place details are being fetched, then the chip's address. */
  picked: AddressSuggestion | null;
  selected: AutocompleteResult | null;
  form: AddressForm;
  /** Fields whose message shows: edited once, or all after a refused 'Guardar'. */
  shown: Record<AddressField, boolean>;
  /** The server's message under the form or the list (save or estimate failure). */
  error: UiText | null;
  /**
   * After a refused 'Guardar': the first invalid field, which the view focuses; `seq` counts the refusals, so each
   * one moves the focus (a view effect, no event back).
   */
  focusRequest: { field: AddressField; seq: number } | null;
}

export type AddressSearchEvent =
  | ({ type: 'addressSearch.listOpened' } & AddressSearchOpening)
  | ({ type: 'addressSearch.searchOpened' } & AddressSearchOpening)
  | { type: 'addressSearch.retryRequested' }
  | { type: 'addressSearch.addressChosen'; addressId: string }
  | { type: 'addressSearch.newAddressRequested' }
  | { type: 'addressSearch.inputChanged'; value: string }
  | { type: 'addressSearch.suggestionChosen'; placeId: string }
  | { type: 'addressSearch.selectionCleared' }
  | { type: 'addressSearch.fieldChanged'; field: AddressField; value: string }
  | { type: 'addressSearch.submitted' };

export interface AddressSearchInput {
  brandId: string;
}

/** The error a maps provider's loader rejects with when its script failed (the adapter names the service). */
export interface MapsLoadFailure {
  service: string;
}

const NONE_SHOWN: Record<AddressField, boolean> = {
  tag: false,
  name: false,
  countryCode: false,
  phone: false,
  instructions: false,
};
const ALL_SHOWN: Record<AddressField, boolean> = {
  tag: true,
  name: true,
  countryCode: true,
  phone: true,
  instructions: true,
};

export const EMPTY_SEARCH = {
  input: '',
  suggestions: [] as AddressSuggestion[],
  answered: false,
  searchError: null,
  mapsFailure: null,
  picked: null,
  selected: null,
  form: EMPTY_ADDRESS_FORM,
  shown: NONE_SHOWN,
  error: null,
  chosen: null,
  focusRequest: null as { field: AddressField; seq: number } | null,
};

// i18n-exempt: the default maps service's product name, interpolated into 'Error al cargar la API de {service}'.
const DEFAULT_MAPS_SERVICE = 'Google Maps';

/** The server's message (a 4xx answer), else the flow's own text (offline, no answer). */
const failureText = (error: unknown, fallback: MessageKey): UiText => {
  const { status, message } = readApiFailure(error);
  return status !== null && message ? outsideText(message) : fallback;
};

const opening = (event: AddressSearchEvent): Partial<AddressSearchOpening> =>
  event.type === 'addressSearch.listOpened' || event.type === 'addressSearch.searchOpened'
    ? { user: event.user, branchId: event.branchId, total: event.total, quantity: event.quantity }
    : {};

/** POST /pedido/delivery/estimate for the address the diner chose or saved (both estimating states). */
export const estimateRequestOf = (context: AddressSearchContext) =>
  buildEstimateRequest({
    branchId: context.branchId ?? '',
    address: context.chosen as SavedAddress,
    quantity: context.quantity,
    total: context.total,
  });

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`addressSearch: actor "${name}" was not provided`);
  });

/** The flow's types, named effects (throwing "not provided" until the app provides them), delays, guards and actions. */
export const addressSearchSetup = setup({
  types: {
    context: {} as AddressSearchContext,
    events: {} as AddressSearchEvent,
    input: {} as AddressSearchInput | undefined,
  },
  actors: {
    /** GET /pedido/direccion/{brandId}/{userId}: data[]. */
    fetchSavedAddresses: notProvided<SavedAddress[], { brandId: string; userId: string }>(
      'fetchSavedAddresses',
    ),
    /** Loads the maps provider (Google's script when a key is configured); rejects with a MapsLoadFailure. */
    loadMapsProvider: notProvided<void, void>('loadMapsProvider'),
    /** Autocomplete predictions for the typed text. */
    searchAddresses: notProvided<AddressSuggestion[], { query: string }>('searchAddresses'),
    /** Place details of a prediction. */
    fetchPlace: notProvided<PlaceDetails, { placeId: string }>('fetchPlace'),
    /** POST /pedido/direccion: the saved address (data). */
    saveAddress: notProvided<SavedAddress, AddressPayload>('saveAddress'),
    /** POST /pedido/delivery/estimate: data.estimaciones. */
    estimateDelivery: notProvided<DeliveryEstimate[], EstimateRequest>('estimateDelivery'),
  },
  delays: {
    addressSearchDebounce: ADDRESS_SEARCH_DEBOUNCE_MS,
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    isQueryable: ({ event }) =>
      event.type === 'addressSearch.inputChanged' && shouldQueryAddress(event.value),
    isChangedText: ({ context, event }) =>
      event.type === 'addressSearch.inputChanged' && event.value !== context.input,
    isListedAddress: ({ context, event }) =>
      event.type === 'addressSearch.addressChosen' &&
      context.addresses.some((a) => a._id === event.addressId),
    isListedSuggestion: ({ context, event }) =>
      event.type === 'addressSearch.suggestionChosen' &&
      context.suggestions.some((s) => s.placeId === event.placeId),
    isSavedAlready: ({ context }) => context.chosen !== null,
    isFormValid: ({ context }) => isAddressFormValid(context.form, context.user),
  },
  actions: {
    openList: assign(({ event }) => ({ ...opening(event), addresses: [], chosen: null, error: null })),
    openSearch: assign(({ event }) => ({ ...opening(event), ...EMPTY_SEARCH })),
    resetSearch: assign({ ...EMPTY_SEARCH }),
    storeAddresses: assign((_, params: { addresses: SavedAddress[] }) => ({
      addresses: Array.isArray(params.addresses) ? params.addresses : [],
    })),
    chooseListed: assign(({ context, event }) => ({
      chosen:
        event.type === 'addressSearch.addressChosen'
          ? (context.addresses.find((a) => a._id === event.addressId) ?? null)
          : null,
      error: null,
    })),
    storeInput: assign(({ event }) => {
      if (event.type !== 'addressSearch.inputChanged') return {};
      // At 3 characters or fewer the list closes and forgets its answer.
      return shouldShowSuggestions(event.value)
        ? { input: event.value, searchError: null }
        : { input: event.value, searchError: null, suggestions: [], answered: false };
    }),
    storeSuggestions: assign((_, params: { suggestions: AddressSuggestion[] }) => ({
      suggestions: Array.isArray(params.suggestions) ? params.suggestions : [],
      answered: true,
      searchError: null,
    })),
    storeSearchError: assign((_, params: { error: unknown }) => ({
      searchError: failureText(params.error, 'address.searchFailed'),
    })),
    storeMapsFailure: assign((_, params: { error: unknown }) => {
      const service = (params.error as Partial<MapsLoadFailure> | null)?.service;
      return { mapsFailure: typeof service === 'string' && service ? service : DEFAULT_MAPS_SERVICE };
    }),
    pickSuggestion: assign(({ context, event }) => ({
      picked:
        event.type === 'addressSearch.suggestionChosen'
          ? (context.suggestions.find((s) => s.placeId === event.placeId) ?? null)
          : null,
    })),
    selectPlace: assign(({ context }, params: { place: PlaceDetails }) => ({
      selected: context.picked ? toAutocompleteResult(context.picked, params.place) : null,
      form: EMPTY_ADDRESS_FORM,
      shown: NONE_SHOWN,
      error: null,
      chosen: null,
    })),
    clearSelection: assign({
      input: '',
      suggestions: [],
      answered: false,
      searchError: null,
      picked: null,
      selected: null,
      error: null,
      chosen: null,
    }),
    changeField: assign(({ context, event }) =>
      event.type === 'addressSearch.fieldChanged'
        ? {
            form: { ...context.form, [event.field]: event.value },
            shown: { ...context.shown, [event.field]: true },
          }
        : {},
    ),
    /** A refused 'Guardar': every message shows, and the focus goes to the first invalid field (issue 12). */
    revealErrors: assign(({ context }) => {
      const field = firstInvalidField(context.form, context.user);
      const seq = (context.focusRequest?.seq ?? 0) + 1;
      return { shown: ALL_SHOWN, focusRequest: field ? { field, seq } : null };
    }),
    clearError: assign({ error: null }),
    storeSaved: assign((_, params: { address: SavedAddress }) => ({ chosen: params.address })),
    storeError: assign((_, params: { error: unknown; fallback: MessageKey }) => ({
      error: failureText(params.error, params.fallback),
    })),
    /** cart.addressSet + cart.deliveryOptionSet (contracts-12: addressSearch → cart). */
    applyToCart: enqueueActions(({ context, enqueue, system }, params: { estimates: DeliveryEstimate[] }) => {
      if (!context.chosen) return;
      const address: CartAddress = toCartAddress(context.chosen);
      const deliveryOption: DeliveryOption | null = chooseDeliveryOption(params.estimates ?? []);
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const cart = findSystemActor(system, 'cart', 'set the delivery address and option');
      if (!cart) return;
      enqueue.sendTo(cart, { type: 'cart.addressSet', address });
      enqueue.sendTo(cart, { type: 'cart.deliveryOptionSet', deliveryOption });
      // CHECKOUT is handed this estimate so it does not send the same POST again on coming back (issue 12); it
      // asks its own only when the quoted subtotal or quantity differs. No checkout yet (tested alone): nothing.
      const checkout = system.get('checkout') as AnyActorRef | undefined;
      if (checkout) {
        const handed: EstimateHandedEvent = {
          type: 'checkout.estimateHanded',
          request: estimateRequestOf(context),
          options: Array.isArray(params.estimates) ? params.estimates : [],
          deliveryAddressId: address.deliveryAddressId ?? null,
        };
        enqueue.sendTo(checkout, handed);
      }
    }),
    navigate: (_, _params: NavigateParams) => {},
  },
});
