import type { Branch } from '../catalogue/catalogue.types';
import type { FlowModel } from '../flow-model';
import { branchSelectionMachine } from './branch-selection.machine';

const options = (table: boolean, takeaway: boolean, delivery: boolean) => ({
  tableSystem: table,
  takeawaySystem: takeaway,
  deliverySystem: delivery,
  deliveryPropio: { activo: false, name: '' },
});

/** Two branches as POST /local/all answers them: Palermo open, Recoleta closed. */
export const MODEL_BRANCHES: Branch[] = [
  {
    id: 'branch-palermo',
    storeId: 'brasa-palermo',
    name: 'Brasa Palermo Soho',
    address: 'Honduras 4850, Palermo, CABA',
    status: 'open',
    scheduleStatus: 'Abierto las 24 hs',
    geoLocation: { latitude: -34.586912, longitude: -58.430621 },
    systemOptions: options(true, true, true),
  },
  {
    id: 'branch-recoleta',
    storeId: 'brasa-recoleta',
    name: 'Brasa Recoleta',
    address: 'Av. Callao 1210, Recoleta, CABA',
    status: 'close',
    scheduleStatus: 'Cerrado · abre a las 12:00 hs',
    geoLocation: { latitude: -34.595468, longitude: -58.392911 },
    systemOptions: options(true, false, false),
  },
];
/** The same branches nearest first from a position in Recoleta, with `distance` in km. */
export const MODEL_BRANCHES_BY_DISTANCE: Branch[] = [
  { ...(MODEL_BRANCHES[1] as Branch), distance: 0.82 },
  { ...(MODEL_BRANCHES[0] as Branch), distance: 3.16 },
];
export const MODEL_POSITION = { latitude: -34.6, longitude: -58.4 };

const geolocationFailure = (kind: string) =>
  Object.assign(new Error(`geolocation: ${kind}`), { geolocationError: kind });

