import { describe, expect, it } from 'vitest';
import { EmailSent } from '@/src/screens/recover-password/email-sent';
import { NewPasswordForm } from '@/src/screens/recover-password/new-password-form';
import { SignInForm } from '@/src/screens/sign-in/sign-in-form';
import { PasswordChecklist } from '@/src/screens/sign-up/password-checklist';
import { PersonalDataForm } from '@/src/screens/sign-up/personal-data-form';
import { SignUpForm } from '@/src/screens/sign-up/sign-up-form';
import { VerifyForm } from '@/src/screens/verify/verify-form';
import { render, tagsWith } from '../shell/render';

const noop = () => {};
const allMet = { minLength: true, upperCase: true, lowerCase: true, digit: true, matches: true };

describe('SignInForm', () => {
  const props = {
    email: 'lucia@',
    password: 'Secreta123',
    emailError: 'por favor ingresa un email válido',
    passwordError: null,
    isSigningIn: false,
    isRequestingRecovery: false,
    onEmailChange: noop,
    onPasswordChange: noop,
    onSubmit: noop,
    onForgotPassword: noop,
  };

  it('keeps what was typed and shows the message capitalised under the e-mail', () => {
    const { html, text } = render(<SignInForm {...props} />);
    expect(tagsWith(html, 'name="email"')[0]).toContain('value="lucia@"');
    expect(tagsWith(html, 'name="email"')[0]).toContain('aria-invalid="true"');
    expect(tagsWith(html, 'name="password"')[0]).not.toContain('aria-invalid');
    expect(text).toContain('Por favor ingresa un email válido');
    expect(text).toContain('¿Olvidaste tu contraseña?');
    expect(text).toContain('Ingresar');
  });

  it('marks "Ingresar" pending (presses ignored) while signing in', () => {
    const { html } = render(<SignInForm {...props} isSigningIn />);
    const pending = tagsWith(html, 'data-pending="true"');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toContain('aria-disabled="true"');
    expect(html).toContain('button__spinner');
    expect(tagsWith(render(<SignInForm {...props} />).html, 'data-pending')).toHaveLength(0);
  });
});

describe('PasswordChecklist', () => {
  it('lists the five rules and which are met', () => {
    const { html, text } = render(
      <PasswordChecklist minLength upperCase={false} lowerCase digit={false} matches={false} />,
    );
    for (const rule of [
      'Al menos 8 caracteres',
      'Al menos una mayúscula',
      'Al menos una minúscula',
      'Al menos un número',
      'Las contraseñas coinciden',
    ])
      expect(text).toContain(rule);
    expect(tagsWith(html, 'data-met="true"')).toHaveLength(2);
    expect(tagsWith(html, 'data-met="false"')).toHaveLength(3);
  });
});

describe('SignUpForm', () => {
  it('shows the four fields with their messages', () => {
    const { html, text } = render(
      <SignUpForm
        values={{ fullName: 'Lucía', email: 'lucia@example.com', password: 'x', confirmPassword: '' }}
        errors={{ fullName: 'Ingrese su nombre completo' }}
        checklist={allMet}
        isSubmitting={false}
        onChange={noop}
        onSubmit={noop}
      />,
    );
    for (const label of ['Nombre completo', 'Email', 'Contraseña', 'Confirmar contraseña'])
      expect(text).toContain(label);
    expect(text).toContain('Ingrese su nombre completo');
    expect(tagsWith(html, 'name="fullName"')[0]).toContain('value="Lucía"');
    expect(tagsWith(html, 'data-met="true"')).toHaveLength(5);
  });
});

describe('PersonalDataForm', () => {
  const values = { fullName: 'Lucía Fernández', phoneNumber: '+54', gender: '', birthDate: '', dni: '' };

  it('offers the genders, a date of at most today and the DNI placeholder', () => {
    const { html, text } = render(
      <PersonalDataForm
        values={values}
        errors={{ gender: 'por favor selecciona tu género' }}
        today="2026-06-15"
        isSubmitting={false}
        onChange={noop}
        onSubmit={noop}
      />,
    );
    expect(html).toContain('<option value="Male">Masculino</option>');
    expect(html).toContain('<option value="Female">Femenino</option>');
    expect(html).toContain('<option value="Other">Otro</option>');
    expect(tagsWith(html, 'type="date"')[0]).toContain('max="2026-06-15"');
    expect(tagsWith(html, 'name="dni"')[0]).toContain('placeholder="Ingrese su DNI sin puntos"');
    expect(tagsWith(html, 'name="phoneNumber"')[0]).toContain('value="+54"');
    expect(text).toContain('Por favor selecciona tu género');
    expect(tagsWith(html, '<select')[0]).toContain('aria-invalid="true"');
  });
});

describe('VerifyForm', () => {
  const props = {
    digits: ['4', '8', '', ''],
    error: null,
    canFinish: false,
    isVerifying: false,
    isResending: false,
    canResend: true,
    canChangeEmail: true,
    onDigitEntered: noop,
    onSubmit: noop,
    onResend: noop,
    onChangeEmail: noop,
  };

  it('shows the texts, four boxes and a disabled "Finalizar" until the code is complete', () => {
    const { html, text } = render(<VerifyForm {...props} />);
    expect(text).toContain('Te enviamos un código a tu email para activar tu cuenta');
    expect(text).toContain('Si no lo visualizas, revisa en la carpeta spam.');
    expect(text).toContain('Reenviar código');
    // The way out when the code went to a mistyped address (docs/accounts-sign-up.md).
    expect(text).toContain('Cambiar email');
    expect(tagsWith(html, 'aria-label="Dígito')).toHaveLength(4);
    expect(tagsWith(html, 'aria-label="Dígito 1"')[0]).toContain('value="4"');
    expect(tagsWith(html, 'type="submit"')[0]).toContain('disabled');
    expect(render(<VerifyForm {...props} canFinish />).html).not.toMatch(/type="submit"[^>]*disabled/);
  });

  it('shows the code message capitalised and marks the boxes invalid', () => {
    const { html, text } = render(<VerifyForm {...props} error="completa los 4 digitos" />);
    expect(text).toContain('Completa los 4 digitos');
    expect(tagsWith(html, 'aria-invalid="true"')).toHaveLength(4);
  });
});

describe('the recovery screens', () => {
  it('EmailSent shows the stored address and "Reenviar"', () => {
    const { html, text } = render(
      <EmailSent email="lucia@example.com" canResend isResending={false} onResend={noop} />,
    );
    expect(text).toContain('Te enviamos un email para reestablecer tu cuenta');
    expect(text).toContain('lucia@example.com');
    expect(text).toContain('Si no lo visualizas, revisa en la carpeta spam.');
    expect(text).toContain('Reenviar');
    expect(
      render(<EmailSent email={null} canResend={false} isResending={false} onResend={noop} />).html,
    ).toMatch(/<button[^>]*disabled/);
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('NewPasswordForm shows the title, both fields, the checklist and the mismatch message', () => {
    const { text } = render(
      <NewPasswordForm
        password="Nueva1234"
        confirmPassword="Nueva12"
        passwordError={null}
        confirmPasswordError="Las contraseñas no coinciden"
        checklist={{ ...allMet, matches: false }}
        isSaving={false}
        onChange={noop}
        onSubmit={noop}
      />,
    );
    expect(text).toContain('Creá una nueva contraseña');
    expect(text).toContain('Confirmar contraseña');
    expect(text).toContain('Las contraseñas no coinciden');
    expect(text).toContain('Guardar e iniciar sesión');
  });
});
