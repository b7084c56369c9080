import { describe, expect, it } from 'vitest';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import {
  canSubmitProfile,
  missingProfileFields,
  needsProfileCompletion,
  type ProfileForm,
  profileCompletionBody,
  profileFormFromUser,
  profileHint,
  profileProgress,
  profileProgressFor,
  toBirthDateParts,
  validateProfileField,
  validateProfileOnSubmit,
} from '@/machines/rules/profile-completion';

const NOW = new Date('2026-06-15T12:00:00Z');
/** The rules answer catalogue keys: their Spanish is the source catalogue's text (the spec's, character for character). */
const spanish = (message: UiText | null | undefined) => (message == null ? message : textIn(es, message));

const emptyForm: ProfileForm = {
  birthDate: '',
  gender: '',
  phoneNumber: '+54',
  name: '',
  cuit: '',
  businessName: '',
  companyName: '',
};
const fullForm: ProfileForm = {
  birthDate: '1992-04-17',
  gender: 'Female',
  phoneNumber: '+5491155550101',
  name: 'Sergio Acosta',
  cuit: '30712345678',
  businessName: 'Acosta SRL',
  companyName: 'Almacén Acosta',
};

describe('progress (accounts.md §4.7, §9)', () => {
  it.each([
    [0, 60],
    [1, 73],
    [2, 87],
    [3, 100],
  ])('b2c with %i of 3 fields filled is %i %%', (count, progress) => {
    expect(profileProgressFor('b2c', count)).toBe(progress);
  });

  it.each([
    [0, 30],
    [1, 40],
    [2, 50],
    [3, 60],
    [4, 70],
    [5, 80],
    [6, 90],
    [7, 100],
  ])('b2b with %i of 7 fields filled is %i %%', (count, progress) => {
    expect(profileProgressFor('b2b', count)).toBe(progress);
  });

  it('is capped at 100', () => {
    expect(profileProgressFor('b2c', 9)).toBe(100);
    expect(profileProgressFor('b2b', 20)).toBe(100);
  });

  it('does not count the "+54" prefix alone as a phone', () => {
    expect(profileProgress(emptyForm, 'b2c')).toBe(60);
    expect(profileProgress({ ...emptyForm, phoneNumber: '+549' }, 'b2c')).toBe(73);
    expect(profileProgress(fullForm, 'b2c')).toBe(100);
    expect(profileProgress({ ...fullForm, companyName: '  ' }, 'b2b')).toBe(90);
  });
});

describe('hint (accounts.md §2.5)', () => {
  it.each([
    ['b2c', 3, '¡Te faltan 3 datos más para obtener tu 10%! ✨'],
    ['b2c', 2, '¡Te faltan 2 datos más para obtener tu 10%! ✨'],
    ['b2c', 1, '¡Solo te falta un último dato! ✨'],
    ['b2b', 7, '¡Te faltan 7 datos más para continuar! ✨'],
    ['b2b', 1, '¡Solo te falta un último dato! ✨'],
  ] as const)('%s with %i missing: %s', (type, missing, hint) => {
    expect(spanish(profileHint(type, missing))).toBe(hint);
  });

  it('shows none once nothing is missing', () => {
    expect(profileHint('b2c', 0)).toBeNull();
  });
});

