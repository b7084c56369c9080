// i18n-exempt-file: an e2e oracle — the spec's Spanish texts written out on purpose.
import { expect, type Page, test } from '@playwright/test';
import { BRANCH_IDS } from '@/server/db/seed/branches';
import { devPost, HOME, MORCILLA, PALERMO, persisted, refocus } from './checkout-support';
import { pageCaller, placeOrder } from './model-paths/real-orders';
import { collectConsoleErrors, enterAsGuest, waitForSplashToEnd } from './support';

/**
 * The active order card and confirm receipt on the branch home, on a phone against the real server (ordering.md §2
 * "Active order card", "Modals used by ordering"; §4 "Active orders"; §7 "Orders"; §9 "Timings"). A fresh guest's
 * delivery order of Morcilla × 3 at Brasa Palermo Soho is placed through the API with the page's own session and
 * paid in the payment sandbox (what 'Enviar orden' and 'Aprobar' do, covered by send-order.spec.ts); the demo kitchen
 * does not move by itself here (KITCHEN_SPEED=0): the dev routes move it one step and make it an hour older.
 */

interface PlacedOrder {
  orderId: string;
  idOrder: string;
}

/** The seeded branch of a `{id, storeId}` (real-orders.ts names them by key). */
const branchKey = (branch: { id: string }) => {
  const key = (Object.keys(BRANCH_IDS) as Array<keyof typeof BRANCH_IDS>).find(
    (k) => BRANCH_IDS[k] === branch.id,
  );
  expect(key, `a seeded branch ${branch.id}`).toBeDefined();
  return key as keyof typeof BRANCH_IDS;
};

/**
 * Morcilla × 3 placed with the page's session (real-orders.ts, the one order placer of the e2e: the total the server
 * asks for, then 'Aprobar' in the sandbox; a delivery's address saved first with POST /pedido/direccion).
 */
