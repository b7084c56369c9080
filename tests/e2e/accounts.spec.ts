import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** Unique per test and project, so the two screen sizes never share an account. */
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const uniqueDni = () => String(20_000_000 + Math.floor(Math.random() * 70_000_000));

const field = (page: Page, label: string) =>
  page.locator('.field').filter({ has: page.getByLabel(label, { exact: true }) });
const errorUnder = (page: Page, label: string) => field(page, label).locator('.field__error');

async function latestMail(request: APIRequestContext, email: string) {
  const answer = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { code: string | null; link: string | null }[] };
  return data[0];
}

/** A verified account created through the API (the UI path is covered by the sign-up test). */
async function createAccount(request: APIRequestContext, email: string, password: string) {
  const register = await request.post('/api/register', {
    data: { name: 'Lucía Fernández', email, password },
  });
  expect(register.ok()).toBe(true);
  expect((await request.post('/api/register/sentMail', { data: { email } })).ok()).toBe(true);
  const { code } = await latestMail(request, email);
  expect(
    (await request.post('/api/register/mailVerified', { data: { email, codigoValidacion: code } })).ok(),
  ).toBe(true);
}

test.describe('sign-up with e-mail verification', () => {
  test('sign up → code from the outbox → verify → BASE signed in', async ({ page, request }) => {
    const email = uniqueEmail('alta');
    await page.goto('/auth/registro');
    await expect(page.getByRole('heading', { name: 'Registro' })).toBeVisible();
    await page.getByLabel('Nombre completo', { exact: true }).fill('Lucía Fernández');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Secreta123');
    await expect(page.locator('.password-checklist__item[data-met="true"]')).toHaveCount(5);
    await page.getByRole('button', { name: 'Ingresar' }).click();

    await expect(page).toHaveURL(/\/auth\/registro\/datos-personales$/);
    await expect(page.getByLabel('Nombre completo', { exact: true })).toHaveValue('Lucía Fernández');
    await expect(page.getByLabel('Número de teléfono', { exact: true })).toHaveValue('+54');
    await page.getByLabel('Número de teléfono', { exact: true }).fill('+5491155550101');
    await page.getByLabel('Género', { exact: true }).selectOption({ label: 'Femenino' });
    await page.getByLabel('Fecha de nacimiento', { exact: true }).fill('1992-04-17');
    await expect(page.getByPlaceholder('Ingrese su DNI sin puntos')).toBeVisible();
    await page.getByLabel('DNI', { exact: true }).fill(uniqueDni());
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/verificacion$/);
    await expect(page.getByText('Te enviamos un código a tu email para activar tu cuenta')).toBeVisible();
    await expect(page.getByText('Si no lo visualizas, revisa en la carpeta spam.')).toBeVisible();
    const finish = page.getByRole('button', { name: 'Finalizar' });
    await expect(finish).toBeDisabled();
    const { code } = await latestMail(request, email);
    expect(code).toMatch(/^\d{4}$/);
    // Typing moves from box to box.
    await page.getByLabel('Dígito 1').pressSequentially(code as string);
    await expect(page.getByLabel('Dígito 4')).toHaveValue((code as string)[3]);
    await expect(page.getByLabel('Dígito 4')).toBeFocused();
    await expect(finish).toBeEnabled();
    await finish.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible();
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { name: '¡Hola Lucía Fernández!' })).toBeVisible();
    const pending = await page.evaluate(() => sessionStorage.getItem('unverified_user'));
    expect(pending).toBeNull();
  });

  test('a reload on each step keeps the step and what was typed; only the password is typed again', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('recarga');
    const dni = uniqueDni();
    await page.goto('/auth/registro');
    await page.getByLabel('Nombre completo', { exact: true }).fill('Lucía Fernández');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
    // A reload on SIGN_UP keeps the name and the e-mail (never the password).
    await page.reload();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Nombre completo', { exact: true })).toHaveValue('Lucía Fernández');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Secreta123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/auth\/registro\/datos-personales$/);
    await page.getByLabel('Número de teléfono', { exact: true }).fill('+5491155550101');
    await page.getByLabel('Género', { exact: true }).selectOption({ label: 'Femenino' });
    await page.getByLabel('Fecha de nacimiento', { exact: true }).fill('1992-04-17');
    await page.getByLabel('DNI', { exact: true }).fill(dni);
    // Never the password in storage.
    expect(await page.evaluate(() => sessionStorage.getItem('unverified_user'))).not.toContain('Secreta123');

    // A reload on the personal data step stays on it, everything typed there kept.
    await page.reload();
    await expect(page).toHaveURL(/\/auth\/registro\/datos-personales$/);
    await expect(page.getByLabel('DNI', { exact: true })).toHaveValue(dni);
    await expect(page.getByLabel('Número de teléfono', { exact: true })).toHaveValue('+5491155550101');
    await expect(page.getByLabel('Género', { exact: true })).toHaveValue('Female');
    await expect(page.getByLabel('Fecha de nacimiento', { exact: true })).toHaveValue('1992-04-17');
    // 'Continuar' asks for the password (memory only) on SIGN_UP, the e-mail still there.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/auth\/registro$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Secreta123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/auth\/registro\/datos-personales$/);
    await expect(page.getByLabel('DNI', { exact: true })).toHaveValue(dni);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/verificacion$/);

    // A reload on VERIFY stays there and the e-mailed code still finishes the sign-up.
    await page.reload();
    await expect(page).toHaveURL(/\/verificacion$/);
    await expect(page.getByText('Te enviamos un código a tu email para activar tu cuenta')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
    const { code } = await latestMail(request, email);
    await page.getByLabel('Dígito 1').pressSequentially(code as string);
    await expect(page.getByLabel('Dígito 4')).toHaveValue((code as string)[3]);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('unverified_user'))).toBeNull();
  });

  test('VERIFY has a way out: "Cambiar email", and no screen waits for a code that was never sent', async ({
    page,
    request,
  }) => {
    const typo = uniqueEmail('errata');
    const email = uniqueEmail('corregido');
    await page.goto('/auth/registro');
    await page.getByLabel('Nombre completo', { exact: true }).fill('Tomás Álvarez');
    await page.getByLabel('Email', { exact: true }).fill(typo);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Secreta123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByLabel('Número de teléfono', { exact: true }).fill('+5491155550102');
    await page.getByLabel('Género', { exact: true }).selectOption('Male');
    await page.getByLabel('Fecha de nacimiento', { exact: true }).fill('1990-01-02');
    await page.getByLabel('DNI', { exact: true }).fill(uniqueDni());
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/verificacion$/);
    await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();

    await page.getByRole('button', { name: 'Cambiar email' }).click();
    await expect(page).toHaveURL(/\/auth\/registro$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(typo);
    await page.getByLabel('Email', { exact: true }).fill(email);
    // VERIFY opened now (history, an old tab) has no code for this e-mail: the diner is sent to SIGN_UP
    // instead of waiting for a code that never comes.
    await page.goto('/verificacion');
    await expect(page).toHaveURL(/\/auth\/registro$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Secreta123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/auth\/registro\/datos-personales$/);
    await expect(page.getByLabel('Número de teléfono', { exact: true })).toHaveValue('+5491155550102');
    // The abandoned sign-up under the mistyped e-mail still holds its DNI on the server: another one.
    await page.getByLabel('DNI', { exact: true }).fill(uniqueDni());
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/verificacion$/);
    const { code } = await latestMail(request, email);
    expect(code).toMatch(/^\d{4}$/);
    // The header's back keeps the personal data as typed.
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/auth\/registro\/datos-personales$/);
    await expect(page.getByLabel('Número de teléfono', { exact: true })).toHaveValue('+5491155550102');
  });

  test('the verification boxes: paste fills all four, backspace on an empty box goes back', async ({
    page,
  }) => {
    const email = uniqueEmail('cajas');
    await page.goto('/auth/registro');
    await page.getByLabel('Nombre completo', { exact: true }).fill('Tomás Álvarez');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Secreta123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByLabel('Número de teléfono', { exact: true }).fill('+5491155550102');
    await page.getByLabel('Género', { exact: true }).selectOption('Male');
    await page.getByLabel('Fecha de nacimiento', { exact: true }).fill('1990-01-02');
    await page.getByLabel('DNI', { exact: true }).fill(uniqueDni());
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/verificacion$/);

    const first = page.getByLabel('Dígito 1');
    await first.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', '1234');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
      );
    });
    for (const [i, digit] of ['1', '2', '3', '4'].entries()) {
      await expect(page.getByLabel(`Dígito ${i + 1}`)).toHaveValue(digit);
    }
    await page.getByLabel('Dígito 4').press('Backspace');
    await expect(page.getByLabel('Dígito 4')).toHaveValue('');
    await page.getByLabel('Dígito 4').press('Backspace');
    await expect(page.getByLabel('Dígito 3')).toBeFocused();
    await expect(page.getByLabel('Dígito 3')).toHaveValue('');
    await page.getByLabel('Dígito 2').press('Enter');
    await expect(page.getByText('Completa los 4 digitos')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
  });
});

