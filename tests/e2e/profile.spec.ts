import { expect, type Page, test } from '@playwright/test';
import { api, collectConsoleErrors, openOrigin, persistUser } from './support';

/**
 * Profile completion (accounts.md §2.5, §4.7, §6), support (§2.6) and the terms screen, against the real
 * server.
 *
 * Signing in: the app learns its user from the persisted state (IndexedDB `persist:root`) and then refreshes
 * it with GET /user/{id}; it does not ask the server who is signed in. So each test signs in with
 * POST /api/login from inside the page (the browser keeps the session cookie; an in-page fetch also works
 * for b2b.localhost, which Node's resolver may not know), stores the answered user in `persist:root`
 * exactly as the app does, and only then opens the app. Both happen on a JSON URL of the same origin, so
 * the app is not running while its storage is written.
 */

const PASSWORD = 'Demo1234';

function origins() {
  const base = new URL(test.info().project.use.baseURL ?? 'http://localhost:4173');
  return { b2c: base.origin, b2b: `${base.protocol}//b2b.localhost:${base.port}` };
}

async function signIn(page: Page, origin: string, email: string) {
  await openOrigin(page, origin);
  const { data: user } = await api(page, '/login', { email, password: PASSWORD });
  await persistUser(page, user);
  await page.goto(`${origin}/`);
}

/** A new verified b2c user without phone, gender and birth date (sign-up, code from the dev outbox). */
async function registerFreshUser(page: Page, origin: string): Promise<string> {
  const email = `perfil.${Date.now()}.${test.info().project.name}@example.com`;
  await openOrigin(page, origin);
  await api(page, '/register', { name: 'Lucía Fernández', email, password: PASSWORD });
  await api(page, '/register/sentMail', { email });
  const { data: mails } = (await api(page, `/dev/outbox?email=${encodeURIComponent(email)}`)) as {
    data: Array<{ code: string | null }>;
  };
  const code = mails.find((m) => m.code)?.code;
  expect(code, 'the verification code is in the outbox').toMatch(/^\d{4}$/);
  await api(page, '/register/mailVerified', { email, codigoValidacion: code });
  return email;
}

const profileDialog = (page: Page) => page.getByRole('dialog', { name: 'Completa tus datos' });

test.describe('profile completion (b2c)', () => {
  test('a registered user missing data sees the prompt, can dismiss it, completes it and is congratulated', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const { b2c } = origins();
    const email = await registerFreshUser(page, b2c);
    await signIn(page, b2c, email);

    const dialog = profileDialog(page);
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await expect(dialog.getByText('¡Te faltan 3 datos más para obtener tu 10%! ✨')).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect(dialog.getByLabel('Teléfono')).toHaveValue('+54');
    await expect(dialog.getByText('Formato: +54 seguido del código de área y número')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await page.screenshot({
      path: test.info().outputPath(`profile-completion-${test.info().project.name}.png`),
    });

    // b2c may dismiss it; it is asked again on the next visit.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 6000 });

    await dialog.getByLabel('Fecha de nacimiento').fill('1992-04-17');
    await dialog.getByRole('radio', { name: 'Femenino' }).check({ force: true });
    await expect(dialog.getByText('¡Solo te falta un último dato! ✨')).toBeVisible();
    // "+" and 11 characters passes while typing but not on submit (accounts.md §5.3).
    await dialog.getByLabel('Teléfono').fill('+5411555501');
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog.getByText('El número de teléfono está incompleto')).toBeVisible();
    await expect(dialog.getByLabel('Teléfono')).toHaveValue('+5411555501');
    await expect(page.getByRole('button', { name: 'Confirmar' })).toBeDisabled();

    await dialog.getByLabel('Teléfono').fill('+5491155550123');
    await page.getByRole('button', { name: 'Confirmar' }).click();

    const congratulations = page.getByRole('dialog', { name: '¡Felicidades! 🎉' });
    await expect(congratulations).toBeVisible();
    await expect(page.getByTestId('confetti')).toBeAttached();
    await page.screenshot({
      path: test.info().outputPath(`congratulations-${test.info().project.name}.png`),
    });
    await congratulations.getByRole('button', { name: 'Comenzar a ganar' }).click();
    await expect(congratulations).toBeHidden();
    await expect(page.getByTestId('confetti')).toHaveCount(0);

    // The server holds the data, and the prompt does not come back.
    const { data: user } = (await api(page, '/session/64b7f0a1c2d3e4f5a6b7c801')) as {
      data: Record<string, unknown>;
    };
    expect(user).toMatchObject({ phoneNumber: '+5491155550123', gender: 'Female', birthDate: '1992-04-17' });
    await page.reload();
    await page.waitForTimeout(3500);
    await expect(profileDialog(page)).toHaveCount(0);
    // The JSON page used for signing in makes the browser ask for /favicon.ico; that 404 is not the app's.
    expect(errors.filter((e) => !e.includes('/favicon.ico'))).toEqual([]);
  });
});

