import { describe, expect, it } from 'vitest';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import {
  parseDateInput,
  passwordChecklist,
  validateAccountField,
  validateAccountFields,
  validateBirthDate,
  validateCodArea,
  validateCuitFormat,
  validateSignInField,
  validateSignInFields,
  validateVerificationCode,
  validateZipCode,
} from '@/machines/rules/account-validators';

// accounts.md §5.1–5.3, every message character for character (the rules answer catalogue keys; their
// Spanish is the source catalogue's text).
const NOW = new Date(2026, 5, 15);
const YEAR = NOW.getFullYear();
const spanish = (message: UiText | undefined) => (message === undefined ? undefined : textIn(es, message));
const check = (field: string, value: string, others: Record<string, string> = {}) =>
  spanish(validateAccountField(field, { ...others, [field]: value }, NOW));

describe('the shared validator, field by field (§5.1)', () => {
  it.each([
    ['name', '', 'Completa este campo'],
    ['name', '   ', 'Completa este campo'],
    ['name', 'A'.repeat(31), 'Este campo no debe tener más de 30 caracteres'],
    ['name', 'A'.repeat(30), undefined],
    ['name', 'Jo', 'Este campo debe contener más de 3 caracteres'],
    ['name', 'Ana', undefined],
    ['name', 'Ana3', 'Tu nombre no puede contener números'],
    ['name', 'Ana!', 'Tu nombre no puede contener caracteres especiales'],
    ['name', 'Ana-María', 'Tu nombre no puede contener caracteres especiales'],
    ['name', 'Ana_', 'Tu nombre no puede contener caracteres especiales'],
    ['name', 'Ana~', 'Tu nombre no puede contener caracteres especiales'],
    ['fullName', '', 'Completa este campo'],
    ['fullName', '   ', 'Completa este campo'],
    ['fullName', 'Lucía', 'Ingrese su nombre completo'],
    ['fullName', 'Lucía @Fernández', 'Tu nombre no puede contener caracteres especiales'],
    ['fullName', 'Al Fernández', 'Su nombre o su apellido son demasiado cortos'],
    ['fullName', 'Lucía Fe', 'Su nombre o su apellido son demasiado cortos'],
    ['fullName', `Lucía ${'F'.repeat(31)}`, 'Su nombre o su apellido son demasiado cortos'],
    ['fullName', 'Lucía Fernández', undefined],
    ['fullName', 'María José Núñez', undefined],
    ['email', '', 'Por favor ingresa su email'],
    ['email', 'lucia@example.com', undefined],
    ['email', 'Lucia.F@Example.com.ar', undefined],
    ['email', 'lucia@example.c', 'Por favor ingresa un email válido'],
    ['email', 'lucia@@example.com', 'Por favor ingresa un email válido'],
    ['email', 'lu@cia@example.com', 'Por favor ingresa un email válido'],
    ['email', 'lucia..f@example.com', 'Por favor ingresa un email válido'],
    ['email', 'lucia@example..com', 'Por favor ingresa un email válido'],
    ['email', 'lu cia@example.com', 'Por favor ingresa un email válido'],
    ['email', 'lucia@-example.com', 'Por favor ingresa un email válido'],
    ['email', 'lucia@', 'Por favor ingresa un email válido'],
    ['email', 'lucia', 'Por favor ingresa un email válido'],
    ['email', '@example.com', 'Por favor ingresa un email válido'],
    ['password', '', 'Por favor ingresa una contraseña'],
    ['password', 'Abc1234', 'Su contraseña debe tener 8 caracteres o más'],
    ['password', 'abcdefgh', 'Tu contraseña debe incluir por lo menos una letra mayúscula y una minúscula'],
    ['password', 'ABCDEFGH', 'Tu contraseña debe incluir por lo menos una letra mayúscula y una minúscula'],
    // A new password needs the digit its checklist shows (issue 10 #7).
    ['password', 'Abcdefgh', 'Tu contraseña debe incluir por lo menos un número'],
    ['password', 'Abcdefg1', undefined],
    ['dni', '1234567', undefined],
    ['dni', '12345678', undefined],
    ['dni', '123456', 'Por favor ingresa un DNI válido'],
    ['dni', '123456789', 'Por favor ingresa un DNI válido'],
    ['dni', '1111111', 'Por favor ingresa un DNI válido'],
    ['dni', '88888888', 'Por favor ingresa un DNI válido'],
    ['dni', '12.345.678', 'Por favor ingresa un DNI válido'],
    ['dni', '', 'Por favor ingresa un DNI válido'],
    ['phoneNumber', '', 'Por favor ingresa tu número de teléfono'],
    ['phoneNumber', '+54', 'Por favor ingresa un número de teléfono completo'],
    ['phoneNumber', '+5411', 'El número de teléfono está incompleto'],
    ['phoneNumber', '+541133', 'El número de teléfono está incompleto'],
    ['phoneNumber', '+5411333', 'Ingresa un número válido'],
    ['phoneNumber', '123456789', 'Ingresa un número válido'],
    ['phoneNumber', '+54 11 3333 4444', 'Ingresa un número válido'],
    ['phoneNumber', '1133334444', undefined],
    ['phoneNumber', '+5491133334444', undefined],
    ['phoneNumber', `+${'1'.repeat(16)}`, 'Ingresa un número válido'],
    ['gender', '', 'Por favor selecciona tu género'],
    ['gender', 'Female', undefined],
    ['gender', 'Femenino', 'Por favor selecciona tu género'],
    ['zipCode', '1414', undefined],
    ['zipCode', '1'.repeat(12), undefined],
    ['zipCode', '1'.repeat(13), 'Por favor ingresa un código postal válido'],
    ['cuit', '20345678901', undefined],
    ['cuit', '1'.repeat(14), undefined],
    ['cuit', '1'.repeat(15), 'Por favor ingresa un CUIT válido'],
    ['codArea', '011', undefined],
    ['codArea', '0111', 'Código inválido'],
    ['address', '', 'Completa este campo'],
    ['address', 'ab', 'Completa este campo'],
    ['address', 'Av. Santa Fe 1234', undefined],
    ['address', 'Santa Fe #1234', 'No puede contener caracteres especiales'],
  ])('%s %j → %j', (field, value, message) => expect(check(field, value)).toBe(message));

  it.each([
    ['', 'Secreta123', 'Completa este campo'],
    ['Secreta12', 'Secreta123', 'Las contraseñas no coinciden'],
    ['Secreta123', 'Secreta123', undefined],
  ])('confirmPassword %j with password %j → %j', (confirm, password, message) =>
    expect(check('confirmPassword', confirm, { password })).toBe(message),
  );

  it.each([
    ['', 'Por favor ingresa tu fecha de nacimiento'],
    [`${YEAR}-01-01`, 'La fecha de nacimiento debe ser anterior al año actual'],
    [`${YEAR + 1}-01-01`, 'La fecha de nacimiento debe ser anterior al año actual'],
    [`${YEAR - 1}-12-31`, undefined],
    ['1900-01-01', undefined],
    ['1899-12-31', 'Por favor ingresa una fecha válida'],
    ['1990-13-01', 'Por favor ingresa una fecha válida'],
    ['1990-00-10', 'Por favor ingresa una fecha válida'],
    ['1990-01-32', 'Por favor ingresa una fecha válida'],
    ['1990-01-00', 'Por favor ingresa una fecha válida'],
    ['no es fecha', 'Por favor ingresa una fecha válida'],
  ])('birthDate %j → %j', (value, message) => expect(check('birthDate', value)).toBe(message));

  it('reads the birth year against the injected date', () => {
    expect(spanish(validateBirthDate({ year: 2025, month: 6, day: 1 }, new Date(2025, 0, 1)))).toBe(
      'La fecha de nacimiento debe ser anterior al año actual',
    );
    expect(validateBirthDate({ year: 2024, month: 6, day: 1 }, new Date(2025, 0, 1))).toBeUndefined();
  });

  it('parses what a date input writes', () => {
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput('1992-04-17')).toEqual({ year: 1992, month: 4, day: 17 });
  });

  it('the standalone rules of §5.1 say nothing about an empty value', () => {
    expect(validateZipCode('')).toBeUndefined();
    expect(validateCuitFormat('')).toBeUndefined();
    expect(validateCodArea('')).toBeUndefined();
  });

  it('validates a whole form at once, naming only the failing fields', () => {
    const errors = validateAccountFields(
      ['email', 'password'],
      { email: 'lucia@', password: 'Secreta123' },
      NOW,
    );
    expect(Object.keys(errors)).toEqual(['email']);
    expect(spanish(errors.email)).toBe('Por favor ingresa un email válido');
    expect(
      validateAccountFields(['email', 'password'], { email: 'lucia@example.com', password: 'Secreta123' }),
    ).toEqual({});
  });
});

