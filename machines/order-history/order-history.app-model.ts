// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import { demoOrder, olderOrder, seededTakeaway } from './order-history.fixtures';
import { orderHistoryModel } from './order-history.model';
import { ApiErrorLike } from './order-history.model-errors';

/**
 * PROFILE_ORDERS and PROFILE_ORDERS/{id} on the rendered app (ordering.md §2 "Order history", "Order detail", §4
 * "orderStatus icons", §7 "Orders"), written from the spec: the routes `/perfil/ordenes` and `/perfil/ordenes/{id}`,
 * GET /pedido/usuario/{userId} and GET /pedido/detalles/{id}, the Spanish texts, newest first, the status label
 * table, 'unidad'/'unidades', the server's 4xx message with a way back. The diner is signed in as user-1
 * (restored from the saved state) and starts on PROFILE.
 */

const PROFILE_URL = '/perfil';
const LIST_URL = '/perfil/ordenes';
const DETAIL_URL = '/perfil/ordenes/order-1';
const diner = {
  _id: 'user-1',
  typeUser: 'registered',
  idMarca: 'brand-1',
  name: 'Demo',
  email: 'demo@demo.com',
  birthDate: { year: 1990, month: 5, day: 14 },
  gender: 'Female',
  phoneNumber: '+5491123456789',
};

/** Orders as the server writes them (server/services/orders.ts toOrderDto): the older one first, on purpose. */
const wire = (o: ReturnType<typeof demoOrder>) => ({
  ...o,
  localInfo: { nameLocal: o.branchName, address: 'Av. Santa Fe 1' },
});
// demo's seeded takeaway #1002, so the browser walk opens the real order (tests/e2e/model-paths/order-history.ts).
const newest = seededTakeaway();
const older = olderOrder();
const PERMISSION = 'No tenés permiso para acceder a este recurso.';

export const ORDER_HISTORY_FIXTURES = {
  twoOrders: { status: 200, body: { status: 'success', data: [wire(older), wire(newest)] } },
  noOrders: { status: 200, body: { status: 'success', data: [] } },
  noConnection: { status: 0, networkError: true },
  order: {
    status: 200,
    body: { status: 'success', data: { order: wire(newest), details: { orderDetails: [] } } },
  },
  malformedOrder: {
    status: 200,
    body: {
      status: 'success',
      data: {
        order: wire(demoOrder({ orderPayment: '[{"name":"Pizza muzzarella","quantity":2' })),
        details: { orderDetails: [] },
      },
    },
  },
  anotherUsersOrder: { status: 403, body: { status: 'error', message: PERMISSION } },
} satisfies Record<string, ServerAnswer>;

