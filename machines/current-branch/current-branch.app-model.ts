// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import { belgrano as belgranoOpen, guest, palermoWith, pickOnBase } from './branches-on-the-app';
import { currentBranchModel } from './current-branch.model';

/**
 * The current branch on the rendered app (ordering.md §2 "Branch home", "Product overlay", "Modals used by
 * ordering"; §4 "Branch status and guards"; §7 GET branch data by {brandId}/{storeId}, data[0]; §8 "Toasts":
 * 'No se pudo obtener la información de la sucursal. Por favor, inténtalo de nuevo.'), written from the spec:
 * its routes (HOME /sucursal/{id}/{storeId}, MENU /menu/{id}/{storeId}, the product overlay
 * {basePath}/product/{sku}, BASE /), its Spanish texts and its calls. A guest on PROFILE with Brasa Palermo
 * Soho restored from the saved state (the human model's start: a reload); the branch list, the menus and the
 * product are the scripted server's background answers, the branch calls (GET /local/brand-1/{storeId}) are
 * held until a step answers them.
 */

/** The human model's branches, as the server sends them: Belgrano is closed. */
const palermo = palermoWith();
const belgrano = { ...belgranoOpen, status: 'close' };

const PALERMO_HOME = '/sucursal/b-1/brasa-palermo';
const BELGRANO_MENU = '/menu/b-2/brasa-belgrano';
/** The product overlay's tail over a branch page (ordering.md §2: {basePath}/product/{sku}). */
const PRODUCT_TAIL = '/product/PAR-001';

/** Each branch's menu has its own dish, so the screen shows whose menu it is. */
const PALERMO_DISH = 'Bife de chorizo';
const BELGRANO_DISH = 'Milanesa napolitana';
const menuOf = (sku: string, name: string, price: number) => ({
  status: 'success',
  data: {
    home: { products: [{ _id: sku, sku, name, price }], featuredCategories: [], recentProducts: [] },
    categories: [
      { id: 'c-1', name: 'Parrilla', slug: 'parrilla', products: [{ _id: sku, sku, name, price }] },
    ],
  },
});

const BRANCH_FAILED = 'No se pudo obtener la información de la sucursal. Por favor, inténtalo de nuevo.';
const closedText = (name: string) => `En este momento ${name} está cerrado y no podés realizar pedidos.`;

export const CURRENT_BRANCH_FIXTURES = {
  /**
   * BASE's list (POST /local/all). Belgrano is listed open: a closed card ignores clicks (§2 "Branch card"), so
   * the model's pick of Belgrano (closed in its payload) is made while BASE lists it open; the chart does the
   * same with either status (the cart hears it).
   */
  branches: { status: 200, body: { status: 'success', data: [palermo, belgranoOpen] } },
  palermo: { status: 200, body: { status: 'success', data: [palermo] } },
  palermoClosed: { status: 200, body: { status: 'success', data: [{ ...palermo, status: 'close' }] } },
  belgrano: { status: 200, body: { status: 'success', data: [belgrano] } },
  notFound: { status: 404, body: { status: 'error', message: 'Sucursal no encontrada' } },
  offline: { status: 0, networkError: true },
  palermoMenu: { status: 200, body: menuOf('PAR-001', PALERMO_DISH, 18900) },
  belgranoMenu: { status: 200, body: menuOf('MIL-001', BELGRANO_DISH, 14500) },
  product: {
    status: 200,
    body: {
      status: 'success',
      data: [
        { _id: 'PAR-001', sku: 'PAR-001', name: PALERMO_DISH, price: 18900, categoriasComplementarias: [] },
      ],
      categoriasComplementarias: [],
    },
  },
  recorded: { status: 200, body: { status: 'success', data: {} } },
} satisfies Record<string, ServerAnswer>;

/** Every branch call: GET branch data by {brandId}/{storeId} (?lang= unless the language is Spanish). */
const BRANCH_CALL = /^\/local\/brand-1\/[^/?]+(\?lang=[a-z]+)?$/;

const pathOf = (app: AppDriver) => app.url().split('?')[0];
/** A branch page of the route table: HOME, MENU or the subcategory menu with {id}/{storeId}. */
const routeBranch = (app: AppDriver) => /^\/(sucursal|menu)\/(b-\d)\/([^/]+)/.exec(pathOf(app));
/** The box HOME / MENU show instead of the branch (the toast's text in the page, outside the toasts). */
const problemBox = (app: AppDriver) =>
  app.screen
    .queryAllByRole('alert')
    .find((el) => !el.closest('.toasts') && el.textContent?.includes(BRANCH_FAILED)) ?? null;
/** The spec's toast is on screen (a toast item also holds its close button). */
const toastShown = (app: AppDriver) => app.toasts().some((text) => text.includes(BRANCH_FAILED));
const menuSkeleton = (app: AppDriver) => app.screen.queryByRole('status', { name: 'Cargando…' });
const shows = (app: AppDriver, text: string) => app.screen.queryAllByText(text).length > 0;
const branchCalls = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'GET' && BRANCH_CALL.test(r.path));
const closedModal = (app: AppDriver) => {
  const dialog = app.screen.queryByRole('dialog', { name: /está cerrado y no podés realizar pedidos\./ });
  return dialog && dialog.closest('[data-exiting]') === null ? dialog : null;
};

