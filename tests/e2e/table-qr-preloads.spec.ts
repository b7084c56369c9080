import { expect, type Request, test } from '@playwright/test';

/**
 * The table-QR deep link's critical path (docs/performance.md "Table QR: the critical path";
 * server/static/route-preloads.ts): the HTML asks for the branch, the menu and the menu's code at once, so none of
 * them waits for the app's boot, the guest, the 500 ms redirect or the call before it; and the app's own calls
 * (the machines', unchanged) are answered by those preloads, not sent a second time.
 */

const BRAND = '64b7f0a1c2d3e4f5a6b7c801';
const PALERMO = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo' };
const QR = `/?table=12&table_id=t-12&branch_id=${PALERMO.id}&store_id=${PALERMO.storeId}`;
const BRANCH_CALL = `/api/local/${BRAND}/${PALERMO.storeId}`;
const MENU_CALL = `/api/menu/${BRAND}/${PALERMO.storeId}/guest`;
const GUEST_CALL = `/api/user/guest/${BRAND}`;

const pathOf = (request: Request) => new URL(request.url()).pathname;

test.describe('the table QR deep link', () => {
  test('its HTML alone starts the branch, the menu and the menu route’s code (JavaScript off)', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(pathOf(request)));
      const finished = (path: string) =>
        page.waitForResponse((response) => pathOf(response.request()) === path && response.ok());
      // No script runs here: every request below is the HTML's own.
      const [branch, menu] = await Promise.all([finished(BRANCH_CALL), finished(MENU_CALL), page.goto(QR)]);
      expect((await branch.json()).data[0]).toMatchObject({ id: PALERMO.id, storeId: PALERMO.storeId });
      expect((await menu.json()).data.categories.length).toBeGreaterThan(0);
      await expect
        .poll(() => requested.filter((path) => /^\/assets\/menu-screens-[\w-]+\.(js|css)$/.test(path)).length)
        .toBe(2);
      expect(requested).not.toContain(GUEST_CALL);
    } finally {
      await context.close();
    }
  });

  test('the app lands on the menu with its calls answered by the preloads, none sent twice', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(`${request.method()} ${pathOf(request)}`));
    await page.goto(QR);
    await expect(page).toHaveURL(new RegExp(`/menu/${PALERMO.id}/${PALERMO.storeId}$`));
    await expect(page.getByRole('link', { name: /Hamburguesa clásica/ }).first()).toBeVisible({
      timeout: 15_000,
    });
    // Sent once each (by the HTML): the app's fetches matched the preloads' URL, mode and credentials.
    expect(requested.filter((r) => r === `GET ${BRANCH_CALL}`)).toHaveLength(1);
    expect(requested.filter((r) => r === `GET ${MENU_CALL}`)).toHaveLength(1);
    // In parallel, not in sequence: the menu was asked for before the guest existed.
    const guest = requested.indexOf(`POST ${GUEST_CALL}`);
    expect(guest).toBeGreaterThan(-1);
    expect(requested.indexOf(`GET ${MENU_CALL}`)).toBeLessThan(guest);
  });
});
