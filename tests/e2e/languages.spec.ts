import { expect, type Page, type Request, test } from '@playwright/test';
import { api, collectConsoleErrors, enterAsGuest, persistUser, waitForSplashToEnd } from './support';

/**
 * Languages (accounts.md §2.6, §4.11, §9; docs/i18n.md), against the real server: the UI catalogue switches
 * the whole shell and the account screens, `<html lang>` follows, the choice survives a reload and a
 * sign-out, only the chosen language's chunk is downloaded, and brand content goes through the server's
 * engine (Apertium, installed by `npm test` like Chromium) with its translations cached across reloads. The
 * header points badge of a registered diner carries the language's unit (PTS, PKT) in its locale's format.
 */

const catalogueChunk = (language: string) => new RegExp(`/assets/${language}-[\\w-]+\\.js$`);

/** Records the URLs of the requests a page makes, from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

/**
 * The translation calls of a page: `quiet()` resolves once none is on its way and none started for 700 ms
 * (longer than the language flow's 500 ms preload delay and its 50 ms gap between batches), so every text the
 * app asked for so far has been answered and stored.
 */
function watchTranslations(page: Page) {
  const open = new Set<Request>();
  let lastActivity = Date.now();
  const isTranslation = (request: Request) => request.url().endsWith('/api/translations');
  page.on('request', (request) => {
    if (!isTranslation(request)) return;
    open.add(request);
    lastActivity = Date.now();
  });
  const settle = (request: Request) => {
    if (!open.delete(request)) return;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    quiet: () =>
      expect.poll(() => open.size === 0 && Date.now() - lastActivity > 700, { timeout: 15_000 }).toBe(true),
  };
}

async function chooseLanguage(page: Page, label: RegExp | string, name: string) {
  await page.getByLabel(label).selectOption({ label: name });
}

/** The first paragraph of the brand's terms, as the page shows it. */
const firstTermsParagraph = (page: Page) => page.getByRole('article').locator('p').first();