/** The branch page (or PROFILE, BASE, the overlay) is shown: never the problem box, never blank. */
const expectBranchShown = (app: AppDriver) => {
  app.expect(problemBox(app), 'the branch problem box').toBeNull();
  if (routeBranch(app)) app.expect(app.screen.getAllByRole('heading').length).toBeGreaterThan(0);
};

/** How many branch calls the app had sent before a product opened. */
const callsBefore = new WeakMap<AppDriver, number>();

/**
 * Opens a URL as its link does; on it already (or on an overlay over it), the diner goes to PROFILE first, so
 * the screen opens again.
 */
const open = (url: string) => async (app: AppDriver) => {
  if (pathOf(app) === url || pathOf(app).startsWith(`${url}/`)) await app.navigate('/perfil');
  await app.navigate(url);
};

const answer = (fixture: keyof typeof CURRENT_BRANCH_FIXTURES) => ({
  kind: 'server' as const,
  method: 'GET',
  path: BRANCH_CALL,
  fixture,
  answer: CURRENT_BRANCH_FIXTURES[fixture],
});

const [
  pickBelgrano,
  openPalermo,
  openBelgrano,
  statusCheck,
  refreshedClosed,
  refreshedOpen,
  refreshFailed,
  loadedBelgrano,
  notFound,
  loadFailed,
  retry,
  languageChanged,
] = currentBranchModel.steps.map((s) => s.event);

const steps: AppStep[] = [
  {
    event: pickBelgrano,
    action: { kind: 'gesture', run: pickOnBase('Brasa Belgrano') },
    // §2 BASE "After selection": HOME/{id}/{storeId}, its header names the branch; nothing is fetched again.
    expectAfter: (app) => {
      app.expect(app.url()).toBe('/sucursal/b-2/brasa-belgrano');
      app.expect(app.screen.getAllByText('Brasa Belgrano').length).toBeGreaterThan(0);
      app.expect(shows(app, BELGRANO_DISH)).toBe(true);
    },
  },
  {
    event: openPalermo,
    action: { kind: 'navigation', run: open(PALERMO_HOME) },
    expectAfter: (app) => app.expect(app.url()).toBe(PALERMO_HOME),
  },
  {
    event: openBelgrano,
    action: { kind: 'navigation', run: open(BELGRANO_MENU) },
    expectAfter: (app) => app.expect(app.url()).toBe(BELGRANO_MENU),
  },
  {
    event: statusCheck,
    action: {
      kind: 'navigation',
      // Over the branch page on screen; from PROFILE (only at the start) over the restored branch's home. An
      // overlay already open is closed first (back to its page), as a diner opens another product.
      run: async (app) => {
        const page = routeBranch(app)?.[0] ?? PALERMO_HOME;
        callsBefore.set(app, branchCalls(app).length);
        if (pathOf(app).endsWith(PRODUCT_TAIL)) await app.navigate(page);
        await app.navigate(`${page}${PRODUCT_TAIL}`);
      },
    },
    // §4 "Branch status and guards": the branch is asked for again as the product opens (GET …/{storeId}).
    expectAfter: (app) => {
      app.expect(app.url().endsWith(PRODUCT_TAIL)).toBe(true);
      app.expect(branchCalls(app).length).toBeGreaterThan(callsBefore.get(app) ?? 0);
    },
  },
  {
    event: refreshedClosed,
    action: answer('palermoClosed'),
    // §4: with the branch now 'close', adding is refused with the closed-branch modal (§2 "Modals used by
    // ordering"), and 'Ver locales abiertos' leads to BASE. The modal is closed again after the check.
    expectAfter: async (app) => {
      // On PROFILE (the language changed at the start) nothing shows the branch's status: the modal is checked
      // where a product is open.
      if (pathOf(app) === '/perfil') return;
      if (!closedModal(app)) {
        const overlay = await app.screen.findByRole('dialog', { name: PALERMO_DISH });
        await app.user.click(app.within(overlay).getByRole('button', { name: 'Agregar al pedido' }));
        await app.settle();
      }
      const modal = closedModal(app);
      app.expect(modal, 'the closed-branch modal').not.toBeNull();
      app.within(modal as HTMLElement).getByText(closedText('Brasa Palermo Soho'));
      app
        .expect(
          app
            .within(modal as HTMLElement)
            .getByRole('link', { name: 'Ver locales abiertos' })
            .getAttribute('href'),
        )
        .toBe('/');
      await app.user.keyboard('{Escape}');
      await app.settle();
    },
  },
  {
    event: refreshedOpen,
    action: answer('palermo'),
    expectAfter: (app) => app.expect(closedModal(app)).toBeNull(),
  },
  {
    event: refreshFailed,
    action: answer('offline'),
    // A failed background check changes nothing on screen: no toast, the branch stays.
    expectAfter: (app) => {
      app.expect(toastShown(app)).toBe(false);
      expectBranchShown(app);
    },
  },
  {
    event: loadedBelgrano,
    action: answer('belgrano'),
    // The catalogue follows the branch (§7 GET /menu/{brandId}/{storeId}/{userId or guest}).
    expectAfter: (app) => {
      if (routeBranch(app)?.[2] === 'b-2') app.expect(shows(app, BELGRANO_DISH)).toBe(true);
    },
  },
  {
    event: notFound,
    action: answer('notFound'),
    expectAfter: (app) => app.expect(toastShown(app)).toBe(true),
  },
  {
    event: loadFailed,
    action: answer('offline'),
    expectAfter: (app) => app.expect(toastShown(app)).toBe(true),
  },
  {
    event: retry,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('button', { name: 'Intentar nuevamente' }));
        await app.settle();
      },
    },
    // The same branch is asked for again.
    expectAfter: (app) => {
      const calls = branchCalls(app);
      app.expect(calls.length).toBeGreaterThan(1);
      app.expect(calls.at(-1)?.path).toBe(calls.at(-2)?.path);
    },
  },
  {
    event: languageChanged,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.selectOptions(app.screen.getByRole('combobox'), 'English');
      },
    },
    // §7: the current branch is asked for again with ?lang=en (its own status note is content), in the
    // background: PROFILE stays as it was.
    expectAfter: (app) => {
      app.expect((app.screen.getByRole('combobox') as HTMLSelectElement).value).toBe('en');
      app.expect(branchCalls(app).at(-1)?.path).toBe('/local/brand-1/brasa-palermo?lang=en');
      app.expect(pathOf(app)).toBe('/perfil');
    },
  },
];