describe('who is prompted (accounts.md §4.7, §6)', () => {
  const registered = { typeUser: 'registered', name: 'Valentina Ruiz' };
  const completeB2c = {
    ...registered,
    phoneNumber: '+5491155550101',
    gender: 'Female',
    birthDate: '1992-04-17',
  };

  it('prompts a registered user missing phone, birth date or gender', () => {
    expect(missingProfileFields(registered, 'b2c')).toEqual(['birthDate', 'gender', 'phoneNumber']);
    expect(needsProfileCompletion({ ...completeB2c, gender: null }, 'b2c')).toBe(true);
    expect(needsProfileCompletion({ ...completeB2c, phoneNumber: '+54' }, 'b2c')).toBe(true);
    expect(needsProfileCompletion(completeB2c, 'b2c')).toBe(false);
  });

  it('on b2b also asks for name, cuit, businessName and companyName', () => {
    expect(missingProfileFields(completeB2c, 'b2b')).toEqual(['cuit', 'businessName', 'companyName']);
    expect(missingProfileFields({ ...completeB2c, name: '' }, 'b2b')).toContain('name');
  });

  it('never prompts guests or nobody', () => {
    expect(needsProfileCompletion({ typeUser: 'guest' }, 'b2c')).toBe(false);
    expect(needsProfileCompletion({ typeUser: 'guest' }, 'b2b')).toBe(false);
    expect(needsProfileCompletion(null, 'b2c')).toBe(false);
  });

  it('accepts the birth date as the server sends it or as {year, month, day}', () => {
    expect(
      needsProfileCompletion({ ...completeB2c, birthDate: { year: 1992, month: 4, day: 7 } }, 'b2c'),
    ).toBe(false);
    expect(profileFormFromUser({ birthDate: { year: 1992, month: 4, day: 7 } }).birthDate).toBe('1992-04-07');
    expect(profileFormFromUser({ birthDate: '1992-04-17T00:00:00.000Z' }).birthDate).toBe('1992-04-17');
  });

  it('prefills the phone with "+54" when the user has none', () => {
    expect(profileFormFromUser({ phoneNumber: null }).phoneNumber).toBe('+54');
    expect(profileFormFromUser({ phoneNumber: '+5491155550101' }).phoneNumber).toBe('+5491155550101');
    expect(profileFormFromUser({ gender: 'Robot' }).gender).toBe('');
  });
});

