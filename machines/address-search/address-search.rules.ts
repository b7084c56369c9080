import type { MessageKey } from '../../locales/catalogue';
import type { CartAddress, DeliveryOption } from '../cart/cart.types';

/**
 * The address search's pure rules (ordering.md §2 "Address search", §3 "Saved delivery address", "Delivery
 * estimate", §5 "New address form", §7 Orders, §9 "Default phone code"). The flow and the views call them; the
 * table tests in tests/unit/address-search-rules.test.ts read them against the spec.
 */

/** ordering.md §5: "Address search queries only after more than 5 characters". */
export const ADDRESS_QUERY_MIN_CHARS = 5;
/** ordering.md §5: "suggestions show after more than 3". */
export const ADDRESS_SUGGESTIONS_MIN_CHARS = 3;
/** ordering.md §9 "Timings": search debounce (300 ms). */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
/** ordering.md §9: "Default phone code: +54". */
export const DEFAULT_COUNTRY_CODE = '+54';

const typed = (input: string) => input.trim().length;

/** A query is sent for the typed text only when it has more than 5 characters (trimmed, like the server). */
export const shouldQueryAddress = (input: string): boolean => typed(input) > ADDRESS_QUERY_MIN_CHARS;
/** The suggestions list may show only when the typed text has more than 3 characters. */
export const shouldShowSuggestions = (input: string): boolean => typed(input) > ADDRESS_SUGGESTIONS_MIN_CHARS;

/** One autocomplete prediction, as both providers give it. */
export interface AddressSuggestion {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

/** Place details (the maps service's name, formatted_address, geometry). */
export interface PlaceDetails {
  placeId: string;
  name: string;
  formattedAddress: string;
  lat: number;
  lng: number;
}

/** ordering.md §3 "Autocomplete result (maps service)". */
export interface AutocompleteResult {
  placeId: string;
  name: string;
  formattedAddress: string;
  lat: number;
  lng: number;
  street: { name: string; number: string };
  city: string;
  administrative: string;
}

/** ordering.md §3: street.number is the first digits of the main text; city the first comma part of the
 * secondary text, administrative the last. The street name is the main text without that number. */
export function toAutocompleteResult(suggestion: AddressSuggestion, place: PlaceDetails): AutocompleteResult {
  const number = suggestion.mainText.match(/\d+/)?.[0] ?? '';
  const name = (number ? suggestion.mainText.replace(number, '') : suggestion.mainText)
    .replace(/\s+/g, ' ')
    .trim();
  const parts = suggestion.secondaryText
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    placeId: place.placeId,
    name: place.name,
    formattedAddress: place.formattedAddress,
    lat: place.lat,
    lng: place.lng,
    street: { name, number },
    city: parts[0] ?? '',
    administrative: parts[parts.length - 1] ?? '',
  };
}

/** ordering.md §3 "Saved delivery address". */
export interface SavedAddress {
  _id: string;
  idCliente?: string;
  idMarca?: string;
  deliveryAddress: string;
  coordinates: { dropoff: { lat: number; lon: number } };
  customerName?: string;
  customerPhone?: string;
  deliveryInstructions?: string;
  etiqueta?: string;
  isDefault?: boolean;
}

/** What the flow knows of the diner (ordering.md §3 "User"). */
export interface AddressUser {
  _id: string;
  name?: string | null;
  phoneNumber?: string | null;
}

/** The form after selection (ordering.md §2). */
export interface AddressForm {
  tag: string;
  name: string;
  countryCode: string;
  phone: string;
  instructions: string;
}
export type AddressField = keyof AddressForm;
export type AddressFormErrors = Partial<Record<AddressField, MessageKey>>;

export const EMPTY_ADDRESS_FORM: AddressForm = {
  tag: '',
  name: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  instructions: '',
};

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** 'Nombre' shows only when the user has no name. */
export const needsName = (user: AddressUser | null): boolean => blank(user?.name);
/** 'Teléfono' shows only when the user has no phone (the bare default prefix is no phone). */
export const needsPhone = (user: AddressUser | null): boolean => {
  const phone = (user?.phoneNumber ?? '').trim();
  return phone === '' || phone === DEFAULT_COUNTRY_CODE;
};

/**
 * A phone the server accepts (server/routes/addresses.ts): the country code + number is an optional '+', a digit,
 * then 5 to 24 digits, spaces or dashes. §5 "New address form" has no message for a malformed phone, so the form says
 * what the server would: 'El teléfono no es válido' (issue 12: 'abc' is refused before any request).
 */
export const isValidPhone = (countryCode: string, phone: string): boolean =>
  /^\+?\d[\d\s-]{5,24}$/.test(customerPhone(countryCode, phone));

