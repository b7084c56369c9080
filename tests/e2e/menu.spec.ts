import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { BRANCH, cancelLeaving, confirmLeaving, HOME, homeWithProvoleta } from './leave-guard-support';
import { enterAsGuest, waitForSplashToEnd } from './support';

const MENU = `/menu/${BRANCH.id}/${BRANCH.storeId}`;

test.describe('menu (ordering.md §2 "Branch home", "Menu", "Subcategory menu")', () => {
  // The brief's size: a phone at 390 × 844, forced in every project (the desktop one too), so this file never sees
  // the two-column layout; that is tests/unit/menu-views.test.tsx (the class from the layout's width, menu.css).
  test.use({ viewport: { width: 390, height: 844 } });

  /** The tile lies within the carousel track's visible box (horizontally), and the page did not move to show it. */
  async function expectTileInCarousel(page: Page, name: string) {
    const track = page.getByRole('navigation', { name: 'Categorías' }).locator('.category-carousel__track');
    const tile = track.getByRole('button', { name });
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => {
        const [box, tileBox] = [await track.boundingBox(), await tile.boundingBox()];
        if (!box || !tileBox) return 'no box';
        return tileBox.x >= box.x - 1 && tileBox.x + tileBox.width <= box.x + box.width + 1
          ? 'inside'
          : `tile ${tileBox.x}..${tileBox.x + tileBox.width}, track ${box.x}..${box.x + box.width}`;
      })
      .toBe('inside');
  }

  /** The element's top in the viewport once the page's scroll has held still for 300 ms. */
  async function settledTopOf(element: Locator) {
    return element.evaluate(async (node) => {
      const scroller = document.querySelector('.shell__content') ?? document.scrollingElement;
      const position = () => `${scroller?.scrollTop} ${node.getBoundingClientRect().top}`;
      let last = position();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const now = position();
        if (now === last) return node.getBoundingClientRect().top;
        last = now;
      }
    });
  }

  async function openMenu(page: Page) {
    await enterAsGuest(page);
    await waitForSplashToEnd(page);
    // The branch chosen by its route (the branch list screen is another helper's).
    await page.goto(HOME);
    await waitForSplashToEnd(page);
    await expect(page.getByRole('banner').getByRole('heading', { name: BRANCH.name })).toBeVisible();
    await page.getByRole('link', { name: 'Ver más' }).click();
    await page.waitForURL((url) => url.pathname === MENU);
    await expect(page.getByRole('heading', { name: 'Parrilla' })).toBeVisible();
  }

  test('a guest browses MENU by category and by tag (exclusive), searches, and opens a subcategory and comes back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openMenu(page);
    const sections = page.locator('section.menu-section');
    // 'adicional' and the empty 'Promos de temporada' are hidden; a new guest has no orders, so no
    // 'Tus últimos pedidos' (tests/e2e/menu-last-orders.spec.ts): the first category comes first.
    await expect(page.getByRole('heading', { name: 'adicional', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Promos de temporada' })).toHaveCount(0);
    await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText('Parrilla');
    await expect(page.getByRole('heading', { name: 'Tus últimos pedidos' })).toHaveCount(0);

    const carousel = page.getByRole('navigation', { name: 'Categorías' });
    await carousel.getByRole('button', { name: 'Pizzas' }).click();
    await expect(page).toHaveURL(/\?categoria=pizzas$/);
    await expect(sections).toHaveCount(1);
    await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText('Pizzas');

    // A tag replaces the category (they exclude each other).
    await carousel.getByRole('button', { name: 'Vegano' }).click();
    await expect(page).toHaveURL(/\?preferencia=vegano$/);
    expect(new URL(page.url()).searchParams.get('categoria')).toBeNull();
    await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText('Vegano');
    // Selecting the active one again clears it.
    await carousel.getByRole('button', { name: 'Vegano' }).click();
    await expect(page).toHaveURL((url) => url.pathname === MENU && url.search === '');
    await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText('Parrilla');

    // From a scrolled position (issue 11): after the filter applies, the page scrolls to the selected section's
    // top, not to where Empanadas sat in the full list (which left the diner at the last cards).
    const empanadas = page.getByRole('heading', { name: 'Empanadas', level: 2 });
    await empanadas.scrollIntoViewIfNeeded();
    await expect(empanadas).toBeInViewport();
    // The tap as an event: a pointer click waits for the tile to hold still, which the sticky carousel, shrinking
    // and sliding with the header while its track scrolls smoothly, may not do in time (the scroll is what counts).
    await carousel.getByRole('button', { name: 'Empanadas' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\?categoria=empanadas$/);
    await expect(sections).toHaveCount(1);
    // Where the scroll ends, not a frame of its 500 ms animation (which passes the heading on its way down).
    await expect.poll(() => settledTopOf(empanadas), { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    expect(await settledTopOf(empanadas)).toBeLessThan(844 - 40);
    // The active tile is centred in the carousel (§2 "Category carousel").
    await expectTileInCarousel(page, 'Empanadas');
    await carousel.getByRole('button', { name: 'Empanadas' }).dispatchEvent('click');
    await expect(page).toHaveURL((url) => url.pathname === MENU && url.search === '');
    // The clear itself goes to the top of the whole menu, where the header and its search bar show (issue 11:
    // it used to scroll to Empanadas far down the whole menu, the header hidden, and the diner scrolled back up).
    await expect
      .poll(() => page.evaluate(() => document.querySelector('.shell__content')?.scrollTop), {
        timeout: 10_000,
      })
      .toBe(0);
    await expect(page.locator('header.header')).not.toHaveAttribute('data-hidden', /.*/);
    await expect(page.getByRole('searchbox')).toBeVisible();

    // Search: ?search follows the typing; the grouped results follow 300 ms later.
    await page.getByRole('searchbox').fill('empanada');
    await expect(page).toHaveURL(/\?search=empanada$/);
    await expect(page.getByRole('heading', { name: 'EMPANADAS' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parrilla' })).toHaveCount(0);
    await page.getByRole('searchbox').fill('zzzz');
    await expect(page.getByText('No se encontraron resultados para "zzzz"')).toBeVisible();
    await page.getByRole('searchbox').fill('');
    await expect(page).toHaveURL((url) => url.pathname === MENU && url.search === '');

    // A product card links to {basePath}/product/{sku}.
    const card = page.getByRole('link', { name: /Bife de chorizo/ }).first();
    await expect(card).toHaveAttribute('href', `${MENU}/product/PAR-001`);

    // A subcategory: the URL gets #cat-…-subcat-…, then the subcategory menu opens; Back returns there.
    await page.getByRole('button', { name: /Cortes vacunos/ }).click();
    await page.waitForURL(/\/subcategory\/64b7f0a1c2d3e4f521000001\?categoria=parrilla$/);
    await expect(page.getByRole('link', { name: /Bife de chorizo/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Hamburguesa/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Volver' }).first().click();
    await page.waitForURL((url) => url.pathname === MENU);
    expect(new URL(page.url()).hash).toBe('#cat-parrilla-subcat-64b7f0a1c2d3e4f521000001');
    await expect(page.getByRole('button', { name: /Cortes vacunos/ })).toBeInViewport();
  });

  test('a deep link with ?categoria=postres centres the Postres tile in the carousel without scrolling the page', async ({
    page,
  }) => {
    await openMenu(page);
    await page.goto(`${MENU}?categoria=postres`);
    await waitForSplashToEnd(page);
    await expect(page.getByRole('heading', { name: 'Postres', level: 2 })).toBeVisible();
    await expectTileInCarousel(page, 'Postres');
    // Horizontally only: the page stays at its top.
    await expect(page.getByRole('heading', { name: 'Postres', level: 2 })).toBeInViewport();
  });

  test('Escape and Volver close the product overlay and give the focus back to the card that opened it', async ({
    page,
  }) => {
    await openMenu(page);
    const card = page.getByRole('link', { name: /Bife de chorizo/ }).first();
    // The keyboard's way: focus the card, Enter opens the overlay, Escape closes it.
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Bife de chorizo' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toBeFocused();
    // A tap, then 'Volver'.
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Volver' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test('a branch id that does not exist shows the toast and a way back', async ({ page }) => {
    await enterAsGuest(page);
    await waitForSplashToEnd(page);
    await page.goto('/sucursal/no-existe/no-existe');
    const message = 'No se pudo obtener la información de la sucursal. Por favor, inténtalo de nuevo.';
    await expect(
      page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: message }).first(),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Volver' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('a revisit with /api/menu blocked paints the cached menu', async ({ page }) => {
    await openMenu(page);
    await page.route('**/api/menu/**', (route) => route.abort());
    await page.reload();
    await waitForSplashToEnd(page);
    await expect(page.getByRole('heading', { name: 'Parrilla' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Bife de chorizo/ }).first()).toBeVisible();
  });

  test("the branch home's header back with products in the cart goes through the leave guard: 'Cancelar' stays, 'Si, salir' reports the abandoned cart, empties it and goes to BASE", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await homeWithProvoleta(page);
    const back = page.getByRole('banner').getByRole('button', { name: 'Volver' });
    await back.click();
    await cancelLeaving(page);
    await back.click();
    await confirmLeaving(page);
  });

  test('axe finds no serious or critical violation on MENU', async ({ page }) => {
    test.setTimeout(90_000);
    await openMenu(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
