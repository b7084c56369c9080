import type { AnyMachineSnapshot } from 'xstate';
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

/** The location prompt covers BASE (the view buttons cannot be tapped). */
const onPrompt = (stateIds: string[]) => stateIds.includes('open.prompting');
const isFlipped = (s: AnyMachineSnapshot) => s.context.flippedBranchId !== null;
/** Brasa Palermo Soho's card is shown: the search text ('recoleta', 'zzz' or none) does not hide it. */
const palermoShown = (s: AnyMachineSnapshot) => s.context.search === '';

const geolocationFailure = (kind: string) =>
  Object.assign(new Error(`geolocation: ${kind}`), { geolocationError: kind });

export const branchSelectionModel: FlowModel = {
  id: 'branchSelection',
  title: 'Branch selection (BASE)',
  summary:
    "BASE (ordering.md §2 'Branch selection', 'Alternative map view', §4 'Consume mode selection at the branch card', §8 and §9 'Geolocation'): the brand's branches, filtered by the header's search text, nearest first once the diner shares a position, the active order's branch first; a list or a map view. Explored for a multipleMenu brand, as the seeded one is: a tap flips the card to its consume modes, and choosing one stores the consume preference, resets the order and opens the branch home (a brand without multipleMenu selects on the tap: tests/machines/branch-selection.test.ts, and currentBranch's app model picks a branch so).",
  machine: branchSelectionMachine,
  // The language flow reports the diner's language (Spanish) as the app starts (the flow's watchLanguage): the
  // model starts after that report.
  input: { brandId: 'brand-1', multipleMenu: true, restoredPreferences: null, language: 'es' },
  start: 'Sign in or enter as a guest; the app shows BASE',
  steps: [
    {
      event: { type: 'branchSelection.languageChanged', language: 'en' },
      step: "On PROFILE, choose 'English' in the language selector",
      when: {
        text: 'BASE is not open yet (the selector is on PROFILE) and the language is not English already',
        holds: ({ stateIds, snapshot }) => stateIds.includes('idle') && snapshot.context.language !== 'en',
      },
    },
    {
      event: { type: 'branchSelection.activeOrderBranchChanged', branchId: 'branch-recoleta' },
      step: "The diner's active order, at Brasa Recoleta, is found (GET /pedido/active/{userId})",
      producedBy:
        'place an order at a branch first (it stays active until it is delivered); the watcher finds it as the app starts',
      when: {
        text: 'no active order was found yet (the watcher asks once as the app starts)',
        holds: ({ snapshot }) => snapshot.context.activeOrderBranchId === null,
      },
    },
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
      event: { type: 'branchSelection.viewChanged', view: 'map' },
      step: "Tap 'Mapa'",
      when: {
        text: 'the list view is shown and no prompt covers it',
        holds: ({ stateIds, snapshot }) => snapshot.context.view === 'list' && !onPrompt(stateIds),
      },
    },
    {
      event: { type: 'branchSelection.viewChanged', view: 'list' },
      step: "Tap 'Lista'",
      when: {
        text: 'the map view is shown and no prompt covers it',
        holds: ({ stateIds, snapshot }) => snapshot.context.view === 'map' && !onPrompt(stateIds),
      },
    },
    {
      event: { type: 'branchSelection.cardPressed', branchId: 'branch-palermo' },
      step: 'Tap the Brasa Palermo Soho card',
      when: {
        text: 'the list view shows the card (no search text hides it), unflipped',
        holds: ({ snapshot }) =>
          snapshot.context.view === 'list' && palermoShown(snapshot) && !isFlipped(snapshot),
      },
    },
    {
      event: { type: 'branchSelection.mapCardPressed', branchId: 'branch-palermo' },
      step: 'In the map view, tap the Brasa Palermo Soho card',
      when: {
        text: 'the map view shows the card (no search text hides it), unflipped',
        holds: ({ snapshot }) =>
          snapshot.context.view === 'map' && palermoShown(snapshot) && !isFlipped(snapshot),
      },
    },
    {
      event: { type: 'branchSelection.cardFlippedBack' },
      step: "Tap 'Volver' on the flipped card",
      when: { text: 'a card is flipped', holds: ({ snapshot }) => isFlipped(snapshot) },
    },
    {
      event: { type: 'branchSelection.modeChosen', branchId: 'branch-palermo', mode: 'takeawaySystem' },
      step: "Tap 'Para llevar' on the flipped Brasa Palermo Soho card",
      when: { text: 'the card is flipped', holds: ({ snapshot }) => isFlipped(snapshot) },
    },
    {
      event: { type: 'branchSelection.modeChosen', branchId: 'branch-palermo', mode: 'tableSystem' },
      step: "Tap 'Consumir aquí' on the flipped Brasa Palermo Soho card",
      when: { text: 'the card is flipped', holds: ({ snapshot }) => isFlipped(snapshot) },
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
    view: s.context.view,
    flippedBranchId: s.context.flippedBranchId,
    mapFocusId: s.context.mapFocusId,
    preferences: s.context.preferences,
    language: s.context.language,
  }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.search,
      (s.context.branches as Branch[]).map((b) => b.id),
      s.context.position !== null,
      s.context.geolocationError,
      s.context.activeOrderBranchId,
      s.context.view,
      s.context.flippedBranchId,
      // Coarser where it changes nothing on screen, to keep the traversal small: the map's focus only in the
      // map view, the language only before BASE first opens (after, it
      // is in each list request, which the opening read's step checks).
      s.context.view === 'map' ? s.context.mapFocusId : null,
      s.context.preferences.preferredConsumeType,
      s.matches('idle') ? s.context.language : null,
    ]),
};