describe('the password checklist (§5.2)', () => {
  it.each([
    ['', '', { minLength: false, upperCase: false, lowerCase: false, digit: false, matches: false }],
    ['abcdefgh', '', { minLength: true, upperCase: false, lowerCase: true, digit: false, matches: false }],
    ['ABC1', 'ABC1', { minLength: false, upperCase: true, lowerCase: false, digit: true, matches: true }],
    [
      'Secreta123',
      'Secreta12',
      { minLength: true, upperCase: true, lowerCase: true, digit: true, matches: false },
    ],
    [
      'Secreta123',
      'Secreta123',
      { minLength: true, upperCase: true, lowerCase: true, digit: true, matches: true },
    ],
  ])('%j / %j', (password, confirm, expected) =>
    expect(passwordChecklist(password, confirm)).toEqual(expected),
  );
});

describe('a new password and its checklist agree (§5.1, §5.2; issue 10 #7)', () => {
  it.each(['Abcdefgh', 'abcdefg1', 'ABCDEFG1', 'Abc1', 'Abcdefg1', 'Clave1234', 'ñandú123X', '', '12345678'])(
    '%j is accepted exactly when every checklist item but the match is met',
    (password) => {
      const { matches: _matches, ...items } = passwordChecklist(password, password);
      const checklistMet = Object.values(items).every(Boolean);
      expect(validateAccountField('password', { password }) === undefined).toBe(checklistMet);
    },
  );

  it('signing in keeps §5.1 as written: a password without a digit is not refused before the server answers', () => {
    expect(validateSignInField('password', { password: 'Abcdefgh' })).toBeUndefined();
    expect(validateSignInFields({ email: 'lucia@example.com', password: 'Abcdefgh' })).toEqual({});
    expect(spanish(validateSignInField('password', { password: 'abcdefgh' }))).toBe(
      'Tu contraseña debe incluir por lo menos una letra mayúscula y una minúscula',
    );
  });
});

describe('screen rules (§5.3)', () => {
  it.each([
    ['', 'Completa los 4 digitos'],
    ['123', 'Completa los 4 digitos'],
    ['12a4', 'Completa los 4 digitos'],
    ['12345', 'Completa los 4 digitos'],
    ['4821', undefined],
  ])('verification code %j → %j', (code, message) =>
    expect(spanish(validateVerificationCode(code))).toBe(message),
  );
});
