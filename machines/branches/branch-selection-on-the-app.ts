// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import { kitchenTakeaway } from '../active-orders/active-orders.fixtures';
import type { AppDriver, AppStep, ServerAnswer } from '../app-model';
import { MODEL_BRANCHES, MODEL_BRANCHES_BY_DISTANCE } from './branch-selection.model';
import type { ConsumeMode } from './branch-selection.rules';

/**
 * What branchSelection's app-model (branch-selection.app-model.ts) reads on the rendered app: its fixtures, the
 * walk's facts, the screen's parts and the checks its steps and states share (ordering.md §2, §4, §7).
 */
export const BASE_URL = '/';
export const guest = { _id: 'guest-1', typeUser: 'guest', idMarca: 'brand-1' };

export const BRANCH_SELECTION_FIXTURES = {
  branches: { status: 200, body: { status: 'success', data: MODEL_BRANCHES } },
  branchesByDistance: { status: 200, body: { status: 'success', data: MODEL_BRANCHES_BY_DISTANCE } },
  serverFails: { status: 500, body: { status: 'error', message: 'Ocurrió un error inesperado' } },
  /** GET /pedido/active/guest-1: one takeaway order in the kitchen at Brasa Recoleta. */
  activeOrderAtRecoleta: {
    status: 200,
    body: {
      status: 'success',
      data: [
        {
          ...kitchenTakeaway({
            _id: 'order-9',
            idOrder: '1099',
            idLocal: 'branch-recoleta',
            storeId: 'brasa-recoleta',
            nameLocal: 'Brasa Recoleta',
            quantity: 1,
          }),
          activeOrder: true,
          created: '2026-11-23T19:55:00.000Z',
        },
      ],
    },
  },
} satisfies Record<string, ServerAnswer>;

/** POST /local/all, with ?lang= when the diner's language is not Spanish (§7). */
export const LIST_CALL = /^\/local\/all(\?lang=[a-z]+)?$/;

export const ACTIVE_ORDERS_CALL = /^\/pedido\/active\/guest-1$/;

/** What a walk did that later checks read (one app runs at a time; keyed by its driver). */
interface WalkFacts {
  language: 'es' | 'en';
  view: 'list' | 'map';
  /** The consume mode chosen on Palermo's card, highlighted there afterwards. */
  chosenMode: ConsumeMode | null;
  /** Palermo's card was the map's centred one when it was tapped in the map view. */
  palermoWasCentred: boolean;
}
export const walks = new WeakMap<AppDriver, WalkFacts>();
export const factsOf = (app: AppDriver): WalkFacts => {
  const known = walks.get(app);
  if (known) return known;
  const fresh: WalkFacts = {
    language: 'es',
    view: 'list',
    chosenMode: null,
    palermoWasCentred: false,
  };
  walks.set(app, fresh);
  return fresh;
};

export const MODE_LABELS: Record<ConsumeMode, string> = {
  tableSystem: 'Consumir aquí',
  takeawaySystem: 'Para llevar',
  deliverySystem: 'Delivery',
};

export const onBase = (app: AppDriver) => app.url().split('?')[0] === BASE_URL;
export const heading = (app: AppDriver) =>
  app.screen.queryByRole('heading', { name: 'Selecciona tu sucursal' });
/** The branch card (its list item) named so, or null (the map's pins name the branches too). */
export const cardOf = (app: AppDriver, name: string) =>
  app.screen
    .queryAllByText(name)
    .map((el) => el.closest<HTMLElement>('li.branch-card'))
    .find((card) => card !== null) ?? null;
/** The branch cards shown (skeletons are hidden from the accessibility tree). */
export const cardNames = (app: AppDriver) =>
  ['Brasa Palermo Soho', 'Brasa Recoleta'].filter((name) => cardOf(app, name) !== null);
/** The card turned to 'Selecciona una opción:' (its legend names the branch for a screen reader). */
export const flippedCard = (app: AppDriver) =>
  app.screen
    .queryByText('Selecciona una opción:', { exact: false })
    ?.closest<HTMLElement>('li.branch-card') ?? null;
/** The cards shown face up (every branch the server listed, the seed's too; no skeleton, not flipped). */
export const unflippedCardCount = (app: AppDriver) =>
  heading(app)
    ?.closest('section')
    ?.querySelectorAll('li.branch-card:not(.branch-card--skeleton) .branch-card__face').length ?? 0;
export const viewButton = (app: AppDriver, name: 'Lista' | 'Mapa') =>
  app.screen.getByRole('button', { name });
