// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppFlowModel } from '../app-model';
import { branchSelectionModel, MODEL_POSITION } from './branch-selection.model';
import {
  BRANCH_SELECTION_FIXTURES,
  cardNames,
  expectHighlights,
  expectSearchResult,
  factsOf,
  guest,
  heading,
  isLoadingList,
  locateButton,
  map,
  onBase,
  pendingGeolocation,
  promptShown,
  searchBox,
  unflippedCardCount,
  viewButton,
} from './branch-selection-on-the-app';
import { branchSelectionSteps } from './branch-selection-steps.app-model';

/**
 * BASE on the rendered app (ordering.md §2 "Branch selection (BASE)", §7 POST /local/all, §8 "Toasts" and
 * "Geolocation"), written from the spec: its Spanish texts, its routes ('/' and /sucursal/{id}/{storeId}) and
 * its call. The app runs in happy-dom, which has no the Geolocation API: the location permission reads as
 * unsupported, and 'Activar' fails with 'Tu navegador no soporta geolocalización' at once. The runner's
 * geolocation stand-in (AppDriver.geolocation) gives the app one whose prompt the diner denies, so 'Activar'
 * fails with the denial's message. The other position answers need a browser's geolocation and are pending
 * here (tests/e2e/branches.spec.ts grants and denies it in Chromium; tests/machines/branch-selection.test.ts
 * covers every answer).
 *
 * The brand is multipleMenu, as the seeded one: a tap flips the card to its modes, a mode opens HOME and is
 * highlighted on the card when BASE shows again (§2 "Branch card", §4 "Consume mode selection"); the map view is
 * the app's own offline map (src/screens/branches/branch-map.tsx). The active-orders watcher runs as on the app;
 * its GET /pedido/active/guest-1 is held until the step that finds the order at Brasa Recoleta. The language is
 * changed on PROFILE before BASE opens; the runner starts no language sync for this flow, so the UI stays in
 * Spanish while the list is asked for with ?lang=en (the opening read's step checks it).
 */

export { BRANCH_SELECTION_FIXTURES };

export const branchSelectionAppModel: AppFlowModel = {
  model: branchSelectionModel,
  systemId: 'branchSelection',
  // A guest on PROFILE after the splash (2 s, then 1 s settling); BASE is opened by the first step.
  // The brand is multipleMenu, as the seeded one (server/db/seed/brands.ts); the active-orders watcher runs, as
  // on the app, and its GET /pedido/active/guest-1 is held until a step answers it.
  start: {
    url: '/perfil',
    waitMs: 3000,
    savedState: { user: guest },
    brand: { multipleMenu: true },
    activeOrdersWatcher: true,
  },
  // The opening read (localStorage and the permissions API) answers at once; so does a missing geolocation.
  instantStates: ['open.opening', 'open.locating'],
  pending: [
    {
      event: {
        type: 'xstate.done.actor.readOpeningState',
        output: { hasReturnPath: false, permission: 'granted' },
      },
      reason: pendingGeolocation,
    },
    {
      event: { type: 'xstate.done.actor.locateAutomatically', output: MODEL_POSITION },
      reason: pendingGeolocation,
    },
    {
      event: {
        type: 'xstate.error.actor.locateAutomatically',
        error: Object.assign(new Error('geolocation: timeout'), { geolocationError: 'timeout' }),
      },
      reason: pendingGeolocation,
    },
    { event: { type: 'xstate.done.actor.locate', output: MODEL_POSITION }, reason: pendingGeolocation },
    ...(['unavailable', 'timeout'] as const).map((kind) => ({
      event: {
        type: 'xstate.error.actor.locate',
        error: Object.assign(new Error(`geolocation: ${kind}`), { geolocationError: kind }),
      },
      reason: pendingGeolocation,
    })),
    { event: { type: 'xstate.error.actor.locate', error: new Error('boom') }, reason: pendingGeolocation },
  ],
  states: {
    idle: (app) => {
      app.expect(onBase(app)).toBe(false);
      app.expect(heading(app)).toBeNull();
    },
    open: (app) => {
      app.expect(onBase(app)).toBe(true);
      app.expect(heading(app)).not.toBeNull();
      searchBox(app);
      locateButton(app);
      const { view } = factsOf(app);
      app
        .expect(viewButton(app, view === 'map' ? 'Mapa' : 'Lista').getAttribute('aria-pressed'))
        .toBe('true');
    },
    'open.opening': () => {},
    'open.locatingAutomatically': (app) => app.expect(isLoadingList(app)).toBe(true),
    'open.loading': (app) => app.expect(isLoadingList(app)).toBe(true),
    'open.failed': (app) => {
      app.expect(app.screen.getByText('No se pudieron cargar las sucursales.')).toBeTruthy();
      app.expect(app.screen.getByRole('button', { name: 'Intentar nuevamente' })).toBeTruthy();
    },
    'open.ready': (app) => {
      app.expect(isLoadingList(app)).toBe(false);
      app.expect(promptShown(app)).toBe(false);
      expectSearchResult(app);
      expectHighlights(app);
      // The map view shows the map over its cards while any card is shown.
      const mapShown = factsOf(app).view === 'map' && cardNames(app).length > 0;
      app.expect(map(app) !== null, 'the map').toBe(mapShown);
      // Each map card not flipped: 'Hoy de {open} a {close} hs.' or, with no schedule sent (the model's),
      // 'Horario no disponible'.
      if (mapShown)
        app
          .expect(app.screen.getAllByText(/^(Hoy de .+ a .+ hs\.|Horario no disponible)$/).length)
          .toBe(unflippedCardCount(app));
    },
    'open.prompting': (app) => {
      app.expect(promptShown(app)).toBe(true);
    },
    'open.locating': () => {},
    selected: (app) => {
      app.expect(app.url()).toMatch(/^\/sucursal\/[^/]+\/[^/]+/);
      app.expect(heading(app)).toBeNull();
    },
  },
  steps: branchSelectionSteps,
};
