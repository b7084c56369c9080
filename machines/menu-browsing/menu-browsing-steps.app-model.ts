// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppStep } from '../app-model';
import type { FlowEvent } from '../flow-model';
import { menuBrowsingModel } from './menu-browsing.model';
import {
  BIFE,
  CATEGORY_NAMES,
  HOME_URL,
  MENU_BROWSING_FIXTURES,
  MENU_URL,
  PIZZA,
} from './menu-browsing-fixtures.app-model';
import {
  applied,
  expectListFor,
  expectMenuWithoutLastOrders,
  lastOrdersSection,
  leaveDialog,
  menuShowsAll,
  onHome,
  open,
  pathOf,
  queryOf,
  requestsTo,
  sectionTitles,
  shows,
  tile,
  typeSearch,
} from './menu-browsing-screen.app-model';

/**
 * MENU_BROWSING's executable model (menu-browsing.app-model.ts): the diner's steps on the app (opening, typing,
 * tapping, the clock) and the scripted server's answers to the history request, each with what follows.
 */

/** The history answers of the model's steps: the server step answering GET /pedido/usuario/guest-1. */
const historyAnswer = (fixture: keyof typeof MENU_BROWSING_FIXTURES) => ({
  kind: 'server' as const,
  method: 'GET',
  path: /^\/pedido\/usuario\/guest-1$/,
  fixture,
  answer: MENU_BROWSING_FIXTURES[fixture],
});
const historyStep = (output: 'orders' | 'none' | 'error') =>
  menuBrowsingModel.steps.find((s) =>
    output === 'error'
      ? s.event.type === 'xstate.error.actor.fetchLastOrders'
      : s.event.type === 'xstate.done.actor.fetchLastOrders' &&
        (s.event as unknown as { output: unknown[] }).output.length > 0 === (output === 'orders'),
  )?.event as FlowEvent;

