import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_ORDER_IDS } from '@/server/db/seed/orders';
import { PALERMO, persisted } from './checkout-support';
import { api, enterAsGuest, openOrigin, persistUser, waitForSplashToEnd } from './support';

/**
 * PROFILE_ORDERS and PROFILE_ORDERS/{id} against the real server (ordering.md §2 "Order history", "Order detail",
 * §4 "orderStatus icons"; issue 13 "appears first in history with the right detail", "an order of another user is
 * never visible", "an order id of another user or one that does not exist shows a clear message and a way back",
 * "a malformed orderPayment renders what it can with a logged warning"). Orders are placed through the API with
 * the page's own session (a fresh guest), as the app's CHECKOUT would send them.
 */

interface PlacedOrder {
  _id: string;
  idOrder: string | number;
  orderStatus: string | null;
  created: string;
  metodoDePago: string[];
  account: { totalinvoiced: number };
}

/** POST /api/pedido/sendorder with the page's session; the total the server expects (a probe answers 409 with it). */
async function placeOrder(page: Page, lines: unknown[], comments?: string): Promise<PlacedOrder> {
  const saved = await persisted(page);
  const user = saved.user as { _id: string; idMarca: string };
  return page.evaluate(
    async ({ user, branch, lines }) => {
      const body = {
        idCliente: user._id,
        idLocal: branch.id,
        storeId: branch.storeId,
        idMarca: user.idMarca,
        draftOrderId: Math.random().toString(36).slice(2).padEnd(21, 'x').slice(0, 21),
        type: 'takeaway',
        horaRetiro: new Date(Date.now() + 3_600_000).toISOString(),
        orderPayment: lines,
        orderChangeState: 'new',
      };
      const send = (total: number) =>
        fetch('/api/pedido/sendorder', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, total }),
        }).then(async (r) => ({ status: r.status, json: await r.json() }));
      const probe = await send(999_999_999);
      const answer = probe.status === 409 ? await send(probe.json.expectedTotal) : probe;
      if (answer.status !== 200)
        throw new Error(`sendorder answered ${answer.status}: ${JSON.stringify(answer.json)}`);
      const detail = await fetch(`/api/pedido/detalles/${answer.json.data._id}`, { credentials: 'include' });
      return (await detail.json()).data.order;
    },
    { user, branch: PALERMO, lines: comments ? lines.map((l) => ({ ...(l as object), comments })) : lines },
  );
}

/** A fresh guest with its own session in its own browser context. */
async function freshGuest(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await enterAsGuest(page);
  await waitForSplashToEnd(page);
  return { context, page };
}

/** §2 "Order detail" status label, written out from the spec. */
const statusLabel = (status: string | null) =>
  status === 'ENVIADO' || status === 'PAGADO'
    ? 'Pagaste'
    : status === 'CANCELADO' || status === 'RECHAZADO'
      ? 'Cancelada'
      : status === 'PENDIENTE'
        ? 'Pendiente'
        : 'Activa';

/** Money as the app writes it (ordering.md §9: es-AR, '$ 37.900', zero '$ 0,00'), spaces normalised. */
const ars = (value: number) =>
  new Intl.NumberFormat('es-AR', {
    style: 'currency',
    currency: 'ARS',
    minimumFractionDigits: Number.isInteger(value) && value !== 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })
    .format(value)
    .replace(/\s+/g, ' ');

/** A detail row's value (the <dd> after its label), spaces normalised. */
const rowValue = async (page: Page, label: string) =>
  (
    await page
      .getByRole('region', { name: 'Detalle de orden' })
      .getByText(label, { exact: true })
      .locator('xpath=following-sibling::dd')
      .innerText()
  )
    .replace(/\s+/g, ' ')
    .trim();

