import type { FlowWords } from '../flow-words';

/** addressSearch: its states and guards in the product's words (docs/flows, /__flows). */
export const addressSearchWords: FlowWords = {
  states: {
    idle: 'No address screen yet',
    list: "'Datos de entrega'",
    'list.loading': 'Opening the saved addresses',
    'list.fetching': 'Loading the saved addresses',
    'list.failed': 'Addresses could not load',
    'list.ready': 'Saved addresses shown',
    'list.estimating': "'Calculando el envío…'",
    'list.chosen': 'Address chosen',
    search: "'Buscar dirección'",
    'search.loadingProvider': 'Loading the maps service',
    'search.providerFailed': 'Maps service could not load',
    'search.typing': 'Typing an address',
    'search.typing.waiting': 'Suggestions as typed',
    'search.typing.debouncing': 'Asking in 300 ms',
    'search.typing.querying': 'Asking for suggestions',
    'search.resolvingPlace': 'Getting the chosen place',
    'search.form': 'Address details form',
    'search.form.editing': 'Filling in the address details',
    'search.form.saving': 'Saving the address',
    'search.form.estimating': 'Estimating the delivery',
    'search.saved': 'New address saved',
  },
  guards: {
    hasUser: 'someone is signed in',
    isListedAddress: 'the address is in the list',
    isChangedText: 'the text differs from the last one',
    isQueryable: 'the text is long enough to search',
    isListedSuggestion: 'the suggestion is in the list shown',
    isSavedAlready: 'this address is already saved',
    isFormValid: 'the address details are valid',
  },
  events: {
    'addressSearch.inputChanged': "Type in 'Buscar dirección'",
    'addressSearch.fieldChanged': 'Fill in a field of the address',
  },
};
