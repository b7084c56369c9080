import { describe, expect, it } from 'vitest';
import {
  B2B_PROFILE_FIELDS,
  B2C_PROFILE_FIELDS,
  type ProfileForm,
  profileFormFromUser,
} from '@/machines/rules/profile-completion';
import { ConfettiBurst } from '@/src/screens/profile-completion/confetti';
import {
  ProfileCompletionForm,
  type ProfileCompletionFormProps,
  ProfileCompletionSubmit,
} from '@/src/screens/profile-completion/profile-completion-form';
import { render, tagsWith } from './shell/render';

const noop = () => {};
const empty: ProfileForm = profileFormFromUser({ typeUser: 'registered' });
const props: ProfileCompletionFormProps = {
  fields: B2C_PROFILE_FIELDS,
  form: empty,
  errors: {},
  progress: 60,
  hint: '¡Te faltan 3 datos más para obtener tu 10%! ✨',
  isSubmitting: false,
  onFieldChange: noop,
  onSubmit: noop,
};

describe('ProfileCompletionForm', () => {
  it('shows the b2c fields, the phone prefilled "+54" with its helper, the hint and the bar', () => {
    const { html, text } = render(<ProfileCompletionForm {...props} />);
    expect(text).toContain('¡Te faltan 3 datos más para obtener tu 10%! ✨');
    expect(text).toContain('Fecha de nacimiento');
    expect(text).toContain('Género');
    expect(text).toContain('Masculino');
    expect(text).toContain('Femenino');
    expect(text).toContain('Otro');
    expect(text).toContain('Formato: +54 seguido del código de área y número');
    expect(tagsWith(html, 'type="tel"')[0]).toContain('value="+54"');
    expect(tagsWith(html, 'type="date"')).toHaveLength(1);
    expect(tagsWith(html, 'role="progressbar"')[0]).toContain('aria-valuenow="60"');
    expect(text).not.toContain('CUIT');
  });

  it('adds full name, CUIT (with its helper), razón social and company name for b2b', () => {
    const { text } = render(<ProfileCompletionForm {...props} fields={B2B_PROFILE_FIELDS} />);
    expect(text).toContain('Nombre completo');
    expect(text).toContain('CUIT');
    expect(text).toContain('Ingresa solo números, sin guiones ni espacios');
    expect(text).toContain('Razón social');
    expect(text).toContain('Nombre de la empresa');
  });

  it('shows the messages under their fields', () => {
    const { html, text } = render(
      <ProfileCompletionForm
        {...props}
        form={{ ...empty, phoneNumber: '+5411', birthDate: '2030-01-01' }}
        errors={{
          phoneNumber: 'El número de teléfono está incompleto',
          birthDate: 'La fecha de nacimiento debe ser anterior al año actual',
        }}
      />,
    );
    expect(text).toContain('El número de teléfono está incompleto');
    expect(text).toContain('La fecha de nacimiento debe ser anterior al año actual');
    expect(tagsWith(html, 'type="date"')[0]).toContain('aria-invalid="true"');
  });

  it('shows no hint when nothing is missing', () => {
    const { html } = render(<ProfileCompletionForm {...props} hint={null} progress={100} />);
    expect(html).not.toContain('profile-completion__hint');
    expect(tagsWith(html, 'role="progressbar"')[0]).toContain('aria-valuenow="100"');
  });
});

describe('ProfileCompletionSubmit', () => {
  it('is disabled until the flow allows submitting', () => {
    expect(
      tagsWith(render(<ProfileCompletionSubmit isDisabled isSubmitting={false} />).html, 'type="submit"')[0],
    ).toContain('disabled');
    const enabled = render(<ProfileCompletionSubmit isDisabled={false} isSubmitting={false} />);
    expect(tagsWith(enabled.html, 'type="submit"')[0]).not.toContain('disabled');
    expect(enabled.text).toBe('Confirmar');
  });
});

describe('ConfettiBurst', () => {
  it('draws decorative pieces hidden from assistive technology', () => {
    const { html } = render(<ConfettiBurst isReducedMotion={false} pieces={12} />);
    expect(tagsWith(html, 'aria-hidden="true"')).toHaveLength(1);
    expect(tagsWith(html, 'confetti__piece')).toHaveLength(12);
  });

  it('draws nothing when the person prefers reduced motion', () => {
    expect(render(<ConfettiBurst isReducedMotion />).html).toBe('');
  });
});
