import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectConsoleErrors, enterAsGuest } from './support';

/**
 * The delivery address screens against the real server and its offline gazetteer, on a phone (ordering.md §2
 * "Delivery address list", "Address search", §5 "New address form", §7 Orders, §8 "An address save error shows
 * the server's message under the form"). A guest (the server keeps a session for guests, so it may save
 * addresses) builds a cart with the app's own flows, then adds and chooses an address.
 */
const PALERMO = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo' };
const ADDRESS_LIST = '/checkout/datos-de-entrega';
const ADDRESS_SEARCH = '/checkout/buscar-direccion';

const option = (scope: Locator, name: string) =>
  scope.locator('label.product-option').filter({ has: scope.page().getByText(name, { exact: true }) });

async function addSteak(page: Page) {
  await page.goto(`/menu/${PALERMO.id}/${PALERMO.storeId}/product/PAR-001`);
  const dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
  await expect(dialog).toBeVisible();
  await option(dialog, 'Jugoso').click();
  await option(dialog, 'Papas fritas').click();
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  await expect(page.locator('.product-overlay')).toHaveCount(0);
}

/** The persisted order slice (idb-keyval's `persist:root`), as the cart saved it. */
async function persistedOrder(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown> | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('persist:root');
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result?.order as Record<string, unknown>) ?? null);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

test.describe('delivery address (phone)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test("a guest adds an address through the gazetteer's autocomplete, a malformed phone is refused at its field, a label the server refuses shows its message, then the address and its delivery option reach the cart", async ({
    page,
  }) => {
    // Two full loads and a dozen server round trips: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    await enterAsGuest(page);
    await addSteak(page);

    // CHECKOUT_ADDRESS: a guest has no saved address yet.
    await page.goto(ADDRESS_LIST);
    await expect(page.getByText('No tienes direcciones agregadas')).toBeVisible();
    await page.getByRole('button', { name: 'Agregar una nueva dirección' }).click();
    await expect(page).toHaveURL(ADDRESS_SEARCH);

    // The autocomplete: 4 characters ask nothing; more than 5 ask after the debounce.
    const search = page.getByRole('combobox', { name: 'Dirección' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar dirección');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/maps/autocomplete'))
        asked.push(new URL(request.url()).searchParams.get('input') ?? '');
    });
    await search.fill('Hond');
    await page.waitForTimeout(600);
    expect(asked).toEqual([]);
    await expect(search).toHaveAttribute('aria-expanded', 'false');

    await search.fill('Calle que no existe 999');
    const list = page.getByRole('listbox', { name: 'Sugerencias' });
    await expect(list.getByRole('option', { name: 'No se encontraron resultados' })).toBeVisible();
    await expect(list.getByRole('option', { name: 'Seleccionar en el mapa' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await search.fill('Honduras 48');
    const honduras = list.getByRole('option', { name: /Honduras 4850/ });
    await expect(honduras).toBeVisible();
    expect(asked.at(-1)).toBe('Honduras 48');
    await honduras.click();

    // The chip and the form: the server names a guest 'Invitado' but gives no phone, so only the phone is asked
    // (with +54 by default).
    await expect(page.getByRole('button', { name: /Quitar la dirección Honduras 4850/ })).toBeVisible();
    const form = page.getByRole('form', { name: 'Nueva dirección' });
    await expect(form.getByLabel('Código de país')).toHaveValue('+54');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Por favor, ingrese una etiqueta para su dirección')).toBeVisible();
    await expect(form.getByLabel('Nombre')).toHaveCount(0);
    await expect(form.getByText('Por favor, ingrese un teléfono')).toBeVisible();
    await expect(form.getByText('Por favor, ingrese instrucciones de entrega')).toBeVisible();
    await expect(form.getByLabel('Etiqueta tu dirección')).toHaveAttribute('aria-invalid', 'true');
    // Issue 12: the focus goes to the first invalid field.
    await expect(form.getByLabel('Etiqueta tu dirección')).toBeFocused();

    // A malformed phone is refused by the form itself, with the server's text, at the field (focused).
    const phone = form.getByLabel('Teléfono');
    await form.getByLabel('Etiqueta tu dirección').fill('Casa');
    await phone.fill('abc');
    await form.getByLabel('Instrucciones de entrega').fill('Timbre 3B');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('El teléfono no es válido');
    await expect(phone).toBeFocused();
    await expect(page).toHaveURL(ADDRESS_SEARCH);

    // The server refuses what the form lets through (a label over 60 characters): its message under the form,
    // nothing typed lost, still on the search.
    const longTag = 'Casa de la abuela, la de la puerta verde al lado de la panadería';
    await form.getByLabel('Etiqueta tu dirección').fill(longTag);
    await phone.fill('12');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('1155550000');
    await form.getByRole('button', { name: 'Guardar' }).click();
    const refusal = form.getByRole('alert').filter({ hasText: 'El texto no puede superar 60 caracteres' });
    await expect(refusal).toBeVisible();
    await expect(form).toHaveAttribute('aria-describedby', (await refusal.getAttribute('id')) ?? '');
    await expect(page).toHaveURL(ADDRESS_SEARCH);
    await expect(form.getByLabel('Etiqueta tu dirección')).toHaveValue(longTag);
    await expect(phone).toHaveValue('1155550000');
    await expect(form.getByLabel('Instrucciones de entrega')).toHaveValue('Timbre 3B');

    await form.getByLabel('Etiqueta tu dirección').fill('Casa');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL('/checkout');

    // The cart keeps the saved address and the estimate's first option (Palermo to Honduras 4850: Moto).
    await expect
      .poll(async () => (await persistedOrder(page))?.address as Record<string, unknown> | undefined)
      .toMatchObject({ tag: 'Casa', addressName: expect.stringContaining('Honduras 4850') });
    const order = await persistedOrder(page);
    expect(order?.deliveryOption).toMatchObject({ id: 'moto', tipo: 'Moto' });
    expect(typeof (order?.address as { deliveryAddressId?: unknown } | undefined)?.deliveryAddressId).toBe(
      'string',
    );

    // Back on CHECKOUT_ADDRESS the new address is listed with its label; choosing it goes back to CHECKOUT.
    await page.goto(ADDRESS_LIST);
    const saved = page.getByRole('button', { name: /Casa/ });
    await expect(saved).toBeVisible();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await saved.click();
    await expect(page).toHaveURL('/checkout');
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
});