/** ordering.md §5 "New address form": each field's message, only for the fields the form shows. */
export function addressFormErrors(form: AddressForm, user: AddressUser | null): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (blank(form.tag)) errors.tag = 'address.errors.tag';
  if (needsName(user) && blank(form.name)) errors.name = 'address.errors.name';
  if (needsPhone(user)) {
    if (blank(form.countryCode)) errors.countryCode = 'address.errors.countryCode';
    if (blank(form.phone)) errors.phone = 'address.errors.phone';
    else if (!blank(form.countryCode) && !isValidPhone(form.countryCode, form.phone)) {
      errors.phone = 'address.errors.phoneInvalid';
    }
  }
  if (blank(form.instructions)) errors.instructions = 'address.errors.instructions';
  return errors;
}

export const isAddressFormValid = (form: AddressForm, user: AddressUser | null): boolean =>
  Object.keys(addressFormErrors(form, user)).length === 0;

/** The order in which the form shows its fields (the first failing one gets the focus). */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'tag',
  'name',
  'countryCode',
  'phone',
  'instructions',
];

/** The first field, in the form's order, with a message (the focus goes there after a refused 'Guardar'). */
export function firstInvalidField(form: AddressForm, user: AddressUser | null): AddressField | null {
  const errors = addressFormErrors(form, user);
  return ADDRESS_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

/** ordering.md §7 POST /pedido/direccion, exactly. */
export interface AddressPayload {
  idCliente: string;
  idMarca: string;
  deliveryAddress: string;
  coordinates: { dropoff: { lat: number; lon: number } };
  customerName: string;
  customerPhone: string;
  deliveryInstructions: string;
  etiqueta: string;
  isDefault: boolean;
}

/** customerPhone is the country code + number ('+54' + '1155551234' → '+541155551234'). */
export function customerPhone(countryCode: string, phone: string): string {
  const code = countryCode.trim().replace(/^\+?/, '+');
  return `${code}${phone.trim()}`;
}

/** The payload: name and phone are the user's own when the form does not ask for them. */
export function buildAddressPayload(input: {
  user: AddressUser;
  brandId: string;
  selected: AutocompleteResult;
  form: AddressForm;
}): AddressPayload {
  const { user, brandId, selected, form } = input;
  return {
    idCliente: user._id,
    idMarca: brandId,
    deliveryAddress: selected.formattedAddress,
    coordinates: { dropoff: { lat: selected.lat, lon: selected.lng } },
    customerName: needsName(user) ? form.name.trim() : (user.name ?? '').trim(),
    customerPhone: needsPhone(user)
      ? customerPhone(form.countryCode, form.phone)
      : (user.phoneNumber ?? '').trim(),
    deliveryInstructions: form.instructions.trim(),
    etiqueta: form.tag.trim(),
    isDefault: true,
  };
}

/** ordering.md §7 POST /pedido/delivery/estimate. */
export interface EstimateRequest {
  idLocal: string;
  lat: number;
  lon: number;
  cantidad: number;
  total: number;
}

/** The cart's quantity (at least 1, an integer) and total (at least 0) for the estimate. */
export function buildEstimateRequest(input: {
  branchId: string;
  address: SavedAddress;
  quantity: number;
  total: number;
}): EstimateRequest {
  return {
    idLocal: input.branchId,
    lat: input.address.coordinates.dropoff.lat,
    lon: input.address.coordinates.dropoff.lon,
    cantidad: Math.max(1, Math.round(Number.isFinite(input.quantity) ? input.quantity : 1)),
    total: Math.max(0, Number.isFinite(input.total) ? input.total : 0),
  };
}

/** ordering.md §3 "Delivery estimate": data.estimaciones[] of {id, tipo, costoEnvio}. */
export interface DeliveryEstimate {
  id: string | number;
  tipo: string;
  costoEnvio: number;
}

/** The option the cart keeps: the estimate's first (the server lists the cheapest first). */
export function chooseDeliveryOption(estimates: readonly DeliveryEstimate[]): DeliveryOption | null {
  const first = estimates[0];
  return first ? { id: first.id, tipo: first.tipo, costoEnvio: first.costoEnvio } : null;
}

/** ordering.md §3 Cart address {tag, addressName, addressData:{lat, lng}, deliveryAddressId}. */
export function toCartAddress(address: SavedAddress): CartAddress {
  return {
    tag: address.etiqueta ?? '',
    addressName: address.deliveryAddress,
    addressData: { lat: address.coordinates.dropoff.lat, lng: address.coordinates.dropoff.lon },
    deliveryAddressId: address._id,
  };
}