/** A detail row's value (its <dd>), spaces normalised ('$\u00a020.400' reads '$ 20.400'). */
const rowValue = (detail: ReturnType<AppDriver['within']>, label: string) =>
  (detail.getByText(label).nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ').trim();

const onList = (app: AppDriver) => app.url() === LIST_URL;
const onDetail = (app: AppDriver) => app.url() === DETAIL_URL;
const listRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'GET' && r.path === '/pedido/usuario/user-1');
const detailRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'GET' && r.path === '/pedido/detalles/order-1');
const region = (app: AppDriver, name: string) => app.screen.getByRole('region', { name });
const rowsHref = (app: AppDriver) =>
  app
    .within(app.screen.getByRole('list', { name: 'Tus órdenes' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

const before = new WeakMap<AppDriver, number>();

const steps: AppStep[] = [
  {
    event: { type: 'orderHistory.opened', userId: 'user-1' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        before.set(app, listRequests(app).length);
        await app.navigate(PROFILE_URL);
        await app.user.click(app.screen.getByRole('link', { name: 'Ordenes' }));
      },
    },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(LIST_URL);
      region(app, 'Órdenes');
      // At most one request in flight for the list (a second opening while it loads asks nothing more).
      app.expect(listRequests(app).length - (before.get(app) ?? 0)).toBeLessThanOrEqual(1);
      app.expect(listRequests(app).length).toBeGreaterThan(0);
    },
  },
  {
    event: { type: 'xstate.done.actor.fetchOrderHistory', output: [older, newest] },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/pedido\/usuario\/user-1$/,
      fixture: 'twoOrders',
      answer: ORDER_HISTORY_FIXTURES.twoOrders,
    },
    expectAfter: (app) => {
      if (!onList(app)) return;
      // Newest first although the server wrote the older one first.
      app.expect(rowsHref(app)).toEqual(['/perfil/ordenes/order-1', '/perfil/ordenes/order-0']);
    },
  },
  {
    event: { type: 'xstate.done.actor.fetchOrderHistory', output: [] },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/pedido\/usuario\/user-1$/,
      fixture: 'noOrders',
      answer: ORDER_HISTORY_FIXTURES.noOrders,
    },
    expectAfter: (app) => {
      if (onList(app)) app.screen.getByText('No tenes actividades registradas');
    },
  },
  {
    event: { type: 'xstate.error.actor.fetchOrderHistory', error: new ApiErrorLike('network error', null) },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/pedido\/usuario\/user-1$/,
      fixture: 'noConnection',
      answer: ORDER_HISTORY_FIXTURES.noConnection,
    },
    expectAfter: (app) => {
      if (onList(app)) app.screen.getByText('No pudimos cargar tus órdenes.');
    },
  },
  {
    event: { type: 'orderHistory.retryRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        before.set(app, listRequests(app).length);
        await app.user.click(app.screen.getByRole('button', { name: 'Intentar nuevamente' }));
      },
    },
    expectAfter: (app) => {
      app.expect(listRequests(app).length).toBe((before.get(app) ?? 0) + 1);
    },
  },
  {
    event: {
      type: 'orderDetail.opened',
      orderId: 'order-1',
      previousPath: '/perfil/ordenes',
      userId: 'user-1',
    },
    action: {
      kind: 'navigation',
      // From the list when its row shows; otherwise as a link to the order (from another screen: PROFILE, so the
      // list's own opening is not a step here).
      run: async (app) => {
        before.set(app, detailRequests(app).length);
        const row = onList(app)
          ? app.screen.queryAllByRole('link').find((a) => a.getAttribute('href') === DETAIL_URL)
          : undefined;
        if (row) {
          await app.user.click(row);
          return;
        }
        if (onDetail(app) || onList(app)) await app.navigate(PROFILE_URL);
        await app.navigate(DETAIL_URL);
      },
    },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(DETAIL_URL);
      app.expect(detailRequests(app).length).toBe((before.get(app) ?? 0) + 1);
      region(app, 'Detalle de orden');
    },
  },
  {
    event: {
      type: 'xstate.done.actor.fetchOrderDetail',
      output: { order: newest, orderDetails: [] },
    },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/pedido\/detalles\/order-1$/,
      fixture: 'order',
      answer: ORDER_HISTORY_FIXTURES.order,
    },
    expectAfter: (app) => {
      if (!onDetail(app)) return;
      const detail = app.within(region(app, 'Detalle de orden'));
      // ENVIADO → 'Pagaste'; takeaway → 'Para llevar'; two methods joined with '+'.
      detail.getByText('Pagaste');
      detail.getByText('ID de transacción #1002');
      detail.getByText('Para llevar');
      detail.getByText('Puntos + Mercado Pago');
      // Importe de la orden (totalinvoiced, before points) − Descuento (pointsToUse) = Total pagado (total).
      app.expect(rowValue(detail, 'Importe de la orden')).toBe('$ 15.800');
      app.expect(rowValue(detail, 'Descuento')).toBe('$ 1.800');
      app.expect(rowValue(detail, 'Total pagado')).toBe('$ 14.000');
      // Points grouped with '.' (ordering.md §9).
      app.expect(rowValue(detail, 'Puntos ganados')).toBe('1.400');
      // Every line with its units ('unidad' for one); no options or observations on these lines.
      for (const name of ['Morcilla', 'Provoleta', 'Agua mineral sin gas 500 ml']) detail.getByText(name);
      app.expect(detail.getAllByText('2 unidades')).toHaveLength(2);
      detail.getByText('1 unidad');
      app.expect(detail.queryByText('Observaciones')).toBeNull();
      app.expect(detail.queryByText('No pudimos mostrar todos los productos de esta orden.')).toBeNull();
    },
  },
  {
    event: {
      type: 'xstate.done.actor.fetchOrderDetail',
      output: {
        order: demoOrder({ orderPayment: '[{"name":"Pizza muzzarella","quantity":2' }),
        orderDetails: [],
      },
    },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/pedido\/detalles\/order-1$/,
      fixture: 'malformedOrder',
      answer: ORDER_HISTORY_FIXTURES.malformedOrder,
    },
    // Never a blank screen: the totals and the rest show, with a note instead of the unreadable lines.
    expectAfter: (app) => {
      if (!onDetail(app)) return;
      const detail = app.within(region(app, 'Detalle de orden'));
      detail.getByText('No pudimos mostrar todos los productos de esta orden.');
      detail.getByText('Total pagado');
      detail.getByText('ID de transacción #1042');
      app.expect(detail.queryByText('Pizza muzzarella')).toBeNull();
    },
  },
  {
    event: {
      type: 'xstate.error.actor.fetchOrderDetail',
      error: new ApiErrorLike(PERMISSION, 403),
    },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/pedido\/detalles\/order-1$/,
      fixture: 'anotherUsersOrder',
      answer: ORDER_HISTORY_FIXTURES.anotherUsersOrder,
    },
    expectAfter: (app) => {
      if (onDetail(app)) app.expect(app.screen.getByRole('alert').textContent).toContain(PERMISSION);
    },
  },
  {
    event: { type: 'xstate.error.actor.fetchOrderDetail', error: new ApiErrorLike('network error', null) },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/pedido\/detalles\/order-1$/,
      fixture: 'noConnection',
      answer: ORDER_HISTORY_FIXTURES.noConnection,
    },
    expectAfter: (app) => {
      if (onDetail(app)) app.screen.getByText('No pudimos cargar la orden.');
    },
  },
  {
    event: { type: 'orderDetail.retryRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        before.set(app, detailRequests(app).length);
        await app.user.click(app.screen.getByRole('button', { name: 'Intentar nuevamente' }));
      },
    },
    expectAfter: (app) => {
      app.expect(detailRequests(app).length).toBe((before.get(app) ?? 0) + 1);
    },
  },
  {
    event: { type: 'orderDetail.backRequested' },
    action: {
      kind: 'gesture',
      // 'Volver' under a message, else the header's back (both named 'Volver').
      run: async (app) => {
        const alert = app.screen.queryByRole('alert');
        const inPage = alert ? app.within(alert).queryByRole('button', { name: 'Volver' }) : null;
        await app.user.click(inPage ?? app.screen.getAllByRole('button', { name: 'Volver' })[0]);
      },
    },
    // The detail was opened from the list (or by a link): back is PROFILE_ORDERS, whose list is asked afresh.
    expectAfter: (app) => {
      app.expect(app.url()).toBe(LIST_URL);
      app.expect(app.screen.queryByRole('region', { name: 'Detalle de orden' })).toBeNull();
    },
  },
];

