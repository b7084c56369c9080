import type { FlowWords } from '../flow-words';

/** branchSelection: its states and guards in the product's words (docs/flows, /__flows). */
export const branchSelectionWords: FlowWords = {
  states: {
    idle: 'Branch list not open',
    open: "'Selecciona tu sucursal'",
    'open.opening': 'Opening the branch list',
    'open.locatingAutomatically': 'Finding the location (already allowed)',
    'open.loading': 'Loading the branches',
    'open.failed': 'Branches could not load',
    'open.ready': 'Branch cards shown',
    'open.prompting': "Asking 'Activar ubicación'",
    'open.locating': 'Finding the location',
    selected: 'Branch chosen',
  },
  guards: {
    isPermissionGranted: 'the location permission was already granted',
    isOtherLanguage: 'the language differs from the one the list was loaded in',
    isDisabledBranch: 'the branch is closed or disabled',
    isMultipleMenu: 'the branch offers several consumption modes to choose from',
    isCentredOnMap: 'the map is already centred on that branch',
    isTableModeOffered: 'the branch offers ordering at the table',
    isModeOffered: 'the branch offers that mode',
  },
  events: {
    'branchSelection.searchChanged': 'Type in the search bar',
  },
};