export const branchSelectionModel: FlowModel = {
  id: 'branchSelection',
  title: 'Branch selection (BASE)',
  summary:
    "BASE (ordering.md §2 'Branch selection', §8 and §9 'Geolocation'): the brand's branches, filtered by the header's search text, nearest first once the diner shares a position; choosing one resets the order and opens the branch home. Explored for a brand without multipleMenu (the card flip is in tests/machines/branch-selection.test.ts).",
  machine: branchSelectionMachine,
  input: { brandId: 'brand-1', multipleMenu: false, restoredPreferences: null },
  start: 'Sign in or enter as a guest; the app shows BASE',
  steps: [
    { event: { type: 'branchSelection.opened' }, step: 'Open BASE' },
    {
      event: {
        type: 'xstate.done.actor.readOpeningState',
        output: { hasReturnPath: false, permission: 'prompt' },
      },
      step: 'No path was stored before signing in; the location permission has not been asked',
      producedBy: 'a fresh private window',
    },
    {
      event: {
        type: 'xstate.done.actor.readOpeningState',
        output: { hasReturnPath: false, permission: 'granted' },
      },
      step: 'No path was stored before signing in; the location permission is already granted',
      producedBy: 'allow the location once in this browser, then open the app again',
    },
    {
      event: { type: 'xstate.done.actor.locateAutomatically', output: MODEL_POSITION },
      step: 'The browser gives the position at once (Recoleta)',
      producedBy:
        'allow the location on an earlier visit, and in Chrome DevTools → Sensors → Location set a position in Recoleta (-34.5875, -58.3974)',
    },
    {
      event: { type: 'xstate.error.actor.locateAutomatically', error: geolocationFailure('timeout') },
      step: 'The browser gives no position within 5 s',
      producedBy:
        "only checked automatically (tests/model, tests/model-app): DevTools → Sensors can set a position or 'Location unavailable', but cannot hold the answer back",
    },
    {
      event: { type: 'xstate.done.actor.fetchBranches', output: MODEL_BRANCHES },
      step: 'The server answers with Brasa Palermo Soho (open) and Brasa Recoleta (closed)',
      producedBy:
        'the demo server lists the seeded branches by itself (Brasa Palermo Soho open 24 h, Brasa San Telmo closed); for Brasa Recoleta closed, PUT /api/dev/local/64b7f0a1c2d3e4f510000003/status with {"status":"close"} first ({"status":null} afterwards)',
    },
    {
      event: {
        type: 'xstate.error.actor.fetchBranches',
        error: Object.assign(new Error('fail'), { status: 500 }),
      },
      step: 'The server fails (500) or the connection drops',
    },
    { event: { type: 'branchSelection.retryRequested' }, step: "Tap 'Intentar nuevamente'" },
    {
      event: { type: 'branchSelection.searchChanged', text: 'recoleta' },
      step: "Type 'recoleta' in the search bar",
    },
    { event: { type: 'branchSelection.searchChanged', text: 'zzz' }, step: "Type 'zzz' in the search bar" },
    { event: { type: 'branchSelection.searchChanged', text: '' }, step: 'Clear the search bar' },
    { event: { type: 'branchSelection.locateRequested' }, step: 'Tap the locate-me button' },
    { event: { type: 'branchSelection.locateCancelled' }, step: "Tap 'Cancelar' in 'Activar ubicación'" },
    { event: { type: 'branchSelection.locateConfirmed' }, step: "Tap 'Activar' in 'Activar ubicación'" },
    {
      event: { type: 'xstate.done.actor.locate', output: MODEL_POSITION },
      step: 'The browser gives the position (Recoleta)',
      producedBy:
        "allow the location in the browser's prompt, with Chrome DevTools → Sensors → Location set to a position in Recoleta (-34.5875, -58.3974)",
    },
    {
      event: { type: 'xstate.done.actor.fetchBranches', output: MODEL_BRANCHES_BY_DISTANCE },
      step: 'The server answers nearest first: Brasa Recoleta 820 m, Brasa Palermo Soho 3.2 km',
      producedBy:
        'with the position in Recoleta (-34.5875, -58.3974), the demo server answers nearest first by itself: Brasa Recoleta 0,98 km, Brasa Palermo Soho 3 km',
    },
    {
      event: { type: 'xstate.error.actor.locate', error: geolocationFailure('denied') },
      step: 'The diner denies the location permission',
      producedBy: "tap 'Block' in the browser's location prompt (or block it in the site settings)",
    },
    {
      event: { type: 'xstate.error.actor.locate', error: geolocationFailure('unsupported') },
      step: 'The browser has no geolocation',
      producedBy:
        'only checked automatically (tests/model, tests/model-app): every browser the app supports has geolocation',
    },
    {
      event: { type: 'xstate.error.actor.locate', error: geolocationFailure('unavailable') },
      step: 'The position is unavailable',
      producedBy: "Chrome DevTools → Sensors → Location: 'Location unavailable'",
    },
    {
      event: { type: 'xstate.error.actor.locate', error: geolocationFailure('timeout') },
      step: 'No position within 10 s',
      producedBy:
        "only checked automatically (tests/model, tests/model-app): DevTools → Sensors can set a position or 'Location unavailable', but cannot hold the answer back",
    },
    {
      event: { type: 'xstate.error.actor.locate', error: new Error('boom') },
      step: 'Getting the position fails otherwise',
      producedBy:
        "only checked automatically (tests/model, tests/model-app): of the browser's failures DevTools produces only 'Location unavailable' (its own step)",
    },
    {
      event: { type: 'branchSelection.cardPressed', branchId: 'branch-palermo' },
      step: 'Tap the Brasa Palermo Soho card',
    },
  ],
  expectations: {
    idle: 'BASE is not open',
    open: "BASE: 'Selecciona tu sucursal', the header search bar and the locate-me button",
    'open.opening': "'Selecciona tu sucursal' with 6 skeleton cards",
    'open.locatingAutomatically': "'Selecciona tu sucursal' with 6 skeleton cards",
    'open.loading': "'Selecciona tu sucursal' with 6 skeleton cards",
    'open.failed':
      "'No se pudieron cargar las sucursales.' and 'Intentar nuevamente'; the toast 'No se pudo obtener la información de las sucursales. Por favor, inténtalo de nuevo.'",
    'open.ready':
      'The cards matching the search text (name or address), the active order branch first; a closed branch is veiled',
    'open.prompting':
      "'Activar ubicación' / 'Activa tu ubicación para encontrar el local más cercano.' with 'Cancelar' and 'Activar'",
    'open.locating': 'The cards; the position is being asked for',
    selected: 'The branch home HOME/{id}/{storeId} opens',
  },
  keyContext: (s) => ({
    search: s.context.search,
    branches: (s.context.branches as Branch[]).map((b) => b.id),
    position: s.context.position,
    geolocationError: s.context.geolocationError,
    activeOrderBranchId: s.context.activeOrderBranchId,
  }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.search,
      (s.context.branches as Branch[]).map((b) => b.id),
      s.context.position !== null,
      s.context.geolocationError,
      s.context.activeOrderBranchId,
    ]),
};
