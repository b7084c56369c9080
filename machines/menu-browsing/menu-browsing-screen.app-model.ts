// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel } from '../app-model';
import {
  BIFE,
  CATEGORY_NAMES,
  EMPANADA,
  HOME_URL,
  LEAVE_BODY,
  LEAVE_TITLE,
  MENU_URL,
  PIZZA,
  PRODUCT_NAMES,
} from './menu-browsing-fixtures.app-model';

/**
 * MENU_BROWSING's executable model (menu-browsing.app-model.ts) on the screen: where the diner is, what the
 * lists, the carousel and the leave guard show, the gestures' helpers, and what each state of the flow shows.
 */

export const pathOf = (app: AppDriver) => app.url().split('?')[0];
export const queryOf = (app: AppDriver) => new URLSearchParams(app.url().split('?')[1] ?? '');
export const onMenu = (app: AppDriver) => pathOf(app) === MENU_URL;
export const onHome = (app: AppDriver) => pathOf(app) === HOME_URL;
/** The leave guard when open (a closing one plays its exit, marked data-exiting, and counts as closed). */
export const leaveDialog = (app: AppDriver) => {
  const dialog = app.screen.queryByRole('dialog', { name: LEAVE_TITLE });
  return dialog && dialog.closest('[data-exiting]') === null ? dialog : null;
};
/** The section headings MENU shows (h2), without 'Tus últimos pedidos'. */
export const sectionTitles = (app: AppDriver) =>
  app.screen
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent?.trim() ?? '')
    .filter((text) => text !== '' && text !== 'Tus últimos pedidos');
export const shows = (app: AppDriver, name: string) => app.screen.queryAllByText(name).length > 0;
/** §2 "Menu": 'Tus últimos pedidos' (user_last_orders), the diner's own orders; its section, or null. */
export const lastOrdersSection = (app: AppDriver) =>
  app.screen.queryByRole('heading', { level: 2, name: 'Tus últimos pedidos' })?.closest('section') ?? null;
/** MENU showing every section (no filter, no search applied or being typed): where the section can show. */
export const menuShowsAll = (app: AppDriver) =>
  onMenu(app) &&
  !applied.get(app) &&
  !['categoria', 'preferencia', 'search'].some((k) => queryOf(app).get(k));
/** MENU as usual around it: every category section; never an error for the history. */
export const expectMenuWithoutLastOrders = (app: AppDriver) => {
  app.expect(lastOrdersSection(app)).toBeNull();
  for (const name of CATEGORY_NAMES) app.expect(sectionTitles(app)).toContain(name);
  app.expect(app.toasts()).toEqual([]);
};
export const tile = (app: AppDriver, name: string) => {
  const carousel = app.screen.getByRole('navigation', { name: 'Categorías' });
  return app.within(carousel).getByRole('button', { name: new RegExp(`^${name}`) });
};
export const requestsTo = (app: AppDriver, method: string, path: string) =>
  app.requests().filter((r) => r.method === method && r.path === path);

export const expectListFor = (app: AppDriver, search: string) => {
  if (!search) {
    // MENU without a search: the category sections (Bife de chorizo only behind its subcategory card);
    // the branch home: its products.
    if (onMenu(app) && !queryOf(app).get('categoria') && !queryOf(app).get('preferencia'))
      app.expect(shows(app, PIZZA.name)).toBe(true);
    if (onHome(app)) app.expect(shows(app, BIFE.name)).toBe(true);
    if (!queryOf(app).get('categoria') && !queryOf(app).get('preferencia'))
      app.expect(shows(app, EMPANADA.name)).toBe(true);
    return;
  }
  for (const name of PRODUCT_NAMES)
    app
      .expect(shows(app, name), `'${name}' for the search '${search}'`)
      .toBe(name.toLowerCase().includes(search.toLowerCase()));
};

/** Types into the header's search bar (it writes ?search= as the diner types). */
export const typeSearch = (text: string) => async (app: AppDriver) => {
  const box = app.screen.getByRole('searchbox');
  await app.user.clear(box);
  if (text) await app.user.type(box, text);
  await app.settle();
};

/** The search the list shows, per running app: '' on opening, the typed one once 300 ms have passed. */
export const applied = new WeakMap<AppDriver, string>();

/** Opens a screen as its link does; on it already, the diner goes to the other screen and back (remount). */
export const open = (url: string, other: string) => async (app: AppDriver) => {
  if (pathOf(app) === url) await app.navigate(other);
  await app.navigate(url);
  applied.set(app, '');
};

