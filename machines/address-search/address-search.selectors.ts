import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import type { addressSearchMachine } from './address-search.machine';
import {
  type AddressField,
  type AddressForm,
  type AddressFormErrors,
  type AddressSuggestion,
  type AutocompleteResult,
  addressFormErrors,
  needsName,
  needsPhone,
  type SavedAddress,
  shouldShowSuggestions,
} from './address-search.rules';

export type AddressSearchSnapshot = SnapshotFrom<typeof addressSearchMachine>;

// CHECKOUT_ADDRESS ---------------------------------------------------------------------------------

export type AddressListView = 'loading' | 'failed' | 'empty' | 'list';

/** What 'Datos de entrega' shows: loading, the failure with a retry, the empty text or the list. */
export const selectAddressListView = (s: AddressSearchSnapshot): AddressListView => {
  if (s.matches({ list: 'loading' }) || s.matches({ list: 'fetching' }) || !s.matches('list'))
    return 'loading';
  if (s.matches({ list: 'failed' })) return 'failed';
  return s.context.addresses.length === 0 ? 'empty' : 'list';
};
export const selectSavedAddresses = (s: AddressSearchSnapshot): SavedAddress[] => s.context.addresses;
/** The address whose delivery estimate is being asked (its row shows busy, the others are disabled). */
export const selectChoosingAddressId = (s: AddressSearchSnapshot): string | null =>
  s.matches({ list: 'estimating' }) || s.matches({ list: 'chosen' }) ? (s.context.chosen?._id ?? null) : null;
/** The estimate's failure under the list (e.g. the server's "fuera del área de entrega"). */
export const selectAddressListError = (s: AddressSearchSnapshot): UiText | null =>
  s.matches('list') ? s.context.error : null;

// CHECKOUT_SEARCH_ADDRESS --------------------------------------------------------------------------

/** 'Error al cargar la API de {service}' when the maps script failed. */
export const selectMapsFailure = (s: AddressSearchSnapshot): UiText | null =>
  s.matches({ search: 'providerFailed' }) && s.context.mapsFailure
    ? { key: 'address.mapsLoadError', values: { service: s.context.mapsFailure } }
    : null;
export const selectIsProviderLoading = (s: AddressSearchSnapshot): boolean =>
  s.matches({ search: 'loadingProvider' });
export const selectSearchInput = (s: AddressSearchSnapshot): string => s.context.input;

const isTyping = (s: AddressSearchSnapshot) =>
  s.matches({ search: 'typing' }) || s.matches({ search: 'resolvingPlace' });

/** The suggestions dropdown is open: typing, more than 3 characters, and a query has answered. */
export const selectIsSuggestionListOpen = (s: AddressSearchSnapshot): boolean =>
  isTyping(s) &&
  shouldShowSuggestions(s.context.input) &&
  s.context.searchError === null &&
  s.context.answered;
export const selectSuggestions = (s: AddressSearchSnapshot): AddressSuggestion[] =>
  selectIsSuggestionListOpen(s) ? s.context.suggestions : [];
/** 'No se encontraron resultados': the list is open and the answer was empty. */
export const selectHasNoResults = (s: AddressSearchSnapshot): boolean =>
  selectIsSuggestionListOpen(s) && s.context.suggestions.length === 0;
export const selectIsSearching = (s: AddressSearchSnapshot): boolean =>
  s.matches({ search: { typing: 'debouncing' } }) ||
  s.matches({ search: { typing: 'querying' } }) ||
  s.matches({ search: 'resolvingPlace' });
export const selectSearchError = (s: AddressSearchSnapshot): UiText | null =>
  isTyping(s) ? s.context.searchError : null;

/** The chip: the selected address (its formatted address), once chosen. */
export const selectSelectedAddress = (s: AddressSearchSnapshot): AutocompleteResult | null =>
  s.matches({ search: 'form' }) || s.matches({ search: 'saved' }) ? s.context.selected : null;
export const selectIsFormShown = (s: AddressSearchSnapshot): boolean => s.matches({ search: 'form' });
/** 'Nombre' only when the user has no name; 'Teléfono' with its code only when the user has no phone. */
export const selectAsksName = (s: AddressSearchSnapshot): boolean => needsName(s.context.user);
export const selectAsksPhone = (s: AddressSearchSnapshot): boolean => needsPhone(s.context.user);
export const selectAddressForm = (s: AddressSearchSnapshot): AddressForm => s.context.form;
/** The messages to show: only for fields already edited (or all after a refused 'Guardar'). */
export const selectAddressFormErrors = (s: AddressSearchSnapshot): AddressFormErrors => {
  const errors = addressFormErrors(s.context.form, s.context.user);
  const shown: AddressFormErrors = {};
  for (const field of Object.keys(errors) as AddressField[]) {
    if (s.context.shown[field]) shown[field] = errors[field];
  }
  return shown;
};
/** The server's message under the form (save or estimate failure); what was typed stays. */
/** After a refused 'Guardar': the first invalid field for the view to focus (a new request for every refusal). */
export const selectFocusRequest = (s: AddressSearchSnapshot): { field: AddressField; seq: number } | null =>
  s.matches({ search: 'form' }) ? s.context.focusRequest : null;
export const selectAddressFormError = (s: AddressSearchSnapshot): UiText | null =>
  s.matches({ search: 'form' }) ? s.context.error : null;
export const selectIsSavingAddress = (s: AddressSearchSnapshot): boolean =>
  s.matches({ search: { form: 'saving' } }) ||
  s.matches({ search: { form: 'estimating' } }) ||
  s.matches({ search: 'saved' });