/** The list region's checks apply on PROFILE_ORDERS; elsewhere nothing of the list shows. */
const onListOnly = (check: (app: AppDriver) => void) => (app: AppDriver) => {
  if (!onList(app)) {
    app.expect(app.screen.queryByRole('list', { name: 'Tus órdenes' })).toBeNull();
    return;
  }
  check(app);
};
const onDetailOnly = (check: (app: AppDriver) => void) => (app: AppDriver) => {
  if (!onDetail(app)) {
    app.expect(app.screen.queryByRole('region', { name: 'Detalle de orden' })).toBeNull();
    return;
  }
  check(app);
};

export const orderHistoryAppModel: AppFlowModel = {
  model: orderHistoryModel,
  systemId: 'orderHistory',
  start: { url: PROFILE_URL, waitMs: 3000, savedState: { user: diner } },
  states: {
    'list.idle': onListOnly(() => {
      throw new Error('PROFILE_ORDERS is open with a user: the list cannot be idle');
    }),
    'list.loading': onListOnly((app) => {
      app.expect(region(app, 'Órdenes').getAttribute('aria-busy')).toBe('true');
      app.expect(app.screen.queryByText('No tenes actividades registradas')).toBeNull();
    }),
    'list.loaded': onListOnly((app) => {
      app.expect(region(app, 'Órdenes').getAttribute('aria-busy')).toBe('false');
      const list = app.screen.queryByRole('list', { name: 'Tus órdenes' });
      if (list) {
        // Newest first; each row has its status icon (§4: CANCELADO → error set, named by its label).
        app.expect(rowsHref(app)).toEqual(['/perfil/ordenes/order-1', '/perfil/ordenes/order-0']);
        app.within(list).getByRole('img', { name: 'Cancelada' });
        app.within(list).getByRole('img', { name: 'Pagaste' });
      } else app.screen.getByText('No tenes actividades registradas');
    }),
    'list.failed': onListOnly((app) => {
      app.expect(app.screen.getByRole('alert').textContent).toContain('No pudimos cargar tus órdenes.');
      app.screen.getByRole('button', { name: 'Intentar nuevamente' });
    }),
    'detail.idle': onDetailOnly(() => {
      throw new Error('an order detail is open: the detail cannot be idle');
    }),
    'detail.loading': onDetailOnly((app) => {
      app.expect(region(app, 'Detalle de orden').getAttribute('aria-busy')).toBe('true');
      app.expect(app.screen.queryByText('Total pagado')).toBeNull();
    }),
    'detail.loaded': onDetailOnly((app) => {
      const detail = app.within(region(app, 'Detalle de orden'));
      for (const text of [
        'Importe de la orden',
        'Descuento',
        'Total pagado',
        'Metodo de pago',
        'Bonificación en puntos %',
        'Puntos ganados',
        'Horario de retiro',
        'Tipo de consumición',
      ])
        detail.getByText(text);
    }),
    'detail.refused': onDetailOnly((app) => {
      const alert = app.screen.getByRole('alert');
      app.expect(alert.textContent).toContain(PERMISSION);
      app.within(alert).getByRole('button', { name: 'Volver' });
      app.expect(app.within(alert).queryByRole('button', { name: 'Intentar nuevamente' })).toBeNull();
    }),
    'detail.failed': onDetailOnly((app) => {
      const alert = app.screen.getByRole('alert');
      app.expect(alert.textContent).toContain('No pudimos cargar la orden.');
      app.within(alert).getByRole('button', { name: 'Intentar nuevamente' });
      app.within(alert).getByRole('button', { name: 'Volver' });
    }),
  },
  steps,
};
