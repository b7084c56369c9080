import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  api,
  collectConsoleErrors,
  enterAsGuest,
  openOrigin,
  persistUser,
  waitForSplashToEnd,
} from './support';

/**
 * The cart against the real server, on a phone (ordering.md §2 "Checkout bar", "Order summary", "Modals used
 * by ordering", §4 "Cart", "Branch status and guards", §9 persistence). The first cart is built by the app's
 * own flows (the product overlay's 'Agregar al pedido'); the closed-branch and malformed-cart cases write the
 * `persist:root` order slice in IndexedDB before loading, since no gesture makes a cart at a closed branch or a
 * broken saved cart.
 */
const BRAND_ID = '64b7f0a1c2d3e4f5a6b7c801';
const PALERMO = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo' };
const BELGRANO = { id: '64b7f0a1c2d3e4f510000002', storeId: 'brasa-belgrano' };
const SUMMARY = '/resumen-de-orden';

const option = (scope: Locator, name: string) =>
  scope.locator('label.product-option').filter({ has: scope.page().getByText(name, { exact: true }) });
const lines = (page: Page) => page.getByTestId('summary-line');
const cartTotal = (page: Page) => page.getByTestId('cart-total');
const serverTotal = (page: Page) => page.getByTestId('server-total');

/** The summary's total equals the server's quote of the same lines (POST /api/pedido/quote). */
async function expectServerAgrees(page: Page) {
  await expect(serverTotal(page)).toHaveText(/\$/);
  await expect(serverTotal(page)).toHaveText((await cartTotal(page).textContent()) ?? '');
}

/** Bife de chorizo with its two required groups, an additional (Huevo frito) and an upsell (papas). */
async function addSteakWithOptions(page: Page) {
  await page.goto(`/menu/${PALERMO.id}/${PALERMO.storeId}/product/PAR-001`);
  const dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
  await expect(dialog).toBeVisible();
  await option(dialog, 'Jugoso').click();
  await option(dialog, 'Papas fritas').click();
  await dialog.getByRole('button', { name: 'Sumar Huevo frito' }).click();
  await dialog.getByRole('button', { name: 'Agregar Porción de papas fritas' }).click();
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  await expect(page.locator('.product-overlay')).toHaveCount(0);
}