test.describe('sign-in', () => {
  test('a wrong password shows the server message under the password field', async ({ page }) => {
    await page.goto('/auth/inicio-de-sesion');
    await expect(page.getByRole('heading', { name: 'Inicio de sesión' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('Demo@Demo.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Equivocada1');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(errorUnder(page, 'Contraseña')).toHaveText('La contraseña es incorrecta');
    await expect(errorUnder(page, 'Email')).toHaveCount(0);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('Demo@Demo.com');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('Equivocada1');
    await expect(page).toHaveURL(/\/auth\/inicio-de-sesion$/);
  });

  test('an unknown e-mail is answered under the e-mail field; the right password signs in', async ({
    page,
  }) => {
    await page.goto('/auth/inicio-de-sesion');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nadie'));
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(errorUnder(page, 'Email')).toHaveText('No existe una cuenta con este email');
    await page.getByLabel('Email', { exact: true }).fill('demo@demo.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible();
  });
});

test.describe('password recovery', () => {
  test('forgot password → link from the outbox → new password → signed in', async ({ page, request }) => {
    const email = uniqueEmail('olvido');
    await createAccount(request, email, 'Vieja1234');
    await page.goto('/auth/inicio-de-sesion');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/reestablecer-cuenta$/);
    await expect(
      page.getByRole('heading', { name: 'Te enviamos un email para reestablecer tu cuenta' }),
    ).toBeVisible();
    await expect(page.getByText('Si no lo visualizas, revisa en la carpeta spam.')).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('auth_recover_password_email'));
    expect(stored).toBe(email);

    await page.getByRole('button', { name: 'Reenviar' }).click();
    await expect(page.getByRole('button', { name: 'Reenviar' })).toBeEnabled();
    const { link } = await latestMail(request, email);
    expect(link).toMatch(/\/forgotpassword\/resetpassword\/[^/]+\/[^/]+$/);
    await page.goto(new URL(link as string).pathname);
    await expect(page.getByRole('heading', { name: 'Creá una nueva contraseña' })).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('Nueva1234');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Nueva1234');
    await page.getByRole('button', { name: 'Guardar e iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_recover_password_email'))).toBeNull();
  });

  test('a used link opened in a fresh browser says so at once and e-mails a new link', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('enlace');
    await createAccount(request, email, 'Vieja1234');
    expect((await request.post('/api/forgotpassword', { data: { email } })).ok()).toBe(true);
    const used = new URL((await latestMail(request, email)).link as string).pathname;
    // Spent elsewhere (another device): this browser stored no recovery e-mail.
    const spent = await request.post(`/api${used}`, {
      data: { password: 'Otra12345', password2: 'Otra12345' },
    });
    expect(spent.ok()).toBe(true);
    const outbox = async () =>
      (await (await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`)).json()).data
        .length as number;
    const before = await outbox();

    await page.goto(used);
    await expect(
      page.getByRole('heading', {
        name: 'El enlace para reestablecer la contraseña no es válido o ya venció.',
      }),
    ).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Enviarme un nuevo enlace' }).click();
    await expect(
      page.getByRole('heading', { name: 'Hemos enviado un nuevo enlace de recuperación a su correo.' }),
    ).toBeVisible();
    await expect.poll(outbox).toBe(before + 1);
    const fresh = new URL((await latestMail(request, email)).link as string).pathname;
    expect(fresh).not.toBe(used);
    await page.goto(fresh);
    await expect(page.getByRole('heading', { name: 'Creá una nueva contraseña' })).toBeVisible();
  });

  test('a link that fails on saving e-mails a new one to the stored address and says so', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('vencido');
    await createAccount(request, email, 'Vieja1234');
    await page.goto('/auth/inicio-de-sesion');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/reestablecer-cuenta$/);
    const link = new URL((await latestMail(request, email)).link as string).pathname;
    await page.goto(link);
    await page.getByLabel('Contraseña', { exact: true }).fill('Nueva1234');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Nueva1234');
    // Spent in another tab while this one was typing.
    expect(
      (await request.post(`/api${link}`, { data: { password: 'Otra12345', password2: 'Otra12345' } })).ok(),
    ).toBe(true);
    const before = (await (await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`)).json())
      .data.length as number;
    await page.getByRole('button', { name: 'Guardar e iniciar sesión' }).click();
    await expect(
      page.getByText(
        'No se pudo cambiar su contraseña. Hemos enviado un nuevo enlace de recuperación a su correo',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('Nueva1234');
    const after = (await (await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`)).json())
      .data.length as number;
    expect(after).toBe(before + 1);
  });
});

test.describe('every form refuses invalid input with the spec message and keeps what was typed', () => {
  test('sign-in and forgot password', async ({ page }) => {
    await page.goto('/auth/inicio-de-sesion');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(errorUnder(page, 'Email')).toHaveText('Ingrese su email para recuperar su contraseña.');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(errorUnder(page, 'Email')).toHaveText('Por favor ingresa su email');
    await expect(errorUnder(page, 'Contraseña')).toHaveText('Por favor ingresa una contraseña');
    await page.getByLabel('Email', { exact: true }).fill('lucia@@example.com');
    await expect(errorUnder(page, 'Email')).toHaveText('Por favor ingresa un email válido');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(errorUnder(page, 'Email')).toHaveText('Por favor ingresa un email válido');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('lucia@@example.com');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // The show/hide toggle reveals the password.
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
  });

  test('sign-up, personal data and the new password', async ({ page, request }) => {
    await page.goto('/auth/registro');
    await page.getByLabel('Nombre completo', { exact: true }).fill('Lucía');
    await page.getByLabel('Email', { exact: true }).fill('lucia@example.c');
    await page.getByLabel('Contraseña', { exact: true }).fill('secreta1');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('secreta2');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(errorUnder(page, 'Nombre completo')).toHaveText('Ingrese su nombre completo');
    await expect(errorUnder(page, 'Email')).toHaveText('Por favor ingresa un email válido');
    await expect(errorUnder(page, 'Contraseña')).toHaveText(
      'Tu contraseña debe incluir por lo menos una letra mayúscula y una minúscula',
    );
    await expect(errorUnder(page, 'Confirmar contraseña')).toHaveText('Las contraseñas no coinciden');
    await expect(page.getByLabel('Nombre completo', { exact: true })).toHaveValue('Lucía');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('lucia@example.c');

    // The demo account's e-mail is taken.
    await page.getByLabel('Nombre completo', { exact: true }).fill('Lucía Fernández');
    await page.getByLabel('Email', { exact: true }).fill('demo@demo.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreta123');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Secreta123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(errorUnder(page, 'Email')).toHaveText('Este email ya está registrado');

    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('invalido'));
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/auth\/registro\/datos-personales$/);
    await page.getByLabel('DNI', { exact: true }).fill('11111111');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(errorUnder(page, 'Número de teléfono')).toHaveText(
      'Por favor ingresa un número de teléfono completo',
    );
    await expect(errorUnder(page, 'Género')).toHaveText('Por favor selecciona tu género');
    await expect(errorUnder(page, 'Fecha de nacimiento')).toHaveText(
      'Por favor ingresa tu fecha de nacimiento',
    );
    await expect(errorUnder(page, 'DNI')).toHaveText('Por favor ingresa un DNI válido');
    await expect(page.getByLabel('DNI', { exact: true })).toHaveValue('11111111');

    // The demo user's DNI is taken: the server's "El dni ya está en uso" is shown as "El DNI ya está en uso".
    await page.getByLabel('Número de teléfono', { exact: true }).fill('+5491155550103');
    await page.getByLabel('Género', { exact: true }).selectOption('Other');
    await page.getByLabel('Fecha de nacimiento', { exact: true }).fill('1991-03-04');
    await page.getByLabel('DNI', { exact: true }).fill('34567890');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(errorUnder(page, 'DNI')).toHaveText('El DNI ya está en uso');
    await expect(page).toHaveURL(/\/auth\/registro\/datos-personales$/);

    // A live link (a made-up one is refused when it opens).
    const owner = uniqueEmail('nueva');
    await createAccount(request, owner, 'Vieja1234');
    expect((await request.post('/api/forgotpassword', { data: { email: owner } })).ok()).toBe(true);
    await page.goto(new URL((await latestMail(request, owner)).link as string).pathname);
    await page.getByLabel('Contraseña', { exact: true }).fill('Nueva1234');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Nueva12');
    await page.getByRole('button', { name: 'Guardar e iniciar sesión' }).click();
    await expect(errorUnder(page, 'Confirmar contraseña')).toHaveText('Las contraseñas no coinciden');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('Nueva1234');
  });

  test('opening the personal data step with no pending sign-up goes to BASE (then AUTH)', async ({
    page,
  }) => {
    await page.goto('/auth/registro/datos-personales');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
