// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import {
  branchSelectionModel,
  MODEL_BRANCHES,
  MODEL_BRANCHES_BY_DISTANCE,
  MODEL_POSITION,
} from './branch-selection.model';

/**
 * BASE on the rendered app (ordering.md §2 "Branch selection (BASE)", §7 POST /local/all, §8 "Toasts" and
 * "Geolocation"), written from the spec: its Spanish texts, its routes ('/' and /sucursal/{id}/{storeId}) and
 * its call. The app runs in happy-dom, which has no the Geolocation API: the location permission reads as
 * unsupported, and 'Activar' fails with 'Tu navegador no soporta geolocalización' at once. The runner's
 * geolocation stand-in (AppDriver.geolocation) gives the app one whose prompt the diner denies, so 'Activar'
 * fails with the denial's message. The other position answers need a browser's geolocation and are pending
 * here (tests/e2e/branches.spec.ts grants and denies it in Chromium; tests/machines/branch-selection.test.ts
 * covers every answer).
 */

const BASE_URL = '/';
const guest = { _id: 'guest-1', typeUser: 'guest', idMarca: 'brand-1' };

export const BRANCH_SELECTION_FIXTURES = {
  branches: { status: 200, body: { status: 'success', data: MODEL_BRANCHES } },
  branchesByDistance: { status: 200, body: { status: 'success', data: MODEL_BRANCHES_BY_DISTANCE } },
  serverFails: { status: 500, body: { status: 'error', message: 'Ocurrió un error inesperado' } },
} satisfies Record<string, ServerAnswer>;

const onBase = (app: AppDriver) => app.url().split('?')[0] === BASE_URL;
const heading = (app: AppDriver) => app.screen.queryByRole('heading', { name: 'Selecciona tu sucursal' });
/** The branch cards shown (skeletons are hidden from the accessibility tree). */
const cardNames = (app: AppDriver) =>
  ['Brasa Palermo Soho', 'Brasa Recoleta'].filter((name) => app.screen.queryByText(name) !== null);
const locateButton = (app: AppDriver) => app.screen.getByRole('button', { name: 'Activar ubicación' });
/** The prompt is open (a closing one plays its 300 ms exit, marked data-exiting, and counts as closed). */
const promptShown = (app: AppDriver) => {
  const text = app.screen.queryByText('Activa tu ubicación para encontrar el local más cercano.');
  return text !== null && text.closest('[data-exiting]') === null;
};
const listRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'POST' && r.path === '/local/all');
/** The list is named 'Cargando sucursales' (and busy) while the 6 skeleton cards show. */
const isLoadingList = (app: AppDriver) =>
  app.screen.queryByRole('list', { name: 'Cargando sucursales' }) !== null;
const searchBox = (app: AppDriver) => app.screen.getByRole('searchbox');

const typeSearch = (text: string) => async (app: AppDriver) => {
  const box = searchBox(app);
  await app.user.clear(box);
  if (text) await app.user.type(box, text);
  await app.settle();
};

/** What 'recoleta', 'zzz' or nothing in the search bar leaves on screen (name or address, case-insensitive). */
const expectSearchResult = (app: AppDriver) => {
  const text = new URLSearchParams(app.url().split('?')[1] ?? '').get('search') ?? '';
  if (isLoadingList(app) || app.screen.queryByText('No se pudieron cargar las sucursales.')) return;
  const shown = cardNames(app);
  if (text === 'recoleta') app.expect(shown).toEqual(['Brasa Recoleta']);
  if (text === 'zzz') {
    app.expect(shown).toEqual([]);
    app.expect(app.screen.getByText('No se encontraron resultados')).toBeTruthy();
  }
  if (text === '') app.expect(shown).toEqual(['Brasa Palermo Soho', 'Brasa Recoleta']);
};

/** The runner's geolocation stand-in (vitest only: the driver may lack it). */
const setGeolocation = (app: AppDriver, answer: 'absent' | 'denies') => {
  if (!app.geolocation) throw new Error('this driver cannot set the browser geolocation');
  app.geolocation(answer);
};
/** §8 "Geolocation": what 'Activar' shows when the position cannot be had (no request with a position is sent). */
const expectLocateFailure = (message: string) => (app: AppDriver) => {
  app.expect(app.screen.getByRole('alert').textContent).toBe(message);
  app.expect(listRequests(app).every((r) => !('latitude' in (r.body as object)))).toBe(true);
};