/** Reads `persist:root` (idb-keyval's store), replaces the slices in `patch`, writes it back. */
async function patchPersisted(page: Page, patch: Record<string, unknown>) {
  await page.evaluate(
    (patch) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          const store = tx.objectStore('keyval');
          const get = store.get('persist:root');
          get.onsuccess = () => {
            store.put({ ...(get.result ?? {}), ...patch }, 'persist:root');
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    patch,
  );
}

test.describe('cart (phone)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test('the summary lists the lines, +/- works, the total equals the server quote, a reload and a second tab keep the cart', async ({
    page,
    context,
  }) => {
    const errors = collectConsoleErrors(page);
    await enterAsGuest(page);
    await addSteakWithOptions(page);

    // The checkout bar: the burger and its upsell item count as 2.
    const bar = page.getByRole('region', { name: 'Tu orden' });
    await expect(bar.getByText('2 productos seleccionados')).toBeVisible();
    await bar.getByRole('button', { name: 'Ver orden' }).click();
    await expect(page).toHaveURL(SUMMARY);

    await expect(lines(page)).toHaveCount(1);
    const line = lines(page).first();
    await expect(line.getByText('Bife de chorizo')).toBeVisible();
    await expect(line.getByText('Jugoso')).toBeVisible();
    await expect(line.getByText('Huevo frito')).toBeVisible();
    await expect(line.getByText(/Porción de papas fritas/)).toBeVisible();
    await expect(line.getByRole('link', { name: 'Editar Bife de chorizo' })).toHaveAttribute(
      'href',
      new RegExp(`^${SUMMARY}/product/${PALERMO.storeId}/PAR-001/[\\w-]{21}$`),
    );
    await expectServerAgrees(page);
    await expect(
      page.getByRole('region', { name: 'Tu orden' }).getByRole('button', { name: 'Confirmar orden' }),
    ).toBeVisible();

    const before = await cartTotal(page).textContent();
    await line.getByRole('button', { name: 'Agregar una unidad de Bife de chorizo' }).click();
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    await expect(cartTotal(page)).not.toHaveText(before ?? '');
    await expectServerAgrees(page);
    await line.getByRole('button', { name: 'Quitar una unidad de Bife de chorizo' }).click();
    await expect(line.getByTestId('line-quantity')).toHaveText('1');
    await expect(cartTotal(page)).toHaveText(before ?? '');
    await expectServerAgrees(page);

    // 'Editar' opens the line in the overlay over the summary; a changed choice is saved to the same line.
    await line.getByRole('link', { name: 'Editar Bife de chorizo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
    await expect(dialog).toBeVisible();
    await option(dialog, 'A punto').click();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.locator('.product-overlay')).toHaveCount(0);
    await expect(page).toHaveURL(SUMMARY);
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first().getByText('A punto')).toBeVisible();
    await expect(lines(page).first().getByText('Jugoso')).toHaveCount(0);
    await expect(lines(page).first().getByText('Huevo frito')).toBeVisible();
    await expectServerAgrees(page);

    // A reload keeps the cart.
    await page.reload();
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first().getByTestId('line-quantity')).toHaveText('1');
    await expectServerAgrees(page);

    // A second tab sees the same cart; a change in one shows in the other.
    const second = await context.newPage();
    await second.goto(SUMMARY);
    await expect(lines(second)).toHaveCount(1);
    await expect(lines(second).first().getByText('Bife de chorizo')).toBeVisible();
    await lines(second)
      .first()
      .getByRole('button', { name: 'Agregar una unidad de Bife de chorizo' })
      .click();
    await expect(lines(second).first().getByTestId('line-quantity')).toHaveText('2');
    await expect(lines(page).first().getByTestId('line-quantity')).toHaveText('2');
    await lines(page).first().getByRole('button', { name: 'Quitar una unidad de Bife de chorizo' }).click();
    await expect(lines(second).first().getByTestId('line-quantity')).toHaveText('1');
    await second.close();

    // Accessibility of ORDER_SUMMARY.
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("'¿Querés sumar algo más?' opens the customisation modal; a suggestion with options is added with them, and the server still agrees", async ({
    page,
  }) => {
    await enterAsGuest(page);
    // A product without options, so the suggestions are the branch's featured products (the steak first).
    await page.goto(`/menu/${PALERMO.id}/${PALERMO.storeId}/product/PAR-014`);
    const provoleta = page.getByRole('dialog', { name: 'Provoleta' });
    await provoleta.getByRole('button', { name: 'Agregar al pedido' }).click();
    await expect(page.locator('.product-overlay')).toHaveCount(0);
    // Straight onto the summary after a reload: the modal's flow is not running yet.
    await page.goto(SUMMARY);
    await expect(lines(page)).toHaveCount(1);
    const block = page.getByRole('region', { name: '¿Querés sumar algo más?' });
    await block.getByRole('button', { name: 'Agregar Bife de chorizo' }).click();

    const modal = page.getByRole('dialog', { name: 'Bife de chorizo' });
    await expect(modal.getByText('Personalizá tu pedido')).toBeVisible();
    await expect(page).toHaveURL(SUMMARY);
    // Required groups stop the add.
    await modal.getByRole('button', { name: 'Agregar al pedido' }).click();
    await expect(modal.getByText('Elige una opción').first()).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await option(modal, 'Jugoso').click();
    await option(modal, 'Papas fritas').click();
    await expect(modal.getByText('Elige una opción')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Agregar al pedido' }).click();
    await expect(modal).toHaveCount(0);

    await expect(lines(page)).toHaveCount(2);
    const steak = lines(page).filter({ hasText: 'Bife de chorizo' });
    await expect(steak.getByText('Jugoso')).toBeVisible();
    await expect(steak.getByText('Papas fritas')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Tu orden' }).getByText('2 productos seleccionados'),
    ).toBeVisible();
    await expectServerAgrees(page);
  });

  test('a closed branch blocks increasing and leaving the checkout bar, with its modal', async ({ page }) => {
    await enterAsGuest(page);
    const { data } = await api(page, `/local/${BRAND_ID}/${BELGRANO.storeId}`);
    const branch = (data as Array<Record<string, unknown>>)[0];
    const forced = await page.request.put(`/api/dev/local/${BELGRANO.id}/status`, {
      data: { status: 'close' },
    });
    expect(forced.status()).toBe(200);
    try {
      const line = {
        _id: 'p-belgrano',
        name: 'Provoleta',
        price: 6900,
        quantity: 1,
        sku: 'PAR-011',
        storeId: BELGRANO.storeId,
        orderProductId: 'e2eline-belgrano-0001',
        customization: { ingredients: {}, aditionals: {} },
        upselling: [],
      };
      await patchPersisted(page, {
        branch: { ...branch, status: 'close' },
        order: { draftOrderId: 'e2edraft-belgrano-0001', products: [line] },
      });
      await page.goto(SUMMARY);
      await expect(lines(page)).toHaveCount(1);
      await lines(page).first().getByRole('button', { name: 'Agregar una unidad de Provoleta' }).click();
      const modal = page.getByRole('dialog');
      await expect(
        modal.getByText('En este momento Brasa Belgrano está cerrado y no podés realizar pedidos.'),
      ).toBeVisible();
      await expect(modal.getByRole('link', { name: 'Ver locales abiertos' })).toHaveAttribute('href', '/');
      await expect(lines(page).first().getByTestId('line-quantity')).toHaveText('1');

      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await page
        .getByRole('region', { name: 'Tu orden' })
        .getByRole('button', { name: 'Confirmar orden' })
        .click();
      await expect(page.getByRole('dialog').getByText(/Brasa Belgrano está cerrado/)).toBeVisible();
      await expect(page).toHaveURL(SUMMARY);
      await page.getByRole('dialog').getByRole('link', { name: 'Ver locales abiertos' }).click();
      await expect(page).toHaveURL('/');
    } finally {
      await page.request.put(`/api/dev/local/${BELGRANO.id}/status`, { data: { status: null } });
    }
  });

  test('a malformed saved cart is discarded with a log, not a crash', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await enterAsGuest(page);
    await patchPersisted(page, {
      order: { draftOrderId: 42, products: [{ sku: 'PAR-011', quantity: 'muchas' }] },
    });
    // Loaded on BASE (the saved cart is read at start), then ORDER_SUMMARY opened in the app once the splash
    // is gone, so the empty text is on screen for the moment before the redirect.
    await page.goto('/');
    await waitForSplashToEnd(page);
    await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible();
    expect(logs.some((l) => l.includes('the saved order was discarded'))).toBe(true);
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, SUMMARY);
    await expect(page.getByText('No hay productos en la orden')).toBeVisible();
    await expect(page.getByTestId('summary-line')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
    // Then the empty summary leaves for BASE (no branch chosen).
    await expect(page).toHaveURL('/', { timeout: 5000 });
  });
});

