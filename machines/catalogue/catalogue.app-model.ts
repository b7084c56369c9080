// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import { belgrano, guest, palermoWith, pickOnBase } from '../current-branch/branches-on-the-app';
import { catalogueModel } from './catalogue.model';
import { normaliseCatalogue } from './normalise-catalogue';

/**
 * The branch's catalogue on the rendered app (ordering.md §2 "Menu": its skeletons, 3 sections of 4 rows, and
 * the category carousel; §3 "Menu"; §7 GET /menu/{brandId}/{storeId}/{userId or guest}; §9 "Skeletons": 8
 * categories, 3 × 4 menu rows), written from the spec: its routes (MENU /menu/{id}/{storeId}, HOME, BASE,
 * PROFILE), its Spanish texts ('No se pudo cargar el menú.', 'Intentar nuevamente') and its call. A guest
 * opens MENU of Brasa Palermo Soho (restored from the saved state) in Spanish, as the human model's start says.
 *
 * The menu saved on an earlier visit lives in IndexedDB (src/adapters/catalogue-cache.ts); happy-dom has none,
 * so the test file puts a stand-in in its place that holds every read until a `storage` step answers it
 * (`SavedMenus`, tests/model-app/held-catalogue-cache.ts). The menu calls are held by the scripted server until
 * a server step answers them; the branch, BASE's list and the tracking calls are background answers.
 */

/** The saved-menu stand-in the test installs in place of IndexedDB (type only: machines/ names no browser API). */
export interface SavedMenus {
  /** A fresh browser profile: nothing saved, no read waiting. */
  reset(): void;
  /** The IndexedDB keys of the reads still waiting for an answer, oldest first. */
  waitingReads(): string[];
  /** Answers the newest waiting read: the saved menu, nothing saved, or a failed read. */
  answer(answer: { menu: unknown } | { nothing: true } | { fails: true }, fixture: string): void;
  /** What is saved under an IndexedDB key. */
  saved(key: string): unknown;
}

const palermo = palermoWith();

const MENU_URL = '/menu/b-1/brasa-palermo';
/** In every menu, saved or answered. */
const BIFE = 'Bife de chorizo';
/** Only in the server's answer: the saved menu is an older one, without it. */
const PROVOLETA = 'Provoleta';
const product = (sku: string, name: string, price: number) => ({ _id: sku, sku, name, price });
const menuBody = (products: Array<ReturnType<typeof product>>) => ({
  status: 'success',
  data: {
    home: { products, featuredCategories: [], recentProducts: [] },
    categories: [{ id: 'c-1', name: 'Parrilla', slug: 'parrilla', products }],
  },
});
const SERVER_MENU = menuBody([product('PAR-001', BIFE, 18900), product('PAR-002', PROVOLETA, 7500)]);
/** What an earlier visit saved: the app keeps the normalised menu. */
const SAVED_MENU = normaliseCatalogue(menuBody([product('PAR-001', BIFE, 18900)]));

export const CATALOGUE_FIXTURES = {
  menu: { status: 200, body: SERVER_MENU },
  offline: { status: 0, networkError: true },
  branch: { status: 200, body: { status: 'success', data: [palermo] } },
  branches: { status: 200, body: { status: 'success', data: [palermo, belgrano] } },
  recorded: { status: 200, body: { status: 'success', data: {} } },
  /** The demo account signing in (POST /login) and its refresh. */
  demoAccount: {
    status: 200,
    body: {
      status: 'success',
      data: { _id: 'user-1', idMarca: 'brand-1', name: 'Demo', email: 'demo@demo.com' },
    },
  },
} satisfies Record<string, ServerAnswer>;

const MENU_FAILED = 'No se pudo cargar el menú.';
/** Every menu call: GET /menu/{brandId}/{storeId}/{userId or guest}, with its query. */
const MENU_CALL = /^\/menu\/brand-1\/[^/]+\/[^/?]+(\?.*)?$/;

const pathOf = (app: AppDriver) => app.url().split('?')[0];
/** The store of the branch page on screen (HOME or MENU), or null elsewhere. */
const pageStore = (app: AppDriver) => /^\/(sucursal|menu)\/b-\d\/([^/]+)$/.exec(pathOf(app))?.[2] ?? null;
const skeleton = (app: AppDriver) => app.screen.queryAllByRole('status', { busy: true });
const shows = (app: AppDriver, text: string) => app.screen.queryAllByText(text).length > 0;
const failedBox = (app: AppDriver) =>
  app.screen.queryAllByRole('alert').find((el) => el.textContent?.includes(MENU_FAILED)) ?? null;