async function placePaidOrder(
  page: Page,
  userId: string,
  kind: { type: 'delivery' | 'delivery_propio' } | { type: 'takeaway'; horaRetiro: string } = {
    type: 'delivery',
  },
  branch: { id: string; storeId: string } = PALERMO,
): Promise<PlacedOrder> {
  const horaRetiro = kind.type === 'takeaway' ? kind.horaRetiro : undefined;
  const placed = await placeOrder(
    pageCaller(page),
    page.request,
    userId,
    kind.type,
    branchKey(branch),
    MORCILLA,
    {
      horaRetiro,
      quantity: 3,
    },
  );
  return { orderId: placed._id, idOrder: placed.idOrder };
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Pedidos activos' });

const BELGRANO = { id: '64b7f0a1c2d3e4f510000002', storeId: 'brasa-belgrano' };
/** Takeaway and the brand's own delivery ('Envío Brasa'), chat number +54 9 11 5550-1005 (server/db/seed). */
const CABALLITO = { id: '64b7f0a1c2d3e4f510000005', storeId: 'brasa-caballito' };

/** Forces a branch's status for the test (PUT /api/dev/local/:id/status), so the time of day never matters. */
async function forceBranchStatus(page: Page, branchId: string, status: 'open' | null) {
  const response = await page.request.put(`/api/dev/local/${branchId}/status`, { data: { status } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A table order at Palermo Soho, table 4 (paid at the table: active at once, no payment), with the page's session. */
async function placeTableOrder(page: Page, userId: string): Promise<PlacedOrder> {
  const placed = await placeOrder(pageCaller(page), page.request, userId, 'mesa', 'palermo', MORCILLA);
  return { orderId: placed._id, idOrder: placed.idOrder };
}

const activeOrdersAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/pedido/active/') && r.request().method() === 'GET');

test.describe('active order card and confirm receipt (phone, real server)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test("a placed delivery order: 'Pedido Activo' with its status, 'Ver pedido', the kitchen's step, the detail link; an hour after its update the X asks '¿Recibiste tu pedido correctamente?' and 'Aceptar' takes it off the carousel", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await enterAsGuest(page);
    await waitForSplashToEnd(page);
    const saved = await persisted(page);
    const user = saved.user as { _id: string; idMarca: string };
    const placed = await placePaidOrder(page, user._id);
    // From here on (the total probe's 409 above is the test's own call).
    const errors = collectConsoleErrors(page);

    await page.goto(HOME);
    const card = carousel(page).getByRole('article');
    await expect(card).toHaveCount(1, { timeout: 20_000 });
    await expect(card.getByRole('heading', { name: 'Pedido Activo' })).toBeVisible();
    // §4: a delivery order in the kitchen (COCINA).
    await expect(card.getByText('Tu pedido está en preparación')).toBeVisible();
    await expect(card.getByText(`Compra: #${placed.idOrder}`)).toBeVisible();
    // Not an hour old: no X control yet.
    await expect(card.getByRole('button', { name: /Confirmar la recepción/ })).toHaveCount(0);

    // 'Ver pedido' expands the items: name and 'Cantidad: {quantity}'.
    const toggle = card.getByRole('button', { name: 'Ver pedido' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(card.getByText('Cantidad: 3')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText('Morcilla')).toBeVisible();
    await expect(card.getByText('Cantidad: 3')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('active-order-card.png') });

    // The kitchen marks it PREPARADO: 'Tu pedido está en camino' on the next fetch.
    await devPost(page, `/dev/pedido/${placed.orderId}/advance`);
    await refocus(page);
    await expect(card.getByText('Tu pedido está en camino')).toBeVisible({ timeout: 10_000 });

    // §2: 'Seguí tu pedido' opens the order's tracking_url (a delivery order); no chat link on a delivery order.
    await expect(card.getByRole('link', { name: 'Seguí tu pedido' })).toHaveAttribute(
      'href',
      new RegExp(`/api/pedido/tracking/${placed.orderId}$`),
    );
    await expect(card.getByRole('link', { name: 'Contacta con la sucursal' })).toHaveCount(0);

    // The card saves previousPath and opens the order detail; the detail's own back ('Volver' in the header)
    // returns to that path, the branch home (not PROFILE_ORDERS).
    await card.getByRole('link', { name: /Pedido Activo/ }).click();
    await page.waitForURL((url) => url.pathname === `/perfil/ordenes/${placed.orderId}`);
    await expect(page.getByText(`ID de transacción #${placed.idOrder}`)).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Volver' }).first().click();
    await page.waitForURL((url) => url.pathname === HOME);

    // §4/§9: one hour after its update the X control appears.
    await devPost(page, `/dev/pedido/${placed.orderId}/age`, { minutes: 61 });
    await refocus(page);
    const x = carousel(page).getByRole('button', {
      name: `Confirmar la recepción del pedido #${placed.idOrder}`,
    });
    await expect(x).toBeVisible({ timeout: 10_000 });
    await page.screenshot({ path: testInfo.outputPath('active-order-card-confirmable.png') });

    await x.click();
    const dialog = page.getByRole('dialog', { name: '¿Recibiste tu pedido correctamente?' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('confirm-receipt-drawer.png') });
    // 'Cancelar' sends nothing and keeps the card.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(x).toBeVisible();

    await x.click();
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith(`/api/pedido/updateOrder/${placed.orderId}`),
    );
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    expect((await put).postDataJSON()).toEqual({ activeOrder: 'false', estadoDeOrden: 'RECIBIDO' });
    // The refetch no longer lists it: the carousel is gone.
    await expect(carousel(page)).toHaveCount(0, { timeout: 10_000 });
    const active = await page.evaluate(async (userId) => {
      const response = await fetch(`/api/pedido/active/${userId}`, { credentials: 'include' });
      return (await response.json()).data as unknown[];
    }, user._id);
    expect(active).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("two active orders: 1.1 cards per view on the phone; a takeaway order reads 'Horario de retiro: {date} - {HH:MM UTC}'", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await enterAsGuest(page);
    await waitForSplashToEnd(page);
    const user = (await persisted(page)).user as { _id: string; idMarca: string };
    // 2 hours ahead, on the minute; the card reads it in UTC.
    const pickUp = new Date(Math.floor((Date.now() + 2 * 3_600_000) / 60_000) * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `Horario de retiro: ${pad(pickUp.getUTCDate())}/${pad(pickUp.getUTCMonth() + 1)}/${pickUp.getUTCFullYear()} - ${pad(pickUp.getUTCHours())}:${pad(pickUp.getUTCMinutes())} UTC`;
    await placePaidOrder(page, user._id);
    await placePaidOrder(page, user._id, {
      type: 'takeaway',
      horaRetiro: pickUp.toISOString(),
    });
    const errors = collectConsoleErrors(page);

    await page.goto(HOME);
    const slides = carousel(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') });
    await expect(slides).toHaveCount(2, { timeout: 20_000 });
    // Newest first: the takeaway order, then the delivery order.
    await expect(slides.nth(0)).toHaveAccessibleName('Pedido 1 de 2');
    await expect(slides.nth(0).getByText(expected)).toBeVisible();
    await expect(slides.nth(1).getByText('Tu pedido está en preparación')).toBeAttached();
    // §2: 1.1 slides per view on a phone: the first card is narrower than the track and the next one peeks in.
    const track = await carousel(page).getByRole('list').first().boundingBox();
    const first = await slides.nth(0).boundingBox();
    const second = await slides.nth(1).boundingBox();
    if (!track || !first || !second) throw new Error('the carousel is not laid out');
    expect(first.width).toBeLessThan(track.width * 0.95);
    expect(second.x).toBeLessThan(track.x + track.width);
    await page.screenshot({ path: testInfo.outputPath('active-orders-two.png') });
    expect(errors).toEqual([]);
  });

  test("a table order at Palermo Soho: its card reads 'Mesa: 4' and Total; at Belgrano no carousel shows, and adding a product asks '¡Un momento!' with 'Ir a Brasa Palermo Soho'", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await enterAsGuest(page);
    await waitForSplashToEnd(page);
    const user = (await persisted(page)).user as { _id: string; idMarca: string };
    const placed = await placeTableOrder(page, user._id);
    await forceBranchStatus(page, BELGRANO.id, 'open');
    try {
      const errors = collectConsoleErrors(page);
      await page.goto(HOME);
      const card = carousel(page).getByRole('article');
      await expect(card).toHaveCount(1, { timeout: 20_000 });
      await expect(card.getByText('Mesa: 4')).toBeVisible();
      await expect(card.getByText(`Compra: #${placed.idOrder}`)).toBeVisible();
      await expect(card.getByText('Total', { exact: true })).toBeVisible();
      // §2 "Carousel": one active order is 1 slide per view on the phone too (the peek is for several).
      const oneSlide = await carousel(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('article') })
        .evaluate((slide) => {
          const track = slide.parentElement as HTMLElement;
          const style = getComputedStyle(track);
          const content = track.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { slide: slide.getBoundingClientRect().width, content };
        });
      expect(Math.abs(oneSlide.slide - oneSlide.content)).toBeLessThan(1);

      // §4: the first active order's idLocal is another branch: the carousel is hidden at Belgrano.
      const answered = activeOrdersAnswer(page);
      await page.goto(`/sucursal/${BELGRANO.id}/${BELGRANO.storeId}`);
      expect((await (await answered).json()).data).toHaveLength(1);
      await expect(page.getByText('Brasa Belgrano').first()).toBeVisible({ timeout: 15_000 });
      await expect(carousel(page)).toHaveCount(0);

      // §4 "Branch status and guards": adding at Belgrano is blocked by the modal of §2.
      await page.goto(`/menu/${BELGRANO.id}/${BELGRANO.storeId}/product/PAR-011`);
      const product = page.getByRole('dialog', { name: 'Morcilla' });
      await expect(product).toBeVisible({ timeout: 15_000 });
      await product.getByRole('button', { name: 'Agregar al pedido' }).click();
      const modal = page.getByRole('dialog', { name: '¡Un momento!' });
      await expect(modal).toBeVisible();
      await expect(modal.getByText('Tienes una orden activa en Brasa Palermo Soho')).toBeVisible();
      const goThere = modal.getByRole('link', { name: 'Ir a Brasa Palermo Soho' });
      await expect(goThere).toHaveAttribute('href', HOME);
      expect((await persisted(page)).order?.products ?? []).toEqual([]);
      await goThere.click();
      await page.waitForURL((url) => url.pathname === HOME);
      await expect(carousel(page).getByRole('article')).toHaveCount(1, { timeout: 20_000 });
      expect(errors).toEqual([]);
    } finally {
      await forceBranchStatus(page, BELGRANO.id, null);
    }
  });

  test("a delivery_propio order at Brasa Caballito: its card has 'Contacta con la sucursal' to the branch's chat, and no 'Seguí tu pedido'", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await enterAsGuest(page);
    await waitForSplashToEnd(page);
    const user = (await persisted(page)).user as { _id: string; idMarca: string };
    await forceBranchStatus(page, CABALLITO.id, 'open');
    try {
      const placed = await placePaidOrder(page, user._id, { type: 'delivery_propio' }, CABALLITO);
      const errors = collectConsoleErrors(page);
      await page.goto(`/sucursal/${CABALLITO.id}/${CABALLITO.storeId}`);
      const card = carousel(page).getByRole('article');
      await expect(card).toHaveCount(1, { timeout: 20_000 });
      await expect(card.getByText(`Compra: #${placed.idOrder}`)).toBeVisible();
      await expect(card.getByText('Tu pedido está en preparación')).toBeVisible();
      await expect(card.getByRole('link', { name: 'Contacta con la sucursal' })).toHaveAttribute(
        'href',
        'https://wa.me/5491155501005',
      );
      await expect(card.getByRole('link', { name: 'Seguí tu pedido' })).toHaveCount(0);
      // Not a 'delivery' order: no X control, even an hour after its update.
      await devPost(page, `/dev/pedido/${placed.orderId}/age`, { minutes: 61 });
      await refocus(page);
      await page.waitForTimeout(1000);
      await expect(card.getByRole('button', { name: /Confirmar la recepción/ })).toHaveCount(0);
      expect(errors).toEqual([]);
    } finally {
      await forceBranchStatus(page, CABALLITO.id, null);
    }
  });
});
