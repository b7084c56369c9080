import { expect, type Page, test } from '@playwright/test';
import {
  addProduct,
  decideInPopup,
  HOME,
  openCheckoutForTakeaway,
  PALERMO,
  persisted,
  sendAndOpenProvider,
  serverOrders,
  verifyAgainIfOffered,
} from './checkout-support';
import { api, enterAsGuest, openOrigin, persistUser, waitForSplashToEnd } from './support';

/**
 * ordering.md §2 "Menu": "A 'Tus últimos pedidos' section (key user_last_orders) is built from the user's last
 * orders. It comes first and has no 'Ver todo'." Against the real server, on a phone: a new guest has no orders,
 * so no section; after the guest's first order (Morcilla, to take away, paid in the payment sandbox) the section
 * is first on MENU with exactly that product, from the diner's own history (GET /api/pedido/usuario/{userId}),
 * not from the catalogue answer (whose recentProducts are the branch home's 'Novedades').
 */
const MENU = `/menu/${PALERMO.id}/${PALERMO.storeId}`;

/** Opens MENU and waits for its history answer (the section shows, or not, once it has come). */
async function openMenuAndHistory(page: Page) {
  const history = page.waitForResponse((r) =>
    /\/api\/pedido\/usuario\/[^/]+$/.test(new URL(r.url()).pathname),
  );
  await page.goto(MENU);
  await waitForSplashToEnd(page);
  expect((await history).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Parrilla' })).toBeVisible({ timeout: 15_000 });
}

const lastOrders = (page: Page) =>
  page.locator('section.menu-section').filter({
    has: page.getByRole('heading', { level: 2, name: 'Tus últimos pedidos' }),
  });

test.describe("'Tus últimos pedidos' (phone, real server)", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test('a new guest sees no section; after their first order it is first on MENU with exactly that product', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await enterAsGuest(page);
    await waitForSplashToEnd(page);
    await openMenuAndHistory(page);
    await expect(page.getByRole('heading', { name: 'Tus últimos pedidos' })).toHaveCount(0);
    const sections = page.locator('section.menu-section');
    await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText('Parrilla');
    // The branch home's recent section is the catalogue's, and not titled as the diner's orders.
    await page.goto(HOME);
    await expect(page.getByRole('heading', { level: 2, name: 'Novedades' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Tus últimos pedidos' })).toHaveCount(0);

    // The guest's first order: Morcilla × 1, to take away, approved in the sandbox.
    await addProduct(page, 'PAR-011', 'Morcilla');
    const userId = (await persisted(page)).user?._id as string;
    await openCheckoutForTakeaway(page);
    const popup = await sendAndOpenProvider(page);
    await decideInPopup(popup, 'Aprobar');
    await verifyAgainIfOffered(page);
    await page.waitForURL((url) => url.pathname === HOME, { timeout: 20_000 });
    expect((await serverOrders(page, userId)).length).toBe(1);

    await openMenuAndHistory(page);
    const section = lastOrders(page);
    await expect(section).toHaveCount(1);
    await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText('Tus últimos pedidos');
    const products = section.getByRole('link');
    await expect(products).toHaveCount(1);
    await expect(products.first()).toContainText('Morcilla');
    await expect(products.first()).toContainText(/\$\s2\.900/);
    await expect(section.getByRole('button', { name: 'Ver todo' })).toHaveCount(0);
    // Its card opens the product as the menu has it.
    await products.first().click();
    await expect(page.getByRole('dialog', { name: 'Morcilla' })).toBeVisible({ timeout: 15_000 });
  });

  test('a returning diner with orders: the section is in place at the first paint, the late history shifts nothing', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The layout shifts the page sees (issue 11: the section used to arrive late and push the menu down).
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:4173').origin;
    await openOrigin(page, origin);
    const { data: user } = await api(page, '/login', { email: 'demo@demo.com', password: 'Demo1234' });
    await persistUser(page, user);
    // A first visit: the demo diner's history (seeded orders of Palermo's products) is read and remembered.
    await openMenuAndHistory(page);
    await expect(lastOrders(page)).toHaveCount(1);

    // A new visit (reload): the history is held back until the menu has painted.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/pedido\/usuario\/[^/]+$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await waitForSplashToEnd(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Parrilla' })).toBeVisible({ timeout: 15_000 });
    const section = lastOrders(page);
    await expect(section).toHaveCount(1);
    await expect(section.getByRole('link').first()).toBeVisible();
    const parrillaTop = async () =>
      (await page.getByRole('heading', { level: 2, name: 'Parrilla' }).boundingBox())?.y ?? -1;
    const before = await parrillaTop();
    const answered = page.waitForResponse((r) =>
      /\/api\/pedido\/usuario\/[^/]+$/.test(new URL(r.url()).pathname),
    );
    release();
    expect((await answered).status()).toBe(200);
    await page.waitForTimeout(500);
    expect(await parrillaTop()).toBe(before);
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThan(0.01);
  });

  test("a device's first visit: a history answering after the menu painted goes above it without moving it", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:4173').origin;
    await openOrigin(page, origin);
    const { data: user } = await api(page, '/login', { email: 'demo@demo.com', password: 'Demo1234' });
    await persistUser(page, user);
    // Nothing remembered on this device yet, and the history held back until the menu has painted.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/pedido\/usuario\/[^/]+$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(MENU);
    await waitForSplashToEnd(page);
    const parrilla = page.getByRole('heading', { level: 2, name: 'Parrilla' });
    await expect(parrilla).toBeVisible({ timeout: 15_000 });
    await expect(lastOrders(page)).toHaveCount(0);
    const before = (await parrilla.boundingBox())?.y ?? -1;
    const answered = page.waitForResponse((r) =>
      /\/api\/pedido\/usuario\/[^/]+$/.test(new URL(r.url()).pathname),
    );
    release();
    expect((await answered).status()).toBe(200);
    // The section is there, first, above the view; what the diner was looking at has not moved.
    await expect(lastOrders(page)).toHaveCount(1);
    await expect(page.locator('section.menu-section').first().getByRole('heading', { level: 2 })).toHaveText(
      'Tus últimos pedidos',
    );
    await page.waitForTimeout(500);
    expect((await parrilla.boundingBox())?.y ?? -1).toBe(before);
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThan(0.01);
    // The app's own scroll is not the diner's: the header and its search stay.
    await expect(page.locator('header.header')).not.toHaveAttribute('data-hidden', /.*/);
    await expect(page.getByRole('searchbox').first()).toBeVisible();
  });

  test("the branch home's header: the branch name is whole beside the points badge at 390 px", async ({
    page,
  }) => {
    const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:4173').origin;
    await openOrigin(page, origin);
    const { data: user } = await api(page, '/login', { email: 'demo@demo.com', password: 'Demo1234' });
    await persistUser(page, user);
    await page.goto(HOME);
    await waitForSplashToEnd(page);
    await expect(page.getByRole('button', { name: /PTS disponibles/ })).toBeVisible({ timeout: 15_000 });
    const title = page.getByRole('heading', { level: 1, name: 'Brasa Palermo Soho' });
    await expect(title).toBeVisible();
    // Not cut (was 'Brasa Palerm…': 223 px of text in 176): it wraps instead, up to two lines.
    const box = await title.evaluate((el) => ({
      width: el.scrollWidth - el.clientWidth,
      height: el.scrollHeight - el.clientHeight,
    }));
    expect(box.width).toBeLessThanOrEqual(0);
    expect(box.height).toBeLessThanOrEqual(1);
  });
});
