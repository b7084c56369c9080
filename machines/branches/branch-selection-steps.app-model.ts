// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppStep } from '../app-model';
import { MODEL_BRANCHES, MODEL_BRANCHES_BY_DISTANCE } from './branch-selection.model';
import {
  ACTIVE_ORDERS_CALL,
  activeOrderFound,
  BASE_URL,
  BRANCH_SELECTION_FIXTURES,
  cardNames,
  cardOf,
  chooseMode,
  expectFlippedPalermo,
  expectLocateFailure,
  expectSearchResult,
  factsOf,
  flippedCard,
  heading,
  isLoadingList,
  LIST_CALL,
  listRequests,
  locateButton,
  map,
  promptShown,
  setGeolocation,
  typeSearch,
  viewButton,
} from './branch-selection-on-the-app';

/** The steps of BASE's executable model (branch-selection.app-model.ts, whose comment says what they walk). */
export const branchSelectionSteps: AppStep[] = [
  {
    event: { type: 'branchSelection.languageChanged', language: 'en' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.selectOptions(app.screen.getByRole('combobox'), 'English');
        factsOf(app).language = 'en';
      },
    },
    // accounts.md §2.6: the selector shows the new language (the list is asked in it when BASE opens: checked
    // by the opening read's step).
    expectAfter: (app) =>
      app.expect((app.screen.getByRole('combobox') as HTMLSelectElement).value).toBe('en'),
  },
  {
    event: { type: 'branchSelection.activeOrderBranchChanged', branchId: 'branch-recoleta' },
    action: {
      kind: 'server',
      method: 'GET',
      path: ACTIVE_ORDERS_CALL,
      fixture: 'activeOrderAtRecoleta',
      answer: BRANCH_SELECTION_FIXTURES.activeOrderAtRecoleta,
    },
    // On BASE's loaded list, Recoleta is outlined with 'Tu orden activa' (the state checks, expectHighlights).
    expectAfter: (app) => app.expect(activeOrderFound(app)).toBe(true),
  },
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
    // §7: POST /local/all {idMarca} without a position, ?lang= in the diner's language unless Spanish; 6 skeleton
    // cards meanwhile.
    expectAfter: (app) => {
      const request = listRequests(app).at(-1);
      app.expect(request?.body).toEqual({ idMarca: 'brand-1' });
      const { language } = factsOf(app);
      app.expect(request?.path).toBe(language === 'es' ? '/local/all' : `/local/all?lang=${language}`);
      app.expect(isLoadingList(app)).toBe(true);
    },
  },
  {
    event: { type: 'xstate.done.actor.fetchBranches', output: MODEL_BRANCHES },
    action: {
      kind: 'server',
      method: 'POST',
      path: LIST_CALL,
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
      path: LIST_CALL,
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
      path: LIST_CALL,
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
  ...(['map', 'list'] as const).map(
    (view): AppStep => ({
      event: { type: 'branchSelection.viewChanged', view },
      action: {
        kind: 'gesture',
        run: async (app) => {
          await app.user.click(viewButton(app, view === 'map' ? 'Mapa' : 'Lista'));
          factsOf(app).view = view;
        },
      },
      // §2 "Alternative map view": the pressed view button; the list view has no map.
      expectAfter: (app) => {
        app.expect(viewButton(app, 'Mapa').getAttribute('aria-pressed')).toBe(String(view === 'map'));
        app.expect(viewButton(app, 'Lista').getAttribute('aria-pressed')).toBe(String(view === 'list'));
        if (view === 'list') app.expect(map(app)).toBeNull();
      },
    }),
  ),
  {
    event: { type: 'branchSelection.cardPressed', branchId: 'branch-palermo' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        const card = cardOf(app, 'Brasa Palermo Soho') as HTMLElement;
        await app.user.click(app.within(card).getByRole('button'));
      },
    },
    // §2 "Branch card", a multipleMenu brand: the card flips to 'Selecciona una opción:' with a button per
    // enabled mode (Palermo offers the three); BASE stays.
    expectAfter: (app) => {
      app.expect(app.url().split('?')[0]).toBe(BASE_URL);
      expectFlippedPalermo(app);
    },
  },
  {
    event: { type: 'branchSelection.mapCardPressed', branchId: 'branch-palermo' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        const card = cardOf(app, 'Brasa Palermo Soho') as HTMLElement;
        factsOf(app).palermoWasCentred = card.classList.contains('branch-card--focused');
        await app.user.click(app.within(card).getByRole('button'));
      },
    },
    // §2 "Alternative map view": a tap centres the map on the card; a tap on the centred card presses it (flips).
    expectAfter: (app) => {
      if (factsOf(app).palermoWasCentred) {
        expectFlippedPalermo(app);
        return;
      }
      app.expect(flippedCard(app)).toBeNull();
      const card = cardOf(app, 'Brasa Palermo Soho') as HTMLElement;
      app.expect(card.classList.contains('branch-card--focused'), 'Palermo centred').toBe(true);
    },
  },
  {
    event: { type: 'branchSelection.cardFlippedBack' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        const card = flippedCard(app);
        if (!card) throw new Error('no flipped card');
        await app.user.click(app.within(card).getByRole('button', { name: 'Volver' }));
      },
    },
    expectAfter: (app) => {
      app.expect(flippedCard(app)).toBeNull();
      app.expect(cardOf(app, 'Brasa Palermo Soho')).not.toBeNull();
    },
  },
  chooseMode('takeawaySystem'),
  chooseMode('tableSystem'),
];