const pendingGeolocation =
  'happy-dom has no the Geolocation API, and the AppDriver cannot grant or emulate one (covered in Chromium by tests/e2e/branches.spec.ts and on the machine by tests/machines/branch-selection.test.ts)';

const steps: AppStep[] = [
  {
    event: { type: 'branchSelection.opened' },
    // The BASE link of the bottom bar ('Inicio'), as a link does.
    action: { kind: 'navigation', run: (app) => app.navigate(BASE_URL) },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(BASE_URL);
      app.expect(heading(app)).not.toBeNull();
    },
  },
  {
    event: {
      type: 'xstate.done.actor.readOpeningState',
      output: { hasReturnPath: false, permission: 'prompt' },
    },
    action: {
      kind: 'local',
      fixture: 'no app_auth_pathname stored; no geolocation permission granted (happy-dom: none at all)',
      arrange: (app) => app.removeLocal('app_auth_pathname'),
    },
    // §7: POST /local/all {idMarca} without a position; 6 skeleton cards meanwhile.
    expectAfter: (app) => {
      const request = listRequests(app).at(-1);
      app.expect(request?.body).toEqual({ idMarca: 'brand-1' });
      app.expect(isLoadingList(app)).toBe(true);
    },
  },
  {
    event: { type: 'xstate.done.actor.fetchBranches', output: MODEL_BRANCHES },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/local\/all$/,
      fixture: 'branches',
      answer: BRANCH_SELECTION_FIXTURES.branches,
    },
    expectAfter: (app) => {
      app.expect(isLoadingList(app)).toBe(false);
      expectSearchResult(app);
      // §2 "Branch card": the status badge text, and the mode icons named for a screen reader.
      if (cardNames(app).includes('Brasa Palermo Soho')) {
        app.expect(app.screen.getByText('Abierto las 24 hs')).toBeTruthy();
        app.expect(app.screen.getAllByText('Consumir aquí').length).toBeGreaterThan(0);
      }
    },
  },
  {
    event: { type: 'xstate.done.actor.fetchBranches', output: MODEL_BRANCHES_BY_DISTANCE },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/local\/all$/,
      fixture: 'branchesByDistance',
      answer: BRANCH_SELECTION_FIXTURES.branchesByDistance,
    },
    // Nearest first, with the distance: under 1 km in metres, else one decimal in km (§9).
    expectAfter: (app) => {
      app.expect(app.screen.getByText('820m')).toBeTruthy();
      app.expect(app.screen.getByText('3.2km')).toBeTruthy();
    },
  },
  {
    event: {
      type: 'xstate.error.actor.fetchBranches',
      error: Object.assign(new Error('fail'), { status: 500 }),
    },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/local\/all$/,
      fixture: 'serverFails',
      answer: BRANCH_SELECTION_FIXTURES.serverFails,
    },
    expectAfter: (app) => {
      app.expect(app.screen.getByText('No se pudieron cargar las sucursales.')).toBeTruthy();
      app
        .expect(app.toasts().join(' | '))
        .toContain('No se pudo obtener la información de las sucursales. Por favor, inténtalo de nuevo.');
    },
  },
  {
    event: { type: 'branchSelection.retryRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('button', { name: 'Intentar nuevamente' }));
      },
    },
    expectAfter: (app) => {
      app.expect(listRequests(app).length).toBeGreaterThanOrEqual(2);
      app.expect(isLoadingList(app)).toBe(true);
    },
  },
  {
    event: { type: 'branchSelection.searchChanged', text: 'recoleta' },
    action: { kind: 'gesture', run: typeSearch('recoleta') },
    expectAfter: (app) => {
      app.expect(app.url()).toBe('/?search=recoleta');
      expectSearchResult(app);
    },
  },
  {
    event: { type: 'branchSelection.searchChanged', text: 'zzz' },
    action: { kind: 'gesture', run: typeSearch('zzz') },
    expectAfter: (app) => {
      app.expect(app.url()).toBe('/?search=zzz');
      expectSearchResult(app);
    },
  },
  {
    event: { type: 'branchSelection.searchChanged', text: '' },
    action: { kind: 'gesture', run: typeSearch('') },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(BASE_URL);
      expectSearchResult(app);
    },
  },
  {
    event: { type: 'branchSelection.locateRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(locateButton(app));
      },
    },
    expectAfter: (app) => {
      const dialog = app.screen.getByRole('dialog');
      app.expect(promptShown(app)).toBe(true);
      app.expect(app.within(dialog).getByText('Activar ubicación')).toBeTruthy();
      app.expect(app.within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
      app.expect(app.within(dialog).getByRole('button', { name: 'Activar' })).toBeTruthy();
    },
  },
  {
    event: { type: 'branchSelection.locateCancelled' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(
          app.within(app.screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }),
        );
      },
    },
    // Cancelling reports nothing: no message appears (one an earlier 'Activar' left stays as it was).
    expectAfter: (app, before) => {
      app.expect(promptShown(app)).toBe(false);
      const alert = app.screen.queryByRole('alert');
      if (alert) app.expect(before.text).toContain(alert.textContent ?? '');
    },
  },
  {
    event: { type: 'branchSelection.locateConfirmed' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(
          app.within(app.screen.getByRole('dialog')).getByRole('button', { name: 'Activar' }),
        );
      },
    },
    expectAfter: (app) => app.expect(promptShown(app)).toBe(false),
  },
  {
    event: {
      type: 'xstate.error.actor.locate',
      error: Object.assign(new Error('geolocation: unsupported'), { geolocationError: 'unsupported' }),
    },
    action: {
      kind: 'local',
      fixture: 'the browser has no the Geolocation API (happy-dom)',
      arrange: (app) => setGeolocation(app, 'absent'),
    },
    expectAfter: expectLocateFailure('Tu navegador no soporta geolocalización'),
  },
  {
    event: {
      type: 'xstate.error.actor.locate',
      error: Object.assign(new Error('geolocation: denied'), { geolocationError: 'denied' }),
    },
    action: {
      kind: 'local',
      fixture: "the browser's geolocation, whose permission prompt the diner denies (PERMISSION_DENIED)",
      arrange: (app) => setGeolocation(app, 'denies'),
    },
    expectAfter: expectLocateFailure(
      'Permiso de ubicación denegado. Por favor, habilita el acceso a la ubicación en tu navegador.',
    ),
  },
  {
    event: { type: 'branchSelection.cardPressed', branchId: 'branch-palermo' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByText('Brasa Palermo Soho'));
      },
    },
    // §2 "After selection": HOME/{id}/{storeId}.
    expectAfter: (app) => app.expect(app.url()).toBe('/sucursal/branch-palermo/brasa-palermo'),
  },
];