/** The store whose menu a page showed last (kept while the same branch loads again in another language). */
const shownStore = new WeakMap<AppDriver, string | null>();
/** Who is looking: the guest, or the demo account once signed in. */
const viewer = new WeakMap<AppDriver, string>();
/** §7: the menu call waiting for its answer names the viewer (the user's id; 'guest' for a guest, §6). */
const expectMenuCallFor = (app: AppDriver) => {
  const waiting = requestsOf(app).filter((r) => r.answered === false);
  app.expect(waiting.at(-1)?.path.split('?')[0].split('/').at(-1)).toBe(viewer.get(app) ?? 'guest');
};
/** The language the diner chose on PROFILE. */
const language = new WeakMap<AppDriver, string>();

/** Skeletons, and nothing of any menu: the page has no menu of this branch to show yet. */
const expectSkeletons = (app: AppDriver) => {
  app.expect(skeleton(app).length, 'the menu skeletons').toBeGreaterThan(0);
  app.expect(shows(app, BIFE), 'a menu under the skeletons').toBe(false);
  app.expect(failedBox(app)).toBeNull();
};

/** The menu on a branch page: the dishes, no skeletons, no error. */
const expectMenu = (app: AppDriver, withProvoleta: boolean | null) => {
  app.expect(skeleton(app)).toHaveLength(0);
  app.expect(failedBox(app)).toBeNull();
  app.expect(shows(app, BIFE)).toBe(true);
  if (withProvoleta !== null) app.expect(shows(app, PROVOLETA)).toBe(withProvoleta);
  // MENU shows the category carousel (§2 "Category carousel"); HOME its chips.
  if (pathOf(app).startsWith('/menu/'))
    app.expect(app.screen.getAllByRole('navigation').length).toBeGreaterThan(0);
  shownStore.set(app, pageStore(app));
};

/** While a menu loads: the page keeps this branch's menu when it had one (a new language), else skeletons. */
const expectLoading = (app: AppDriver) => {
  const store = pageStore(app);
  if (!store) return;
  if (shownStore.get(app) === store) expectMenu(app, null);
  else expectSkeletons(app);
};

const requestsOf = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'GET' && MENU_CALL.test(r.path));
/** The IndexedDB key of the page's menu in the chosen language (one per brand, branch and language). */
const keyOf = (app: AppDriver) => `catalogue:brand-1:${pageStore(app)}:${language.get(app) ?? 'es'}`;

