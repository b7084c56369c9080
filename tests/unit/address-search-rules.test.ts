import { describe, expect, it } from 'vitest';
import { type MessageKey, textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import {
  type AddressForm,
  addressFormErrors,
  buildEstimateRequest,
  chooseDeliveryOption,
  customerPhone,
  EMPTY_ADDRESS_FORM,
  firstInvalidField,
  isValidPhone,
  needsPhone,
  shouldQueryAddress,
  shouldShowSuggestions,
  toAutocompleteResult,
} from '@/machines/address-search/address-search.rules';

/** ordering.md §5 "New address form": "Address search queries only after more than 5 characters; suggestions show after more than 3." */
describe('thresholds', () => {
  it.each([
    ['', false, false],
    ['Hon', false, false],
    ['Hond', false, true],
    ['Hondu', false, true],
    ['Hondur', true, true],
    ['  Hondu  ', false, true],
    ['Av. Santa Fe 1234', true, true],
  ])('%j: query %s, suggestions %s', (input, query, show) => {
    expect(shouldQueryAddress(input)).toBe(query);
    expect(shouldShowSuggestions(input)).toBe(show);
  });
});

const FILLED: AddressForm = {
  tag: 'Casa',
  name: 'Juan',
  countryCode: '+54',
  phone: '1155550000',
  instructions: 'Timbre',
};
const NO_NAME_NO_PHONE = { _id: 'u', name: '', phoneNumber: '' };
const WITH_BOTH = { _id: 'u', name: 'Ana', phoneNumber: '+541155551234' };

describe('form validation (§5)', () => {
  it.each<[string, Partial<AddressForm>, typeof WITH_BOTH, string[]]>([
    ['all filled', {}, NO_NAME_NO_PHONE, []],
    ['no label', { tag: '  ' }, NO_NAME_NO_PHONE, ['Por favor, ingrese una etiqueta para su dirección']],
    ['no name, user has none', { name: '' }, NO_NAME_NO_PHONE, ['Por favor, ingrese un nombre']],
    ['no name, user has one', { name: '' }, WITH_BOTH, []],
    ['no phone, user has none', { phone: '' }, NO_NAME_NO_PHONE, ['Por favor, ingrese un teléfono']],
    [
      'no country code, user has no phone',
      { countryCode: '' },
      NO_NAME_NO_PHONE,
      ['Por favor, ingrese un código de país'],
    ],
    ['no phone nor code, user has a phone', { phone: '', countryCode: '' }, WITH_BOTH, []],
    ['no instructions', { instructions: '' }, WITH_BOTH, ['Por favor, ingrese instrucciones de entrega']],
    // Issue 12: a malformed phone is refused in the form with the server's own text (§5 has none for it).
    ['phone "abc"', { phone: 'abc' }, NO_NAME_NO_PHONE, ['El teléfono no es válido']],
    ['phone "12" (too short)', { phone: '12' }, NO_NAME_NO_PHONE, ['El teléfono no es válido']],
    ['phone "abc", user has a phone (not asked)', { phone: 'abc' }, WITH_BOTH, []],
    ['phone with spaces and dashes', { phone: '11 5555-0000' }, NO_NAME_NO_PHONE, []],
    [
      'empty form, guest',
      { ...EMPTY_ADDRESS_FORM, countryCode: '' },
      NO_NAME_NO_PHONE,
      [
        'Por favor, ingrese una etiqueta para su dirección',
        'Por favor, ingrese un nombre',
        'Por favor, ingrese un código de país',
        'Por favor, ingrese un teléfono',
        'Por favor, ingrese instrucciones de entrega',
      ],
    ],
  ])('%s', (_, change, user, messages) => {
    const errors = addressFormErrors({ ...FILLED, ...change }, user);
    expect(Object.values(errors).map((key) => textIn(es, key as MessageKey))).toEqual(messages);
  });

  it.each([
    ['', true],
    ['+54', true],
    [' +54 ', true],
    ['+541155551234', false],
  ])('a user phone of %j counts as none: %s', (phone, none) => {
    expect(needsPhone({ _id: 'u', phoneNumber: phone })).toBe(none);
  });

  it.each([
    ['+54', '1155550000', '+541155550000'],
    ['54', ' 1155550000 ', '+541155550000'],
    ['+49', '3012345678', '+493012345678'],
  ])('customerPhone(%j, %j) is %j (country code + number)', (code, phone, expected) => {
    expect(customerPhone(code, phone)).toBe(expected);
  });
});

describe('autocomplete result (§3)', () => {
  it.each([
    [
      'Honduras 4850',
      'Palermo, Ciudad Autónoma de Buenos Aires',
      { name: 'Honduras', number: '4850' },
      'Palermo',
      'Ciudad Autónoma de Buenos Aires',
    ],
    [
      'Av. Cabildo 2040',
      'Belgrano, CABA, Argentina',
      { name: 'Av. Cabildo', number: '2040' },
      'Belgrano',
      'Argentina',
    ],
    ['Plaza Italia', 'Palermo', { name: 'Plaza Italia', number: '' }, 'Palermo', 'Palermo'],
  ])('%j / %j', (mainText, secondaryText, street, city, administrative) => {
    const result = toAutocompleteResult(
      { placeId: 'p', description: '', mainText, secondaryText },
      { placeId: 'p', name: mainText, formattedAddress: `${mainText}, X`, lat: 1, lng: 2 },
    );
    expect(result).toMatchObject({ street, city, administrative, lat: 1, lng: 2, name: mainText });
  });
});

describe('estimate request (§7)', () => {
  const address = { _id: 'a', deliveryAddress: 'x', coordinates: { dropoff: { lat: -34.5, lon: -58.4 } } };
  it.each([
    [3, 12000, 3, 12000],
    [0, 0, 1, 0],
    [2.6, -5, 3, 0],
  ])('quantity %s and total %s → cantidad %s, total %s', (quantity, total, cantidad, sent) => {
    expect(buildEstimateRequest({ branchId: 'b', address, quantity, total })).toEqual({
      idLocal: 'b',
      lat: -34.5,
      lon: -58.4,
      cantidad,
      total: sent,
    });
  });

  it('the cart keeps the first option as {id, tipo, costoEnvio}; none when the server lists none', () => {
    expect(
      chooseDeliveryOption([
        { id: 'moto', tipo: 'Moto', costoEnvio: 1800 },
        { id: 'auto', tipo: 'Auto', costoEnvio: 2600 },
      ]),
    ).toEqual({ id: 'moto', tipo: 'Moto', costoEnvio: 1800 });
    expect(chooseDeliveryOption([])).toBeNull();
  });
});

/** The server's check (server/routes/addresses.ts): /^\+?\d[\d\s-]{5,24}$/ on country code + number. */
describe('phone format (issue 12, as the server checks it)', () => {
  it.each([
    ['+54', '1155550000', true],
    ['54', '1155550000', true],
    ['+54', '115555', true],
    ['+54', '115', false],
    ['+54', 'abc', false],
    ['+54', '11 5555 abc', false],
    ['+54', '1'.repeat(30), false],
  ])('%j + %j → %s', (code, phone, valid) => {
    expect(isValidPhone(code, phone)).toBe(valid);
  });
});

describe('the first invalid field, in the form order (the focus after a refused Guardar)', () => {
  it.each<[Partial<AddressForm>, typeof WITH_BOTH, string | null]>([
    [{}, NO_NAME_NO_PHONE, null],
    [{ tag: '', instructions: '' }, NO_NAME_NO_PHONE, 'tag'],
    [{ phone: 'abc', instructions: '' }, NO_NAME_NO_PHONE, 'phone'],
    [{ name: '', phone: '' }, NO_NAME_NO_PHONE, 'name'],
    [{ name: '', instructions: '' }, WITH_BOTH, 'instructions'],
  ])('%o → %s', (change, user, field) => {
    expect(firstInvalidField({ ...FILLED, ...change }, user)).toBe(field);
  });
});