export const menuBrowsingSteps: AppStep[] = [
  {
    event: menuBrowsingModel.steps[0].event,
    action: { kind: 'navigation', run: open(MENU_URL, HOME_URL) },
    // §7: every MENU opening records the visit {idUser, storeId, idMarca}.
    expectAfter: (app) => {
      app.expect(app.url()).toBe(MENU_URL);
      app.expect(leaveDialog(app)).toBeNull();
      app
        .expect(requestsTo(app, 'POST', '/activities/record-menu-visit').at(-1)?.body)
        .toEqual({ idUser: 'guest-1', storeId: 'brasa-palermo', idMarca: 'brand-1' });
      for (const name of CATEGORY_NAMES) app.expect(sectionTitles(app)).toContain(name);
    },
  },
  {
    event: menuBrowsingModel.steps[1].event,
    action: { kind: 'navigation', run: open(HOME_URL, MENU_URL) },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(HOME_URL);
      app.expect(leaveDialog(app)).toBeNull();
      // §2 "Branch home": the category and tag chips link to MENU with categoria / preferencia.
      const chips = app.screen.getByRole('navigation', { name: 'Categorías' });
      app
        .expect(app.within(chips).getByRole('link', { name: 'Pizzas' }).getAttribute('href'))
        .toBe(`${MENU_URL}?categoria=pizzas`);
      app
        .expect(app.within(chips).getByRole('link', { name: 'Vegano' }).getAttribute('href'))
        .toBe(`${MENU_URL}?preferencia=vegano`);
    },
  },
  {
    event: menuBrowsingModel.steps[2].event,
    action: { kind: 'gesture', run: typeSearch('empa') },
    // ?search follows the typing at once; the list waits 300 ms (the debouncing state's check).
    expectAfter: (app) => app.expect(queryOf(app).get('search')).toBe('empa'),
  },
  {
    event: menuBrowsingModel.steps[3].event,
    action: { kind: 'gesture', run: typeSearch('') },
    expectAfter: (app) => app.expect(queryOf(app).get('search')).toBeNull(),
  },
  {
    event: menuBrowsingModel.steps[4].event,
    action: { kind: 'clock', ms: 300 },
    // §9: the search applies 300 ms after the last change.
    expectAfter: (app) => {
      expectListFor(app, queryOf(app).get('search') ?? '');
      applied.set(app, queryOf(app).get('search') ?? '');
    },
  },
  {
    event: menuBrowsingModel.steps[7].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(tile(app, 'Pizzas'));
        await app.settle();
      },
    },
    // §2 "Category carousel": a tile filters like a chip; the active one again clears the filter.
    expectAfter: (app, before) => {
      const was = new URLSearchParams(before.url.split('?')[1] ?? '').get('categoria');
      app.expect(queryOf(app).get('categoria')).toBe(was === 'pizzas' ? null : 'pizzas');
      app.expect(queryOf(app).get('preferencia')).toBeNull();
    },
  },
  {
    event: menuBrowsingModel.steps[9].event,
    action: { kind: 'clock', ms: 600 },
  },
  {
    event: menuBrowsingModel.steps[10].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('button', { name: 'Ver todo Parrilla' }));
        await app.settle();
      },
    },
    // §2: 'Ver todo' opens MENU with that category: from the whole menu to Parrilla alone.
    expectAfter: (app, before) => {
      app.expect(before.url).toBe(MENU_URL);
      app.expect(app.url()).toBe(`${MENU_URL}?categoria=parrilla`);
      app.expect(sectionTitles(app)).toEqual(['Parrilla']);
    },
  },
  {
    event: menuBrowsingModel.steps[11].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('button', { name: /Cortes vacunos/ }));
        await app.settle();
      },
    },
    // §2 "Subcategory menu": its own route with ?categoria; MENU's entry is left with the card's anchor.
    expectAfter: (app) => {
      app.expect(app.url()).toBe(`${MENU_URL}/subcategory/s-1?categoria=parrilla`);
      app.expect(shows(app, BIFE.name)).toBe(true);
    },
  },
  {
    event: menuBrowsingModel.steps[13].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        if (!onHome(app)) {
          await app.navigate(HOME_URL);
          applied.set(app, '');
        }
        // The branch home's back ('Volver': the header's, or the page's own while the cart has products).
        await app.user.click(app.screen.getAllByRole('button', { name: 'Volver' })[0]);
        await app.settle();
      },
    },
    // §2 "Leave guard": with products in the cart, leaving to BASE asks first; the branch home stays (with its
    // ?search, when one is applied).
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(HOME_URL);
      app.expect(leaveDialog(app)).not.toBeNull();
    },
  },
  {
    event: menuBrowsingModel.steps[14].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('button', { name: 'Cancelar' }));
        await app.settle();
      },
    },
    // The diner stays on the branch home with the cart as it was.
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(HOME_URL);
      app.expect(leaveDialog(app)).toBeNull();
      app.expect(requestsTo(app, 'POST', '/activities/update-cart')).toHaveLength(0);
      app.screen.getAllByRole('button', { name: 'Volver' });
    },
  },
  {
    event: menuBrowsingModel.steps[15].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('button', { name: 'Si, salir' }));
        await app.settle();
      },
    },
    // §2 and §7: the abandoned cart is reported {idUser, storeId, products, idMarca}, the cart is cleared,
    // and the diner is on BASE.
    expectAfter: (app) => {
      app.expect(app.url()).toBe('/');
      app.expect(leaveDialog(app)).toBeNull();
      const report = requestsTo(app, 'POST', '/activities/update-cart').at(-1)?.body as
        | { idUser?: string; storeId?: string; idMarca?: string; products?: Array<{ sku: string }> }
        | undefined;
      app.expect(report?.idUser).toBe('guest-1');
      app.expect(report?.storeId).toBe('brasa-palermo');
      app.expect(report?.idMarca).toBe('brand-1');
      app.expect(report?.products?.map((p) => p.sku)).toEqual(['PAR-001']);
    },
  },
  {
    event: historyStep('orders'),
    action: historyAnswer('historyWithBife'),
    // §2 "Menu": 'Tus últimos pedidos' comes first, with the diner's ordered product as the menu has it, no 'Ver todo'.
    expectAfter: (app) => {
      if (!menuShowsAll(app)) return;
      const section = lastOrdersSection(app);
      app.expect(section).not.toBeNull();
      app
        .expect(app.screen.getAllByRole('heading', { level: 2 })[0].textContent?.trim())
        .toBe('Tus últimos pedidos');
      const inSection = app.within(section as HTMLElement);
      app.expect(inSection.queryAllByText(BIFE.name).length).toBe(1);
      app.expect(inSection.queryByText(PIZZA.name)).toBeNull();
      app.expect(inSection.queryByRole('button', { name: 'Ver todo' })).toBeNull();
    },
  },
  {
    event: historyStep('none'),
    action: historyAnswer('historyEmpty'),
    // A diner without orders (a new guest): no section, the menu as usual.
    expectAfter: (app) => {
      if (menuShowsAll(app)) expectMenuWithoutLastOrders(app);
    },
  },
  {
    event: historyStep('error'),
    action: historyAnswer('historyUnreachable'),
    // The history cannot be read: no section and no error; the menu as usual.
    expectAfter: (app) => {
      if (menuShowsAll(app)) expectMenuWithoutLastOrders(app);
    },
  },
];
