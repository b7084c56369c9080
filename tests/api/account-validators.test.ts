import { describe, expect, it } from 'vitest';
import type { UiText } from '@/locales/catalogue';
import {
  passwordChecklist,
  validateBirthDate,
  validateDni,
  validateEmail,
  validateFullName,
  validateName,
  validatePassword,
  validatePhoneNumber,
  validateProfilePhone,
  validateSupportDescription,
  validateSupportSubject,
} from '@/machines/rules/account-validators';
import { spanish } from '@/server/http/schemas';

// The shared rules the server enforces (accounts spec §5), with the spec's exact messages: the rules answer
// catalogue keys, and the server answers their Spanish (`spanish`, i.e. textIn(es, key)).
const answered = (message: UiText | undefined) => (message === undefined ? undefined : spanish(message));
describe('account validators', () => {
  it.each([
    ['', 'Por favor ingresa su email'],
    ['ana@correo.com', undefined],
    ['ana@correo.c', 'Por favor ingresa un email válido'],
    ['ana@@correo.com', 'Por favor ingresa un email válido'],
    ['ana..b@correo.com', 'Por favor ingresa un email válido'],
    ['ana @correo.com', 'Por favor ingresa un email válido'],
    ['ana@-correo.com', 'Por favor ingresa un email válido'],
  ])('email %j → %j', (value, message) => expect(answered(validateEmail(value))).toBe(message));

  it.each([
    ['', 'Por favor ingresa una contraseña'],
    ['Abc123', 'Su contraseña debe tener 8 caracteres o más'],
    ['abcdefgh', 'Tu contraseña debe incluir por lo menos una letra mayúscula y una minúscula'],
    ['ABCDEFGH', 'Tu contraseña debe incluir por lo menos una letra mayúscula y una minúscula'],
    ['Abcdefgh', 'Tu contraseña debe incluir por lo menos un número'],
    ['Abcdefg1', undefined],
  ])('password %j → %j', (value, message) => expect(answered(validatePassword(value))).toBe(message));

  it.each([
    ['', 'Completa este campo'],
    ['Jo', 'Este campo debe contener más de 3 caracteres'],
    ['A'.repeat(31), 'Este campo no debe tener más de 30 caracteres'],
    ['Juan2', 'Tu nombre no puede contener números'],
    ['Juan!', 'Tu nombre no puede contener caracteres especiales'],
    ['Juan', undefined],
  ])('name %j → %j', (value, message) => expect(answered(validateName(value))).toBe(message));

  it.each([
    ['Juan', 'Ingrese su nombre completo'],
    ['Al Pérez', 'Su nombre o su apellido son demasiado cortos'],
    ['María José Núñez', undefined],
  ])('fullName %j → %j', (value, message) => expect(answered(validateFullName(value))).toBe(message));

  it.each([
    ['1234567', undefined],
    ['12345678', undefined],
    ['123456', 'Por favor ingresa un DNI válido'],
    ['11111111', 'Por favor ingresa un DNI válido'],
    ['12.345.678', 'Por favor ingresa un DNI válido'],
  ])('dni %j → %j', (value, message) => expect(answered(validateDni(value))).toBe(message));

  it.each([
    ['', 'Por favor ingresa tu número de teléfono'],
    ['+54', 'Por favor ingresa un número de teléfono completo'],
    ['+54911', 'El número de teléfono está incompleto'],
    ['12345', 'Ingresa un número válido'],
    ['+5491133334444', undefined],
  ])('phone %j → %j', (value, message) => expect(answered(validatePhoneNumber(value))).toBe(message));

  it('profile completion requires 12 characters for a "+" phone', () => {
    expect(answered(validateProfilePhone('+5411333344'))).toBe('El número de teléfono está incompleto');
    expect(answered(validateProfilePhone('+54113333444'))).toBeUndefined();
  });

  it('birth date: year before the current one, real ranges', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(answered(validateBirthDate(null, now))).toBe('Por favor ingresa tu fecha de nacimiento');
    expect(answered(validateBirthDate({ year: 2026, month: 1, day: 1 }, now))).toBe(
      'La fecha de nacimiento debe ser anterior al año actual',
    );
    expect(answered(validateBirthDate({ year: 1899, month: 1, day: 1 }, now))).toBe(
      'Por favor ingresa una fecha válida',
    );
    expect(answered(validateBirthDate({ year: 1990, month: 13, day: 1 }, now))).toBe(
      'Por favor ingresa una fecha válida',
    );
    expect(answered(validateBirthDate({ year: 1990, month: 12, day: 31 }, now))).toBeUndefined();
  });

  it('support: subject ≥ 3 after trimming, message ≥ 100 non-space characters', () => {
    expect(answered(validateSupportSubject('  ab '))).toBe('Por favor ingresa un asunto');
    expect(answered(validateSupportSubject('abc'))).toBeUndefined();
    expect(answered(validateSupportDescription(`${'a '.repeat(99)}`))).toBe(
      'El mensaje debe tener al menos 100 caracteres.',
    );
    expect(answered(validateSupportDescription('a'.repeat(100)))).toBeUndefined();
  });

  it('password checklist', () => {
    expect(passwordChecklist('Abcdefg1', 'Abcdefg1')).toEqual({
      minLength: true,
      upperCase: true,
      lowerCase: true,
      digit: true,
      matches: true,
    });
    expect(passwordChecklist('abc', '')).toEqual({
      minLength: false,
      upperCase: false,
      lowerCase: true,
      digit: false,
      matches: false,
    });
  });
});