export const branchSelectionAppModel: AppFlowModel = {
  model: branchSelectionModel,
  systemId: 'branchSelection',
  // A guest on PROFILE after the splash (2 s, then 1 s settling); BASE is opened by the first step.
  start: { url: '/perfil', waitMs: 3000, savedState: { user: guest } },
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
  modelGaps: [
    {
      type: 'branchSelection.activeOrderBranchChanged',
      reason:
        "sent by the active-orders watcher when it finds an order: this model's diner has no active order (tests/machines/branch-selection.test.ts covers the active order's branch first)",
    },
    {
      type: 'branchSelection.languageChanged',
      reason:
        "the language flow's report of a new language (the list asked again with ?lang): no language step in this model; tests/machines/branch-language.test.ts covers the refetch",
    },
    {
      type: 'branchSelection.cardFlippedBack',
      reason: 'multipleMenu only; the runner brand has none (tests/machines cover the flip)',
    },
    {
      type: 'branchSelection.modeChosen',
      reason: 'multipleMenu only; the runner brand has none (tests/machines and e2e cover it)',
    },
    {
      type: 'branchSelection.viewChanged',
      reason: 'the map view: no model step yet (tests/machines and e2e cover it)',
    },
    {
      type: 'branchSelection.mapCardPressed',
      reason: 'the map view: no model step yet (tests/machines cover it)',
    },
    {
      type: 'xstate.error.actor.readOpeningState',
      reason:
        "never sent on the app: its reader (src/app/branch-flows.ts) uses local.get, which answers null on a blocked storage, and readLocationPermission (src/adapters/geolocation.ts), which answers 'prompt' when the permissions API fails (the chart's onError loads the list without a position, as a defence only)",
    },
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
  steps,
};