/** What each state of the flow shows on the app. */
export const MENU_BROWSING_STATES: AppFlowModel['states'] = {
  closed: (app) => {
    app.expect(onMenu(app) || onHome(app)).toBe(false);
  },
  // The list follows the applied search: ?search once 300 ms have passed without a change.
  'browsing.search.settled': (app) => {
    if (!onMenu(app) && !onHome(app)) return;
    expectListFor(app, queryOf(app).get('search') ?? '');
  },
  // ?search changed and the list still shows the previous one.
  'browsing.search.debouncing': (app) => {
    if (!onMenu(app) && !onHome(app)) return;
    expectListFor(app, applied.get(app) ?? '');
  },
  // MENU without a search: categoria or preferencia decides the sections (one at a time), none shows all.
  'browsing.filters': (app) => {
    // MENU hides the carousel while a search is applied (the list is the search's then).
    const searching = !app.screen.queryByRole('navigation', { name: 'Categorías' });
    if (!onMenu(app) || searching || leaveDialog(app)) return;
    const categoria = queryOf(app).get('categoria');
    const preferencia = queryOf(app).get('preferencia');
    app.expect(categoria !== null && preferencia !== null).toBe(false);
    const titles = sectionTitles(app);
    if (categoria === 'pizzas') app.expect(titles).toEqual(['Pizzas']);
    else if (preferencia === 'vegano') app.expect(titles).toEqual(['Vegano']);
    else if (categoria === null && preferencia === null) app.expect(titles).toEqual(CATEGORY_NAMES);
  },
  // The carousel shows on MENU without a search; the tile of the active filter is pressed.
  'browsing.carousel.following': (app) => {
    // Hidden while a search is applied: the one in the URL once settled, the previous one while debouncing.
    if (!onMenu(app) || applied.get(app) || queryOf(app).get('search')) return;
    app
      .expect(tile(app, 'Pizzas').getAttribute('aria-pressed'))
      .toBe(String(queryOf(app).get('categoria') === 'pizzas'));
  },
  'browsing.carousel.tapLocked': (app) => {
    app.expect(onMenu(app)).toBe(true);
    app
      .expect(tile(app, 'Pizzas').getAttribute('aria-pressed'))
      .toBe(String(queryOf(app).get('categoria') === 'pizzas'));
  },
  // ordering.md §2: leaving the branch home towards BASE with products in the cart is asked first; the browser's
  // back is held only there and then (the checkout bar, 'Ver orden', shows that the cart has products).
  // A followed region (below): the model's value may lag the cart, so only what holds either way is checked.
  'browsing.history.unguarded': (app) => {
    if (!onHome(app)) app.expect(leaveDialog(app)).toBeNull();
  },
  'browsing.history.guarded': (app) => {
    app.expect(onHome(app)).toBe(true);
    app.expect(app.screen.queryByText('Ver orden')).not.toBeNull();
  },
  'browsing.leaveGuard.idle': (app) => app.expect(leaveDialog(app)).toBeNull(),
  'browsing.leaveGuard.confirming': (app) => {
    const dialog = leaveDialog(app);
    app.expect(dialog).not.toBeNull();
    const inDialog = app.within(dialog as HTMLElement);
    inDialog.getByText(LEAVE_BODY);
    inDialog.getByRole('button', { name: 'Cancelar' });
    inDialog.getByRole('button', { name: 'Si, salir' });
  },
  // 'Tus últimos pedidos' is MENU's alone (the branch home's recent section is the catalogue's 'Novedades').
  'browsing.lastOrders.deciding': (app) => {
    if (!onMenu(app)) app.expect(lastOrdersSection(app)).toBeNull();
  },
  'browsing.lastOrders.idle': (app) => {
    if (!onMenu(app)) app.expect(lastOrdersSection(app)).toBeNull();
  },
  // The history is asked; the menu does not wait for it.
  'browsing.lastOrders.loading': (app) => {
    if (menuShowsAll(app)) for (const name of CATEGORY_NAMES) app.expect(sectionTitles(app)).toContain(name);
  },
  // When it shows, it is the first section and has no 'Ver todo'.
  'browsing.lastOrders.shown': (app) => {
    const section = lastOrdersSection(app);
    if (!section || !menuShowsAll(app)) return;
    app
      .expect(app.screen.getAllByRole('heading', { level: 2 })[0].textContent?.trim())
      .toBe('Tus últimos pedidos');
    app.expect(app.within(section).queryByRole('button', { name: 'Ver todo' })).toBeNull();
  },
  'browsing.lastOrders.failed': (app) => {
    if (menuShowsAll(app)) expectMenuWithoutLastOrders(app);
  },
};
