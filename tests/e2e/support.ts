import type { ConsoleMessage, Page } from '@playwright/test';

/** Collects console errors and uncaught page errors, so a test can assert the shell logs none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Enters as a guest from the welcome screen and waits for the branch selection. */
export async function enterAsGuest(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Explorar sin beneficios' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'Selecciona tu sucursal' }).waitFor();
}

/** Waits until the splash (2 s, then 1 s settle) has gone so the shell is interactive. */
export async function waitForSplashToEnd(page: Page) {
  await page
    .locator('[data-splash="showing"]')
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
}