/** For a person to look at (390×844 and 1280×800), in the run's results folder. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.describe('order history and detail', () => {
  // Two guests, three orders and several full loads on a shared machine.
  test.setTimeout(60_000);

  test('a new order shows first in history and opens with the right detail; back returns to the list', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await enterAsGuest(page);
    await waitForSplashToEnd(page);

    // A fresh guest has no orders yet.
    await page.goto('/perfil');
    await page.getByRole('link', { name: 'Ordenes' }).click();
    await page.waitForURL((url) => url.pathname === '/perfil/ordenes');
    await expect(page.getByText('No tenes actividades registradas')).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('heading', { name: 'Órdenes' }).or(page.getByText('Órdenes').first()),
    ).toBeVisible();

    const older = await placeOrder(page, [{ sku: 'PAR-011', quantity: 1 }]);
    const newest = await placeOrder(page, [{ sku: 'PAR-011', quantity: 2 }], 'Bien cocida');

    await page.reload();
    const list = page.getByRole('list', { name: 'Tus órdenes' });
    await expect(list).toBeVisible({ timeout: 15_000 });
    const rows = list.getByRole('link');
    await expect(rows).toHaveCount(2);
    // Newest first, each opening its detail.
    await expect(rows.nth(0)).toHaveAttribute('href', `/perfil/ordenes/${newest._id}`);
    await expect(rows.nth(1)).toHaveAttribute('href', `/perfil/ordenes/${older._id}`);
    // The status icon by orderStatus (§4: an order waiting for its online payment is pending), the total, the date.
    const first = rows.nth(0);
    await expect(first.getByRole('img')).toHaveAccessibleName(statusLabel(newest.orderStatus));
    await expect(first).toContainText(
      new Intl.NumberFormat('es-AR', {
        style: 'currency',
        currency: 'ARS',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }).format(newest.account.totalinvoiced),
    );
    await expect(first.locator('time')).toHaveAttribute('datetime', newest.created);
    await shot(page, 'order-history');

    await first.click();
    await page.waitForURL((url) => url.pathname === `/perfil/ordenes/${newest._id}`);
    const detail = page.getByRole('region', { name: 'Detalle de orden' });
    await expect(detail.getByText(`ID de transacción #${newest.idOrder}`)).toBeVisible({ timeout: 15_000 });
    await expect(detail.getByText(statusLabel(newest.orderStatus), { exact: true }).first()).toBeVisible();
    await expect(detail.getByText('Importe de la orden')).toBeVisible();
    await expect(detail.getByText('Total pagado')).toBeVisible();
    await expect(detail.getByText('Metodo de pago')).toBeVisible();
    await expect(
      detail.getByText(newest.metodoDePago.slice(0, 2).join(' + '), { exact: true }),
    ).toBeVisible();
    await expect(detail.getByText('Bonificación en puntos %')).toBeVisible();
    await expect(detail.getByText('Puntos ganados')).toBeVisible();
    await expect(detail.getByText('Horario de retiro')).toBeVisible();
    await expect(detail.getByText('Tipo de consumición')).toBeVisible();
    await expect(detail.getByText('Para llevar', { exact: true })).toBeVisible();
    const lines = detail.getByRole('list', { name: 'Productos' });
    await expect(lines.getByText('Morcilla')).toBeVisible();
    await expect(lines.getByText('2 unidades')).toBeVisible();
    await expect(lines.getByText('Observaciones')).toBeVisible();
    await expect(lines.getByText('Bien cocida')).toBeVisible();
    await shot(page, 'order-detail');
    await lines.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('order-detail-lines.png') });

    // The older order: one unit.
    await page.goBack();
    await page.getByRole('list', { name: 'Tus órdenes' }).getByRole('link').nth(1).click();
    await expect(page.getByText('1 unidad', { exact: true })).toBeVisible({ timeout: 15_000 });

    // Back (header) goes to PROFILE_ORDERS.
    await page
      .getByRole('button', { name: /volver|atrás|back/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/perfil/ordenes');
    expect(warnings.filter((w) => w.includes('orderPayment'))).toEqual([]);
  });

  test("another user's order and an unknown id show the server's message and a way back", async ({
    page,
    browser,
    baseURL,
  }) => {
    const other = await freshGuest(browser, baseURL);
    const theirs = await placeOrder(other.page, [{ sku: 'PAR-011', quantity: 1 }]);
    await other.context.close();

    await enterAsGuest(page);
    await waitForSplashToEnd(page);
    await page.goto(`/perfil/ordenes/${theirs._id}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No tenés permiso para acceder a este recurso.', { timeout: 15_000 });
    await expect(page.getByText('Morcilla')).toHaveCount(0);
    await expect(page.getByText(`ID de transacción #${theirs.idOrder}`)).toHaveCount(0);
    await shot(page, 'order-refused');
    await alert.getByRole('button', { name: 'Volver' }).click();
    await page.waitForURL((url) => url.pathname === '/perfil/ordenes');
    await expect(page.getByText('No tenes actividades registradas')).toBeVisible({ timeout: 15_000 });

    await page.goto('/perfil/ordenes/64b7f0a1c2d3e4f5a6b7ffff');
    await expect(page.getByRole('alert')).toContainText('Orden no encontrada', { timeout: 15_000 });
    await page.getByRole('alert').getByRole('button', { name: 'Volver' }).click();
    await page.waitForURL((url) => url.pathname === '/perfil/ordenes');
  });

  test('a malformed orderPayment string renders what it can with a logged warning, never a blank screen', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await enterAsGuest(page);
    await waitForSplashToEnd(page);
    const order = await placeOrder(page, [{ sku: 'PAR-011', quantity: 2 }]);
    // The server always writes an array; a truncated JSON string stands for an old or foreign record.
    await page.route(`**/api/pedido/detalles/${order._id}`, async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.data.order.orderPayment = '[{"name":"Morcilla","quantity":2';
      await route.fulfill({ response, json });
    });
    await page.goto(`/perfil/ordenes/${order._id}`);
    const detail = page.getByRole('region', { name: 'Detalle de orden' });
    await expect(detail.getByText(`ID de transacción #${order.idOrder}`)).toBeVisible({ timeout: 15_000 });
    await expect(detail.getByText('Total pagado')).toBeVisible();
    await expect(detail.getByText('No pudimos mostrar todos los productos de esta orden.')).toBeVisible();
    await expect.poll(() => warnings.some((w) => w.includes('orderPayment'))).toBe(true);
  });

  test('the totals read the order before points, the points used and what was charged; a rejected order claims nothing', async ({
    page,
    baseURL,
  }) => {
    await openOrigin(page, new URL(baseURL ?? 'http://localhost:4173').origin);
    const { data: user } = await api(page, '/login', { email: 'demo@demo.com', password: 'Demo1234' });
    await persistUser(page, user);
    const orderOf = async (id: string) =>
      (await api(page, `/pedido/detalles/${id}`)).data as {
        order: {
          idOrder: number;
          total: number;
          account: { totalinvoiced: number; pointsToUse: number; winPoints: number };
        };
      };

    // The demo diner's takeaway paid partly with points (the server's totalinvoiced is before points).
    const { order: paid } = await orderOf(DEMO_ORDER_IDS.takeaway);
    expect(paid.account.pointsToUse).toBeGreaterThan(0);
    expect(paid.account.totalinvoiced - paid.account.pointsToUse).toBe(paid.total);
    await page.goto(`/perfil/ordenes/${DEMO_ORDER_IDS.takeaway}`);
    const detail = page.getByRole('region', { name: 'Detalle de orden' });
    await expect(detail.getByText(`ID de transacción #${paid.idOrder}`)).toBeVisible({ timeout: 15_000 });
    expect(await rowValue(page, 'Importe de la orden')).toBe(ars(paid.account.totalinvoiced));
    expect(await rowValue(page, 'Descuento')).toBe(ars(paid.account.pointsToUse));
    expect(await rowValue(page, 'Total pagado')).toBe(ars(paid.total));
    expect(await rowValue(page, 'Metodo de pago')).toBe('Puntos + Mercado Pago');

    // The rejected card payment: 'Cancelada', nothing paid, no points used or earned; the order's amount stays.
    const { order: rejected } = await orderOf(DEMO_ORDER_IDS.rejected);
    expect(rejected.total).toBeGreaterThan(0);
    await page.goto(`/perfil/ordenes/${DEMO_ORDER_IDS.rejected}`);
    await expect(detail.getByText(`ID de transacción #${rejected.idOrder}`)).toBeVisible({ timeout: 15_000 });
    await expect(detail.getByText('Cancelada', { exact: true }).first()).toBeVisible();
    expect(await rowValue(page, 'Importe de la orden')).toBe(ars(rejected.account.totalinvoiced));
    expect(await rowValue(page, 'Descuento')).toBe(ars(0));
    expect(await rowValue(page, 'Total pagado')).toBe(ars(0));
    expect(await rowValue(page, 'Puntos ganados')).toBe('0');
    await shot(page, 'order-detail-rejected');
  });
});