export function createCatalogueAppModel(savedMenus: SavedMenus): AppFlowModel {
  const storage = (fixture: string, answer: Parameters<SavedMenus['answer']>[0]) => ({
    kind: 'storage' as const,
    fixture,
    run: async (app: AppDriver) => {
      savedMenus.answer(answer, fixture);
      await app.settle();
    },
  });
  const server = (fixture: keyof typeof CATALOGUE_FIXTURES) => ({
    kind: 'server' as const,
    method: 'GET',
    path: MENU_CALL,
    fixture,
    answer: CATALOGUE_FIXTURES[fixture],
  });
  const [
    found,
    nothingSaved,
    readFails,
    answered,
    fetchFails,
    retry,
    english,
    pickBelgrano,
    forgotten,
    signIn,
  ] = catalogueModel.steps.map((s) => s.event);

  const steps: AppStep[] = [
    {
      event: found,
      action: storage('the menu saved on an earlier visit', { menu: SAVED_MENU }),
      // The saved menu at once, and the server is asked for the current one.
      expectAfter: (app) => {
        expectMenu(app, false);
        app.expect(requestsOf(app).some((r) => r.answered === false)).toBe(true);
      },
    },
    {
      event: nothingSaved,
      action: storage('nothing saved', { nothing: true }),
      expectAfter: (app) => app.expect(requestsOf(app).some((r) => r.answered === false)).toBe(true),
    },
    {
      event: readFails,
      action: storage('a failed read', { fails: true }),
      // A failed read counts as nothing saved: the server is asked, the diner sees no error.
      expectAfter: (app) => {
        app.expect(requestsOf(app).some((r) => r.answered === false)).toBe(true);
        app.expect(failedBox(app)).toBeNull();
      },
    },
    {
      event: answered,
      action: server('menu'),
      // The answer replaces what was shown and is kept for the next visit, under this branch and language.
      expectAfter: (app) => {
        if (pageStore(app)) expectMenu(app, true);
        app.expect(savedMenus.saved(keyOf(app)), `saved under ${keyOf(app)}`).toBeTruthy();
      },
    },
    {
      event: fetchFails,
      action: server('offline'),
      expectAfter: (app) => app.expect(savedMenus.saved(keyOf(app))).toBeUndefined(),
    },
    {
      event: retry,
      action: {
        kind: 'gesture',
        run: async (app) => {
          await app.user.click(
            app.within(failedBox(app) as HTMLElement).getByRole('button', { name: 'Intentar nuevamente' }),
          );
          await app.settle();
        },
      },
      // Loaded again from the start: the saved menu is looked up first.
      expectAfter: (app) => app.expect(savedMenus.waitingReads().at(-1)).toBe(keyOf(app)),
    },
    {
      event: english,
      action: {
        kind: 'gesture',
        // On PROFILE ('Cambiar idioma'), then back to the page the diner was on.
        run: async (app) => {
          const page = app.url();
          await app.navigate('/perfil');
          await app.user.selectOptions(app.screen.getByRole('combobox'), 'en');
          await app.settle();
          language.set(app, 'en');
          await app.navigate(page);
        },
      },
      // A new language loads the menu again (its own saved copy first), unless it is already in English.
      expectAfter: (app) => {
        const reads = savedMenus.waitingReads();
        if (reads.length > 0) app.expect(reads.at(-1)).toBe(keyOf(app));
        app.expect(keyOf(app).endsWith(':en')).toBe(true);
      },
    },
    {
      event: pickBelgrano,
      action: { kind: 'gesture', run: pickOnBase('Brasa Belgrano') },
      // §2 BASE "After selection": HOME/{id}/{storeId}; nothing of Palermo's menu shows there.
      expectAfter: (app) => {
        app.expect(app.url()).toBe('/sucursal/b-2/brasa-belgrano');
        const reads = savedMenus.waitingReads();
        if (reads.length > 0) app.expect(reads.at(-1)).toBe(keyOf(app));
      },
    },
    {
      event: signIn,
      action: {
        kind: 'gesture',
        // PROFILE offers a guest 'Ingresar con email': the demo account's e-mail and password, 'Ingresar'; then back to the page.
        run: async (app) => {
          const page = app.url();
          await app.navigate('/perfil');
          await app.user.click(await app.screen.findByText('Ingresar con email'));
          await app.settle();
          await app.user.type(app.screen.getByLabelText('Email'), 'demo@demo.com');
          await app.user.type(app.screen.getByLabelText('Contraseña'), 'Demo1234');
          await app.user.click(app.screen.getByRole('button', { name: 'Ingresar' }));
          await app.settle();
          viewer.set(app, 'user-1');
          await app.navigate(page);
        },
      },
      // Loaded again for the signed-in diner: the saved menu is looked up first (the server is asked with the
      // user's id next: see 'loading.fetching').
      expectAfter: (app) => {
        app.expect(app.screen.queryByLabelText('Contraseña')).toBeNull();
        app.expect(savedMenus.waitingReads().at(-1)).toBe(keyOf(app));
      },
    },
  ];

  return {
    model: catalogueModel,
    systemId: 'catalogue',
    start: {
      url: MENU_URL,
      // The splash (2 s, then 1 s settling) is the layout flow's.
      waitMs: 3000,
      savedState: { user: guest, branch: palermo, language: { currentLanguage: 'es' } },
      arrange: () => savedMenus.reset(),
    },
    background: [
      {
        method: 'GET',
        path: /^\/local\/brand-1\/brasa-palermo(\?|$)/,
        fixture: 'branch',
        answer: CATALOGUE_FIXTURES.branch,
      },
      {
        method: 'POST',
        path: /^\/local\/all(\?|$)/,
        fixture: 'branches',
        answer: CATALOGUE_FIXTURES.branches,
      },
      { method: 'POST', path: /^\/activities\//, fixture: 'recorded', answer: CATALOGUE_FIXTURES.recorded },
      { method: 'POST', path: /^\/login$/, fixture: 'demoAccount', answer: CATALOGUE_FIXTURES.demoAccount },
      {
        method: 'GET',
        path: /^\/user\/user-1/,
        fixture: 'demoAccount',
        answer: CATALOGUE_FIXTURES.demoAccount,
      },
    ],
    states: {
      // Passed through at once.
      deciding: (app) => app.expect(app.url()).not.toBe(''),
      // No branch: no menu anywhere.
      idle: (app) => app.expect(shows(app, BIFE)).toBe(false),
      'loading.readingCache': expectLoading,
      'loading.fetching': (app) => {
        expectLoading(app);
        expectMenuCallFor(app);
      },
      // The saved menu, at once, while the server is asked.
      'loading.revalidating': (app) => {
        expectMenuCallFor(app);
        if (pageStore(app)) expectMenu(app, false);
      },
      ready: (app) => {
        if (pageStore(app)) expectMenu(app, null);
      },
      // 'No se pudo cargar el menú.' and 'Intentar nuevamente' instead of the menu.
      failed: (app) => {
        if (!pageStore(app)) return;
        const box = failedBox(app);
        app.expect(box, MENU_FAILED).not.toBeNull();
        app.within(box as HTMLElement).getByRole('button', { name: 'Intentar nuevamente' });
        app.expect(skeleton(app)).toHaveLength(0);
        app.expect(shows(app, BIFE)).toBe(false);
      },
    },
    steps,
    pending: [
      {
        event: forgotten,
        reason:
          'nothing in the app forgets the current branch: currentBranch has no event that clears it (a pick replaces it), so the catalogue never hears a null branch',
      },
    ],
  };
}