test.describe('switching the language on PROFILE', () => {
  test('English: the shell and the account screens, <html lang>, one chunk; kept after reload and sign-out', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const requests = recordRequests(page);
    await enterAsGuest(page);
    await page.goto('/perfil');
    await waitForSplashToEnd(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
    expect(requests.filter((url) => /\/assets\/(en|pt|fr|de|it|zh)-/.test(url))).toEqual([]);

    await chooseLanguage(page, 'Cambiar idioma', 'English');
    await expect(page.getByRole('heading', { name: 'Current language' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Points' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
    // Only the English catalogue was downloaded, once.
    expect(requests.filter((url) => catalogueChunk('en').test(url))).toHaveLength(1);
    expect(requests.filter((url) => /\/assets\/(pt|fr|de|it|zh)-/.test(url))).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`profile-en-${test.info().project.name}.png`) });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Current language' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en');

    // Signing out keeps the language: AUTH and SIGN_IN are in English.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Do you want to log out?' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in with email' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  });

  test('German: the catalogue in German, brand content stays Spanish (no engine), told on PROFILE', async ({
    page,
  }) => {
    await enterAsGuest(page);
    await page.goto('/perfil');
    await waitForSplashToEnd(page);
    await chooseLanguage(page, 'Cambiar idioma', 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Aktuelle Sprache' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();

    const spanishTerms = await firstTermsSpanish(page);
    await page.getByRole('link', { name: 'AGB' }).click();
    await expect(firstTermsParagraph(page)).toHaveText(spanishTerms);
    await page.goBack();
    await expect(
      page.getByText('Speisekarten und Texte der Marke werden in dieser Sprache auf Spanisch angezeigt.'),
    ).toBeVisible();
  });
});

/** The brand's first terms paragraph, in Spanish, from the API. */
async function firstTermsSpanish(page: Page): Promise<string> {
  const brand = await page.evaluate(async () => (await fetch('/api/marca/localhost')).json());
  const terms = (brand.data ?? brand).termsAndConditions as string;
  return terms
    .split('\n')
    .find((line) => line.trim())!
    .trim();
}

test.describe('brand content in English', () => {
  test('goes through the engine, differs from the Spanish, and comes back from the cache after a reload', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const translations = watchTranslations(page);
    await enterAsGuest(page);
    await page.goto('/perfil');
    await waitForSplashToEnd(page);
    const spanish = await firstTermsSpanish(page);
    await chooseLanguage(page, 'Cambiar idioma', 'English');
    await expect(page.getByRole('heading', { name: 'Current language' })).toBeVisible();

    const translated = page.waitForResponse((r) => r.url().endsWith('/api/translations') && r.ok());
    await page.getByRole('link', { name: 'Terms and conditions' }).click();
    await translated;
    const paragraph = firstTermsParagraph(page);
    await expect(paragraph).not.toHaveText(spanish);
    const english = (await paragraph.textContent())?.trim() ?? '';
    expect(english.length).toBeGreaterThan(spanish.length / 2);
    expect(english).not.toMatch(/[*#@]\p{L}/u); // Apertium's unknown-word marks never reach a diner

    // Everything asked so far (the terms, and the common interface texts the flow preloads 500 ms after the
    // switch) has been answered and stored; a reload during the preload would ask for the rest again.
    await translations.quiet();
    // After a reload the same English shows from the persisted cache, with no call to the service.
    const requests = recordRequests(page);
    await page.reload();
    await expect(firstTermsParagraph(page)).toHaveText(english);
    await page.waitForTimeout(600); // longer than the 250 ms queue debounce
    expect(requests.filter((url) => url.endsWith('/api/translations'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('offline: only cached translations, no calls and no error toasts', async ({ page, context }) => {
    await enterAsGuest(page);
    await page.goto('/perfil');
    await waitForSplashToEnd(page);
    await chooseLanguage(page, 'Cambiar idioma', 'English');
    await expect(page.getByRole('heading', { name: 'Current language' })).toBeVisible();

    await context.setOffline(true);
    const requests = recordRequests(page);
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
    const paragraph = firstTermsParagraph(page);
    await expect(paragraph).not.toBeEmpty();
    await page.waitForTimeout(1500);
    expect(requests.filter((url) => url.includes('/api/translations'))).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a service answering garbage leaves the Spanish text in place, never a blank', async ({ page }) => {
    await page.route('**/api/translations', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"not":"an array"}' }),
    );
    await enterAsGuest(page);
    await page.goto('/perfil');
    await waitForSplashToEnd(page);
    const spanish = await firstTermsSpanish(page);
    await chooseLanguage(page, 'Cambiar idioma', 'English');
    await page.getByRole('link', { name: 'Terms and conditions' }).click();
    await page.waitForTimeout(1500);
    await expect(firstTermsParagraph(page)).toHaveText(spanish);
  });
});

/**
 * Signs in as the registered demo user the way tests/e2e/profile.spec.ts does (POST /api/login from a JSON page
 * of the same origin, the answered user stored in `persist:root` as the app saves it). Returns the user's
 * availablePoints from the API.
 */
async function signInAsDemoUser(page: Page): Promise<number> {
  await page.goto('/api/marca/localhost'); // a JSON page of the app's origin: the app is not running
  const { data: user } = (await api(page, '/login', { email: 'demo@demo.com', password: 'Demo1234' })) as {
    data: { _id: string };
  };
  await persistUser(page, user);
  const { data: points } = (await api(page, `/points/${user._id}`)) as { data: { availablePoints: number } };
  return points.availablePoints;
}

test.describe('the header points badge', () => {
  test("shows a registered diner's points in the language's unit: PTS, then PKT in German, after a reload too", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const availablePoints = await signInAsDemoUser(page);
    expect(availablePoints).toBeGreaterThan(1000);
    const shown = (locale: string, unit: string) =>
      `${Math.trunc(availablePoints).toLocaleString(locale)} ${unit}`;
    const badge = page.locator('.points-badge');
    const value = badge.locator('.points-badge__value');

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible();
    await waitForSplashToEnd(page);
    await expect(value).toHaveText(shown('es-AR', 'PTS'));
    await expect(page.getByRole('button', { name: `${shown('es-AR', 'PTS')} disponibles` })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Perfil' })
      .click();
    await chooseLanguage(page, 'Cambiar idioma', 'English');
    await expect(page.getByRole('heading', { name: 'Current language' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('button', { name: `${shown('en-US', 'PTS')} available` })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await chooseLanguage(page, 'Change language', 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Aktuelle Sprache' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Start' })
      .click();
    await expect(value).toHaveText(shown('de-DE', 'PKT'));
    await expect(page.getByRole('button', { name: `${shown('de-DE', 'PKT')} verfügbar` })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: `${shown('de-DE', 'PKT')} verfügbar` })).toBeVisible();
    await expect(value).toHaveText(shown('de-DE', 'PKT'));

    // Pressing it opens POINTS.
    await badge.click();
    await expect(page).toHaveURL(/\/puntos$/);
    // The JSON page used for signing in makes the browser ask for /favicon.ico; that 404 is not the app's.
    expect(errors.filter((e) => !e.includes('/favicon.ico'))).toEqual([]);
  });
});

test.describe('a stored language the app does not know', () => {
  test('falls back to Spanish, with a log', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/api/marca/localhost');
    await page.evaluate(() => localStorage.setItem('preferredLanguage', 'klingon'));
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
    expect(warnings.some((w) => w.includes('klingon'))).toBe(true);
  });
});