export const map = (app: AppDriver) => app.screen.queryByRole('img', { name: 'Mapa de sucursales' });
export const locateButton = (app: AppDriver) => app.screen.getByRole('button', { name: 'Activar ubicación' });
/** The prompt is open (a closing one plays its 300 ms exit, marked data-exiting, and counts as closed). */
export const promptShown = (app: AppDriver) => {
  const text = app.screen.queryByText('Activa tu ubicación para encontrar el local más cercano.');
  return text !== null && text.closest('[data-exiting]') === null;
};
export const listRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'POST' && LIST_CALL.test(r.path));
/** The list is named 'Cargando sucursales' (and busy) while the 6 skeleton cards show. */
export const isLoadingList = (app: AppDriver) =>
  app.screen.queryByRole('list', { name: 'Cargando sucursales' }) !== null;
export const searchBox = (app: AppDriver) => app.screen.getByRole('searchbox');

export const typeSearch = (text: string) => async (app: AppDriver) => {
  const box = searchBox(app);
  await app.user.clear(box);
  if (text) await app.user.type(box, text);
  await app.settle();
};

/** What 'recoleta', 'zzz' or nothing in the search bar leaves on screen (name or address, case-insensitive). */
export const expectSearchResult = (app: AppDriver) => {
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

/**
 * §2 "Branch card": the active order's branch is outlined ('Tu orden activa'); the chosen mode and branch are
 * highlighted (the mode's icon, or its button on the flipped card). Read on the loaded list.
 */
export const expectHighlights = (app: AppDriver) => {
  const facts = factsOf(app);
  const recoleta = cardOf(app, 'Brasa Recoleta');
  if (recoleta) {
    const found = activeOrderFound(app);
    app
      .expect(
        recoleta.classList.contains('branch-card--active-order'),
        "Recoleta outlined as the active order's",
      )
      .toBe(found);
    app.expect(recoleta.textContent?.includes('Tu orden activa')).toBe(found);
  }
  const palermo = cardOf(app, 'Brasa Palermo Soho');
  if (!palermo) return;
  app.expect(palermo.classList.contains('branch-card--active-order')).toBe(false);
  const highlighted = [...palermo.querySelectorAll('.is-selected')].map((el) => el.textContent?.trim());
  const chosen = facts.chosenMode;
  app
    .expect(highlighted, 'the highlighted consume mode on Palermo')
    .toEqual(chosen ? [MODE_LABELS[chosen]] : []);
  app.expect(palermo.classList.contains('branch-card--selected')).toBe(chosen !== null);
};

/** Palermo's card is flipped: 'Selecciona una opción:', its three modes and 'Volver' (§2, §4). */
export const expectFlippedPalermo = (app: AppDriver) => {
  const card = flippedCard(app);
  app.expect(card, 'a flipped card').not.toBeNull();
  const inCard = app.within(card as HTMLElement);
  inCard.getByText('Brasa Palermo Soho');
  app
    .expect(
      inCard
        .getAllByRole('button')
        .map((b) => b.textContent?.trim())
        .filter((name) => name !== 'Volver'),
    )
    .toEqual(['Consumir aquí', 'Para llevar', 'Delivery']);
  inCard.getByRole('button', { name: 'Volver' });
};

/**
 * The watcher's GET /pedido/active/guest-1 was answered: the runner holds it until the step that answers it
 * with the order at Recoleta (activeOrderAtRecoleta) does.
 */
export const activeOrderFound = (app: AppDriver) =>
  app.requests().some((r) => r.method === 'GET' && ACTIVE_ORDERS_CALL.test(r.path) && r.answered === true);

/** Taps a mode on the flipped Palermo card: its preference is stored and HOME opens (§4). */
export const chooseMode = (mode: ConsumeMode): AppStep => ({
  event: { type: 'branchSelection.modeChosen', branchId: 'branch-palermo', mode },
  action: {
    kind: 'gesture',
    run: async (app) => {
      const card = flippedCard(app);
      if (!card) throw new Error('no flipped card to choose a mode on');
      await app.user.click(app.within(card).getByRole('button', { name: MODE_LABELS[mode] }));
      factsOf(app).chosenMode = mode;
    },
  },
  // §2 "After selection": HOME/{id}/{storeId} (the highlight is checked when BASE shows again).
  expectAfter: (app) => app.expect(app.url()).toBe('/sucursal/branch-palermo/brasa-palermo'),
});

/** The runner's geolocation stand-in (vitest only: the driver may lack it). */
export const setGeolocation = (app: AppDriver, answer: 'absent' | 'denies') => {
  if (!app.geolocation) throw new Error('this driver cannot set the browser geolocation');
  app.geolocation(answer);
};
/** §8 "Geolocation": what 'Activar' shows when the position cannot be had (no request with a position is sent). */
export const expectLocateFailure = (message: string) => (app: AppDriver) => {
  app.expect(app.screen.getByRole('alert').textContent).toBe(message);
  app.expect(listRequests(app).every((r) => !('latitude' in (r.body as object)))).toBe(true);
};

export const pendingGeolocation =
  'happy-dom has no the Geolocation API, and the AppDriver cannot grant or emulate one (covered in Chromium by tests/e2e/branches.spec.ts and on the machine by tests/machines/branch-selection.test.ts)';
