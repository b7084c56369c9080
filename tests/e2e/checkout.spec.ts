import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatCurrency } from '../../machines/rules/format';
import { branchTime, PALERMO } from './checkout-support';
import { collectConsoleErrors, enterAsGuest } from './support';

/**
 * CHECKOUT against the real server, on a phone (ordering.md §2 "Checkout", §4 "Consume type at checkout", §5
 * "Pick-up time", §6 guest, §9). A guest builds a cart with the app's own flows (product overlay → ORDER_SUMMARY →
 * 'Confirmar orden'); the totals on CHECKOUT are compared with the answer of the app's own POST /api/pedido/quote.
 */
const option = (scope: Locator, name: string) =>
  scope.locator('label.product-option').filter({ has: scope.page().getByText(name, { exact: true }) });

async function addSteak(page: Page) {
  await page.goto(`/menu/${PALERMO.id}/${PALERMO.storeId}/product/PAR-001`);
  const dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
  // A loaded machine (seven people on two cores) may take a while to answer the first product.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await option(dialog, 'Jugoso').click();
  await option(dialog, 'Papas fritas').click();
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  await expect(page.locator('.product-overlay')).toHaveCount(0);
}

test.describe('checkout (phone)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test("a guest: promo after 1 s and modal after 2 s (once), 'Para llevar' with the pick-up rules, the server's totals", async ({
    page,
  }) => {
    // The guest timers are waited for in real time, and the machine is shared: more than the default 30 s.
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    await enterAsGuest(page);
    await addSteak(page);
    await page.getByRole('region', { name: 'Tu orden' }).getByRole('button', { name: 'Ver orden' }).click();
    await expect(page).toHaveURL('/resumen-de-orden');
    const opened = Date.now();
    await page
      .getByRole('region', { name: 'Tu orden' })
      .getByRole('button', { name: 'Confirmar orden' })
      .click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { name: 'Mi orden' })).toBeVisible();

    // §6: the promo (1 s), then the registration modal (2 s) as a bottom drawer with the focus inside.
    const promo = page.getByTestId('guest-promo');
    await expect(promo).toBeVisible();
    await expect(promo).toHaveText(
      /^¡Este beneficio es solo para ti! 🎁 Regístrate antes de pagar y recibe \$\s[\d.,]+ en puntos de forma exclusiva\.$/,
    );
    const modal = page.getByRole('dialog', { name: '¡Mejorá tu experiencia!' });
    await expect(modal).toBeVisible();
    expect(Date.now() - opened).toBeGreaterThanOrEqual(2000);
    await expect(page.locator('.modal--drawer')).toBeVisible();
    await expect(modal.getByRole('button', { name: /^Registrarme con / })).toBeVisible();
    await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await modal.getByRole('button', { name: 'Continuar sin registrarme' }).click();
    await expect(modal).toHaveCount(0);

    // The chooser is a radio group with Palermo's three systems; 'Enviar orden' without a choice says so.
    const types = page.getByRole('radiogroup', { name: 'Tipo de consumición' });
    await expect(types.getByRole('radio')).toHaveCount(3);
    await page.getByRole('button', { name: 'Enviar orden' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Debe seleccionar un tipo de consumo' }),
    ).toBeVisible();

    // 'Para llevar': the pick-up input, its note; 14 minutes ahead is too early, an hour ahead is accepted.
    const quoted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/pedido/quote' && r.status() === 200,
    );
    await types.getByRole('radio', { name: 'Para llevar' }).check();
    await expect(types.getByRole('radio', { name: 'Para llevar' })).toBeChecked();
    await expect(
      page.getByText('Ten en cuenta que podrían producirse demoras en momentos de alta demanda en el local.'),
    ).toBeVisible();
    const pickUp = page.getByLabel('Horario de retiro');
    await pickUp.fill(branchTime(5));
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'El horario debe ser al menos 15 minutos después del momento actual' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Enviar orden' }).click();
    // Issue 12: a time is chosen, so one message, the right one, at the field (not 'Debe seleccionar una hora de
    // retiro' under the form).
    await expect(
      page.getByText('El horario debe ser al menos 15 minutos después del momento actual'),
    ).toHaveCount(1);
    await expect(page.getByText('Debe seleccionar una hora de retiro')).toHaveCount(0);
    await expect(pickUp).toHaveAttribute('aria-invalid', 'true');
    await pickUp.fill(branchTime(60));
    await expect(
      page.getByText('El horario debe ser al menos 15 minutos después del momento actual'),
    ).toHaveCount(0);
    await expect(page.getByText('Debe seleccionar una hora de retiro')).toHaveCount(0);

    // The totals are the server's quote for takeaway (a guest has no points): subtotal = total to pay.
    const quote = (await (await quoted).json()) as { data: { subtotal: number; total: number } };
    await expect(page.getByTestId('checkout-subtotal')).toHaveText(formatCurrency(quote.data.subtotal));
    await expect(page.getByTestId('checkout-total')).toHaveText(formatCurrency(quote.data.total));
    await expect(page.getByTestId('payment-method')).toHaveText('Mercado Pago');

    // Once per draftOrderId: opening CHECKOUT again shows the promo but not the modal.
    await page.reload();
    await expect(page.getByTestId('guest-promo')).toBeVisible();
    await page.waitForTimeout(2500);
    await expect(page.getByRole('dialog', { name: '¡Mejorá tu experiencia!' })).toHaveCount(0);
    // The choice and the pick-up time survived the reload (the cart's persisted order).
    await expect(page.getByRole('radio', { name: 'Para llevar' })).toBeChecked();
    await expect(page.getByLabel('Horario de retiro')).not.toHaveValue('');
    expect(errors).toEqual([]);
  });
});