describe('messages while typing vs on submit (accounts.md §5.3)', () => {
  const typing = (field: Parameters<typeof validateProfileField>[0], patch: Partial<ProfileForm>) =>
    spanish(validateProfileField(field, { ...fullForm, ...patch }, 'typing', NOW));
  const submit = (field: Parameters<typeof validateProfileField>[0], patch: Partial<ProfileForm>) =>
    spanish(validateProfileField(field, { ...fullForm, ...patch }, 'submit', NOW));

  it.each([
    ['name', { name: '' }, 'El nombre completo es obligatorio', 'Por favor ingresa tu nombre completo'],
    [
      'name',
      { name: 'Al' },
      'El nombre debe tener al menos 3 caracteres',
      'El nombre debe tener al menos 3 caracteres',
    ],
    ['cuit', { cuit: ' ' }, 'El CUIT es obligatorio', 'Por favor ingresa tu CUIT'],
    [
      'cuit',
      { cuit: '307123456789012' },
      'Por favor ingresa un CUIT válido',
      'Por favor ingresa un CUIT válido',
    ],
    [
      'businessName',
      { businessName: '' },
      'La razón social es obligatoria',
      'Por favor ingresa la razón social',
    ],
    [
      'businessName',
      { businessName: 'AB' },
      'La razón social debe tener al menos 3 caracteres',
      'La razón social debe tener al menos 3 caracteres',
    ],
    [
      'companyName',
      { companyName: '' },
      'El nombre de la empresa es obligatorio',
      'Por favor ingresa el nombre de la empresa',
    ],
    [
      'companyName',
      { companyName: 'A' },
      'El nombre de la empresa debe tener al menos 2 caracteres',
      'El nombre de la empresa debe tener al menos 2 caracteres',
    ],
    [
      'phoneNumber',
      { phoneNumber: '' },
      'Por favor ingresa tu número de teléfono',
      'Por favor ingresa tu número de teléfono',
    ],
    [
      'phoneNumber',
      { phoneNumber: '+54' },
      'Por favor ingresa un número de teléfono completo',
      'Por favor ingresa un número de teléfono completo',
    ],
    [
      'phoneNumber',
      { phoneNumber: '+5411' },
      'El número de teléfono está incompleto',
      'El número de teléfono está incompleto',
    ],
    ['phoneNumber', { phoneNumber: '+54 11 5555' }, 'Ingresa un número válido', 'Ingresa un número válido'],
    // "+" and 11 characters: a valid number while typing, incomplete on submit (fewer than 12 characters).
    ['phoneNumber', { phoneNumber: '+5411555501' }, undefined, 'El número de teléfono está incompleto'],
    ['phoneNumber', { phoneNumber: '+54115555010' }, undefined, undefined],
    ['phoneNumber', { phoneNumber: '1155550101' }, undefined, undefined],
    [
      'birthDate',
      { birthDate: '' },
      'Por favor ingresa tu fecha de nacimiento',
      'Por favor ingresa tu fecha de nacimiento',
    ],
    [
      'birthDate',
      { birthDate: '2026-01-01' },
      'La fecha de nacimiento debe ser anterior al año actual',
      'La fecha de nacimiento debe ser anterior al año actual',
    ],
    [
      'birthDate',
      { birthDate: '1899-12-31' },
      'Por favor ingresa una fecha válida',
      'Por favor ingresa una fecha válida',
    ],
    [
      'birthDate',
      { birthDate: '17/04/1992' },
      'Por favor ingresa una fecha válida',
      'Por favor ingresa una fecha válida',
    ],
    ['gender', { gender: '' }, 'Por favor selecciona tu género', 'Por favor selecciona tu género'],
  ] as const)('%s %j: typing "%s", submit "%s"', (field, patch, whileTyping, onSubmit) => {
    expect(typing(field, patch)).toBe(whileTyping);
    expect(submit(field, patch)).toBe(onSubmit);
  });

  it('checks only the brand type’s fields on submit', () => {
    const b2cOnly = {
      ...emptyForm,
      birthDate: '1992-04-17',
      gender: 'Male' as const,
      phoneNumber: '+5411555501',
    };
    const errors = validateProfileOnSubmit(b2cOnly, 'b2c', NOW);
    expect(Object.keys(errors)).toEqual(['phoneNumber']);
    expect(spanish(errors.phoneNumber)).toBe('El número de teléfono está incompleto');
    expect(Object.keys(validateProfileOnSubmit(b2cOnly, 'b2b', NOW))).toEqual([
      'phoneNumber',
      'name',
      'cuit',
      'businessName',
      'companyName',
    ]);
  });

  it('enables submit only at 100% with no message', () => {
    expect(canSubmitProfile(fullForm, 'b2c', {})).toBe(true);
    expect(canSubmitProfile(fullForm, 'b2c', { phoneNumber: 'validation.phoneIncomplete' })).toBe(false);
    expect(canSubmitProfile({ ...fullForm, gender: '' }, 'b2c', {})).toBe(false);
    expect(canSubmitProfile({ ...fullForm, cuit: '' }, 'b2b', {})).toBe(false);
  });
});

describe('request body (accounts.md §7.2)', () => {
  it('builds {year, month, day} from the date input', () => {
    expect(toBirthDateParts('1992-04-07')).toEqual({ year: 1992, month: 4, day: 7 });
    expect(toBirthDateParts('')).toBeNull();
    expect(toBirthDateParts('07/04/1992')).toBeNull();
  });

  it('sends birthDate, phoneNumber and gender for b2c, plus the company data for b2b', () => {
    const padded = { ...fullForm, phoneNumber: ' +5491155550101 ', companyName: ' Almacén Acosta ' };
    expect(profileCompletionBody(padded, 'b2c')).toEqual({
      birthDate: { year: 1992, month: 4, day: 17 },
      phoneNumber: '+5491155550101',
      gender: 'Female',
    });
    expect(profileCompletionBody(padded, 'b2b')).toEqual({
      birthDate: { year: 1992, month: 4, day: 17 },
      phoneNumber: '+5491155550101',
      gender: 'Female',
      name: 'Sergio Acosta',
      cuit: '30712345678',
      businessName: 'Acosta SRL',
      companyName: 'Almacén Acosta',
    });
  });

  it('refuses to build a body from an incomplete form', () => {
    expect(() => profileCompletionBody(emptyForm, 'b2c')).toThrow(/not complete/);
  });
});
