import type { FlowWords } from '../flow-words';

/** orderPreparation: its states and guards in the product's words (docs/flows, /__flows). */
export const orderPreparationWords: FlowWords = {
  states: {
    closed: 'No product open',
    loading: 'Loading the product',
    restoring: 'Restoring the choices from before a reload',
    unavailable: 'Product could not load',
    ready: 'Choosing the options',
    'ready.quantity': 'Quantity',
    'ready.quantity.settled': 'Quantity applied',
    'ready.quantity.debouncing': 'Typed quantity waiting 300 ms',
    'ready.validation': 'Required choices',
    'ready.validation.idle': 'No missing choice',
    'ready.validation.scrollScheduled': "'Elige una opción' shown",
    'ready.validation.scrollRequested': 'Scrolling to the first missing choice',
    saving: 'Adding to the order',
    closingModal: 'Closing the product',
  },
  guards: {
    isSameRequest: 'the same product is already open',
    hasNoSku: 'the link names no product',
    isModal: 'the product is open as a modal over another screen',
    hasStartedPreparation: 'options were already chosen',
    hasPreviousEntry: 'the product was opened from another screen of the app',
    isDiscarded: 'nothing was kept from before a reload',
    isEditingInModal: 'an order line is being edited in the modal',
    isAtMinimumQuantity: 'the quantity is already at its minimum',
    hasMissingGroups: 'a required choice is missing',
  },
  events: {
    'orderPreparation.opened': 'Open a product',
    'orderPreparation.closeRequested': "Tap 'Volver'",
    'orderPreparation.ingredientChosen': 'Choose an option',
    'orderPreparation.quantityTyped': "Type in 'Cantidad:'",
  },
};