test.describe('profile completion (b2b)', () => {
  test('the company data prompt cannot be dismissed by Escape or the overlay', async ({ page }) => {
    const { b2b } = origins();
    await signIn(page, b2b, 'incompleto@b2b.demo.com');

    const dialog = profileDialog(page);
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await expect(dialog.getByText('¡Te faltan 6 datos más para continuar! ✨')).toBeVisible();
    await expect(dialog.getByLabel('Nombre completo')).toHaveValue('Sergio Acosta');
    await expect(dialog.getByLabel('CUIT')).toBeVisible();
    await expect(dialog.getByText('Ingresa solo números, sin guiones ni espacios')).toBeVisible();
    await expect(dialog.getByLabel('Razón social')).toBeVisible();
    await expect(dialog.getByLabel('Nombre de la empresa')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`profile-completion-b2b-${test.info().project.name}.png`),
    });

    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8); // the overlay, outside the dialog or drawer
    await page.waitForTimeout(500);
    await expect(dialog).toBeVisible();
    if (test.info().project.name === 'phone') {
      // A drawer that cannot be dismissed resists: 200 px of drag moves it a tenth and never closes it.
      const handle = (await page.locator('.drawer__grab').boundingBox()) ?? {
        x: 0,
        y: 0,
        width: 0,
        height: 0,
      };
      const sheet = page.locator('.drawer__sheet');
      const top = (await sheet.boundingBox())?.y ?? 0;
      await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) {
        await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + step * 20);
        await page.waitForTimeout(30);
      }
      const moved = ((await sheet.boundingBox())?.y ?? 0) - top;
      expect(moved).toBeGreaterThan(10);
      expect(moved).toBeLessThan(30);
      await page.mouse.up();
      await page.waitForTimeout(500);
      await expect(dialog).toBeVisible();
    }

    // While typing vs on submit: an emptied company name says "…es obligatorio".
    await dialog.getByLabel('Nombre de la empresa').fill('X');
    await expect(dialog.getByText('El nombre de la empresa debe tener al menos 2 caracteres')).toBeVisible();
    await dialog.getByLabel('Nombre de la empresa').fill('');
    await expect(dialog.getByText('El nombre de la empresa es obligatorio')).toBeVisible();
  });
});

test.describe('support', () => {
  test('refuses short input with the spec messages keeping the text, then sends', async ({ page }) => {
    const { b2c } = origins();
    await signIn(page, b2c, 'demo@demo.com');
    await page.goto(`${b2c}/perfil/ayuda/soporte`);
    await expect(page.getByRole('heading', { name: 'Soporte' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Envíanos tu consulta' })).toBeVisible();

    const subject = page.getByLabel('Asunto');
    const message = page.getByLabel('Mensaje');
    const send = page.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();

    await subject.fill('Ho');
    await message.fill('Mi pedido llegó frío');
    await expect(page.getByText('Por favor ingresa un asunto')).toBeVisible();
    await expect(page.getByText('El mensaje debe tener al menos 100 caracteres.')).toBeVisible();
    await expect(send).toBeDisabled();
    await subject.press('Enter');
    await expect(subject).toHaveValue('Ho');
    await expect(message).toHaveValue('Mi pedido llegó frío');

    const subjectText = `Pedido demorado ${Date.now()}`;
    await subject.fill(subjectText);
    await message.fill(
      'Mi pedido llegó frío y sin la bebida que había pedido. Quisiera saber si pueden revisar lo que pasó con la entrega y si corresponde algún reintegro.',
    );
    await expect(page.getByText('Por favor ingresa un asunto')).toHaveCount(0);
    await expect(page.getByText('El mensaje debe tener al menos 100 caracteres.')).toHaveCount(0);
    await send.click();

    await expect(page.getByRole('heading', { name: 'Tu mensaje se envió correctamente' })).toBeVisible();
    await expect(
      page.getByText('El equipo de soporte analizará tu mensaje y se pondrá en contacto de ser necesario.'),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`support-sent-${test.info().project.name}.png`) });
    const { data: mails } = (await api(page, '/dev/outbox?email=demo@demo.com')) as {
      data: Array<{ subject: string; text: string }>;
    };
    expect(mails.some((m) => `${m.subject} ${m.text}`.includes(subjectText))).toBe(true);

    await page.getByRole('button', { name: 'Enviar otro mensaje' }).click();
    await expect(page.getByLabel('Asunto')).toHaveValue('');
    await expect(page.getByLabel('Mensaje')).toHaveValue('');
  });
});

test.describe('terms and privacy', () => {
  test("show the brand's texts as plain paragraphs", async ({ page }) => {
    const { b2c } = origins();
    await openOrigin(page, b2c);
    const { data: brand } = (await api(page, '/marca/localhost')) as {
      data: { termsAndConditions: string; privacyPolicy: string };
    };
    await signIn(page, b2c, 'demo@demo.com');
    await page.goto(`${b2c}/perfil/terminos`);
    await expect(page.getByRole('heading', { name: 'Términos y condiciones' })).toBeVisible();
    const firstTerms = brand.termsAndConditions
      .split('\n')
      .find((line) => line.trim())!
      .trim();
    await expect(page.getByRole('article').locator('p').first()).toHaveText(firstTerms);
    await page.goto(`${b2c}/perfil/privacidad`);
    await expect(page.getByRole('heading', { name: 'Política de privacidad' })).toBeVisible();
    const firstPrivacy = brand.privacyPolicy
      .split('\n')
      .find((line) => line.trim())!
      .trim();
    await expect(page.getByRole('article').locator('p').first()).toHaveText(firstPrivacy);
  });
});