/** The toast, and the page's own box with the same words and 'Volver' to BASE (never a blank screen). */
const expectProblem = (app: AppDriver, retryOffered: boolean) => {
  app.expect(toastShown(app)).toBe(true);
  const box = problemBox(app);
  app.expect(box, 'the branch problem box').not.toBeNull();
  const inBox = app.within(box as HTMLElement);
  app.expect(inBox.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/');
  app.expect(inBox.queryByRole('button', { name: 'Intentar nuevamente' }) !== null).toBe(retryOffered);
};

export const currentBranchAppModel: AppFlowModel = {
  model: currentBranchModel,
  systemId: 'currentBranch',
  start: {
    url: '/perfil',
    // The splash (2 s, then 1 s settling) is the layout flow's.
    waitMs: 3000,
    savedState: { user: guest, branch: palermo, language: { currentLanguage: 'es' } },
  },
  background: [
    {
      method: 'POST',
      path: /^\/local\/all(\?lang=[a-z]+)?$/,
      fixture: 'branches',
      answer: CURRENT_BRANCH_FIXTURES.branches,
    },
    {
      method: 'GET',
      path: /^\/menu\/brand-1\/brasa-palermo\/guest(\?lang=[a-z]+)?$/,
      fixture: 'palermoMenu',
      answer: CURRENT_BRANCH_FIXTURES.palermoMenu,
    },
    {
      method: 'GET',
      path: /^\/menu\/brand-1\/brasa-belgrano\/guest(\?lang=[a-z]+)?$/,
      fixture: 'belgranoMenu',
      answer: CURRENT_BRANCH_FIXTURES.belgranoMenu,
    },
    {
      method: 'GET',
      path: /^\/menu\/product\/brand-1\/[^/]+\/PAR-001/,
      fixture: 'product',
      answer: CURRENT_BRANCH_FIXTURES.product,
    },
    {
      method: 'POST',
      path: /^\/activities\//,
      fixture: 'recorded',
      answer: CURRENT_BRANCH_FIXTURES.recorded,
    },
  ],
  states: {
    idle: expectBranchShown,
    // Passed through at once (the route names the current branch, already refreshed): nothing changes.
    'refreshing.checking': expectBranchShown,
    // The branch stays shown while it is asked for again.
    'refreshing.fetching': (app) => {
      expectBranchShown(app);
      app.expect(menuSkeleton(app), 'no skeletons while the branch is checked again').toBeNull();
      app.expect(branchCalls(app).length).toBeGreaterThan(0);
    },
    // The route's branch is being loaded: skeletons, not another branch's page.
    loading: (app) => {
      app.expect(problemBox(app)).toBeNull();
      app.expect(menuSkeleton(app), "skeletons while the route's branch loads").not.toBeNull();
      const route = routeBranch(app);
      if (route?.[2] === 'b-2')
        app.expect(shows(app, PALERMO_DISH), "Palermo's menu under Belgrano's URL").toBe(false);
      if (route?.[2] === 'b-1')
        app.expect(shows(app, BELGRANO_DISH), "Belgrano's menu under Palermo's URL").toBe(false);
    },
    failed: (app) => expectProblem(app, true),
    notFound: (app) => expectProblem(app, false),
  },
  steps,
};
