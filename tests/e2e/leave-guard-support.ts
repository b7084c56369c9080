import { expect, type Page } from '@playwright/test';
import { enterAsGuest, waitForSplashToEnd } from './support';

/**
 * Shared by the specs of the branch home's leave guard (ordering.md §2 "Leave guard"; menu.spec.ts: the header's
 * back; leave-guard.spec.ts: the browser's back and 'Inicio'): a guest with a Provoleta in the cart on the demo
 * brand's open branch, and the guard's two answers.
 */
export const BRANCH = {
  id: '64b7f0a1c2d3e4f510000001',
  storeId: 'brasa-palermo',
  name: 'Brasa Palermo Soho',
};
export const HOME = `/sucursal/${BRANCH.id}/${BRANCH.storeId}`;
export const LEAVE_TITLE = '¿Queres salir sin enviar el pedido?';

const cartBar = (page: Page) => page.getByRole('region', { name: 'Tu orden' });
const guard = (page: Page) => page.getByRole('dialog', { name: LEAVE_TITLE });

/** A guest on the branch home with a Provoleta in the cart (added from the branch home's product overlay). */
export async function homeWithProvoleta(page: Page) {
  await enterAsGuest(page);
  await page.goto(`${HOME}/product/PAR-014`);
  await waitForSplashToEnd(page);
  await page
    .getByRole('dialog', { name: 'Provoleta' })
    .getByRole('button', { name: 'Agregar al pedido' })
    .click();
  await expect(page).toHaveURL(HOME);
  await expect(cartBar(page).getByText('1 productos seleccionados')).toBeVisible();
}

/** The guard asks (its warning), on the branch home; 'Cancelar' closes it, and the page and the cart stay. */
export async function cancelLeaving(page: Page) {
  await expect(guard(page)).toBeVisible();
  await expect(
    guard(page).getByText('Los pedidos que agregaste se perderán y deberás agregarlos nuevamente.'),
  ).toBeVisible();
  await expect(page).toHaveURL(HOME);
  await guard(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(guard(page)).toHaveCount(0);
  await expect(page).toHaveURL(HOME);
  await expect(cartBar(page).getByText('1 productos seleccionados')).toBeVisible();
}

/** 'Si, salir': the abandoned cart (the Provoleta) is reported (§7), and the app goes to BASE with no cart. */
export async function confirmLeaving(page: Page) {
  const reported = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/activities/update-cart'),
  );
  await guard(page).getByRole('button', { name: 'Si, salir' }).click();
  const body = (await reported).postDataJSON() as { storeId: string; products: Array<{ sku: string }> };
  expect(body.storeId).toBe(BRANCH.storeId);
  expect(body.products.map((p) => p.sku)).toEqual(['PAR-014']);
  await expect(page).toHaveURL('/');
  await expect(cartBar(page)).toHaveCount(0);
}