test.describe('b2b cart (phone)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test("the summary's typed quantity applies after 300 ms, is corrected on blur, and the price category's total equals the server's", async ({
    page,
  }) => {
    const base = new URL(test.info().project.use.baseURL ?? 'http://localhost:4173');
    const origin = `${base.protocol}//b2b.localhost:${base.port}`;
    await openOrigin(page, origin);
    const { data: user } = await api(page, '/login', {
      email: 'mayorista@b2b.demo.com',
      password: 'Demo1234',
    });
    await persistUser(page, user);
    await page.goto(`${origin}/menu/64b7f0a1c2d3e4f510000015/delplata-avellaneda/product/B2B-006`);
    const dialog = page.getByRole('dialog', { name: /Fideos secos/ });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
    await expect(page.locator('.product-overlay')).toHaveCount(0);
    await page.getByRole('region', { name: 'Tu orden' }).getByRole('button', { name: 'Ver orden' }).click();
    await expect(page).toHaveURL(`${origin}${SUMMARY}`);

    const quantity = page.getByRole('textbox', { name: 'Cantidad:' });
    await expect(quantity).toHaveValue('1');
    await expect(cartTotal(page)).toHaveText(/18\.200/);
    await quantity.fill('4');
    await expect(cartTotal(page)).toHaveText(/72\.800/);
    await expectServerAgrees(page);
    await quantity.fill('');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
    await expect(cartTotal(page)).toHaveText(/18\.200/);
    await expectServerAgrees(page);
    // A negotiated price category: no VAT line (ordering.md §2 "VAT disclaimer").
    await expect(page.getByText('Los precios no incluyen IVA')).toHaveCount(0);
  });
});
