import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, enterAsGuest } from './support';

/**
 * BASE, branch selection (ordering.md §2 "Branch selection (BASE)", §8 and §9 "Geolocation") against the real
 * server and its seed (localhost: the multipleMenu b2c brand with six branches in Buenos Aires).
 */
test.use({ viewport: { width: 390, height: 844 } });

const cards = (page: Page) => page.locator('.branches__list > li:not(.branch-card--skeleton)');
const cardNamed = (page: Page, name: string) => cards(page).filter({ hasText: name });
/** A position in Recoleta, 820 m from Brasa Recoleta and about 3 km from Palermo Soho. */
const RECOLETA = { latitude: -34.6, longitude: -58.4 };

async function searchFor(page: Page, text: string) {
  const search = page.getByRole('searchbox');
  await search.fill(text);
}

test('a guest sees the branches, filters them by name or address, and opens one', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await enterAsGuest(page);
  await expect(cards(page)).toHaveCount(6);
  await expect(cardNamed(page, 'Brasa Palermo Soho')).toBeVisible();

  // By address, case-insensitive.
  await searchFor(page, 'RIVADAVIA');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Brasa Caballito');
  // By name.
  await searchFor(page, 'palermo');
  await expect(cards(page)).toHaveCount(1);
  await searchFor(page, 'no-such-branch');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await searchFor(page, '');
  await expect(cards(page)).toHaveCount(6);

  // multipleMenu brand: the card flips to 'Selecciona una opción:' with its modes; a mode opens the branch.
  const palermo = cardNamed(page, 'Brasa Palermo Soho');
  await palermo.getByRole('button').first().click();
  await expect(palermo.getByText('Selecciona una opción:')).toBeVisible();
  await expect(palermo.getByRole('button', { name: 'Consumir aquí' })).toBeVisible();
  await expect(palermo.getByRole('button', { name: 'Delivery' })).toBeVisible();
  await palermo.getByRole('button', { name: 'Para llevar' }).click();
  await page.waitForURL(/\/sucursal\/[^/]+\/brasa-palermo$/);
  expect(new URL(page.url()).pathname).toMatch(/^\/sucursal\/64b7f0a1c2d3e4f510000001\/brasa-palermo$/);
  // §3 "Consume preference (kept across reloads)": the persisted consumePreferences slice.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            const open = indexedDB.open('keyval-store');
            open.onsuccess = () => {
              const read = open.result.transaction('keyval').objectStore('keyval').get('persist:root');
              read.onsuccess = () =>
                resolve((read.result as { consumePreferences?: unknown })?.consumePreferences);
            };
          }),
      ),
    )
    .toEqual({ preferredConsumeType: 'takeawaySystem', lastSelectedLocalId: '64b7f0a1c2d3e4f510000001' });
  // The mode flags of §9 are kept in local storage.
  const flags = await page.evaluate(() => [
    localStorage.getItem('tableSystem'),
    localStorage.getItem('takeawaySystem'),
    localStorage.getItem('deliverySystem'),
  ]);
  expect(flags).toEqual(['true', 'true', 'true']);
  // The preference picks the price of a per-consume-type product (§4 "Price resolution"): the steak's
  // takeaway price on MENU, not the table price that comes first without a preference.
  await page.goto('/menu/64b7f0a1c2d3e4f510000001/brasa-palermo');
  const steak = page.locator('a[href*="/product/PAR-001"]').first();
  await expect(steak).toContainText('17.900');
  await expect(steak).not.toContainText('18.900');
  expect(errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
});

test('with the location granted, BASE lists the nearest branch first with its distance', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(RECOLETA);
  await enterAsGuest(page);
  await expect(cards(page)).toHaveCount(6);
  // Brasa Recoleta is 820 m away: first, with its distance in metres.
  await expect(cards(page).first()).toContainText('Brasa Recoleta');
  await expect(cards(page).first()).toContainText('820m');

  // The locate-me button asks first, then requests the list again with the position.
  await page.getByRole('button', { name: 'Activar ubicación' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Activa tu ubicación para encontrar el local más cercano.')).toBeVisible();
  const request = page.waitForRequest((r) => r.url().endsWith('/api/local/all') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Activar' }).click();
  const body = (await request).postDataJSON();
  expect(body).toMatchObject({ latitude: RECOLETA.latitude, longitude: RECOLETA.longitude });
  await expect(cards(page).first()).toContainText('Brasa Recoleta');
});

test("with the location denied, 'Activar' shows the spec's message and the list stays", async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await enterAsGuest(page);
  await expect(cards(page)).toHaveCount(6);
  await page.getByRole('button', { name: 'Activar ubicación' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  // Headless Chromium without a granted permission denies the request.
  await dialog.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Permiso de ubicación denegado' })).toHaveText(
    'Permiso de ubicación denegado. Por favor, habilita el acceso a la ubicación en tu navegador.',
  );
  await expect(cards(page)).toHaveCount(6);
});

test('a closed branch is veiled and ignores clicks', async ({ page }) => {
  await enterAsGuest(page);
  const sanTelmo = cardNamed(page, 'Brasa San Telmo');
  await expect(sanTelmo).toHaveClass(/branch-card--disabled/);
  // aria-disabled: Playwright would wait for it to be enabled; a diner's tap still lands on it.
  await sanTelmo.getByRole('button').first().click({ force: true });
  await expect(sanTelmo.getByText('Selecciona una opción:')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the map view loads on demand and shows the branches without external tiles', async ({ page }) => {
  const external: string[] = [];
  const mapChunks: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost')) external.push(r.url());
    if (/branch-map-[^/]*\.js$/.test(r.url())) mapChunks.push(r.url());
  });
  await enterAsGuest(page);
  await expect(cards(page)).toHaveCount(6);
  // Its own chunk, not loaded with BASE.
  expect(mapChunks).toEqual([]);
  await page.getByRole('button', { name: 'Mapa' }).click();
  await expect(page.getByRole('img', { name: 'Mapa de sucursales' })).toBeVisible();
  expect(mapChunks).toHaveLength(1);
  await expect(cards(page).first()).toContainText(/Hoy de .* a .* hs\.|Horario no disponible/);
  expect(external).toEqual([]);
});

test('BASE has no serious or critical accessibility violation', async ({ page }) => {
  await enterAsGuest(page);
  await expect(cards(page)).toHaveCount(6);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
