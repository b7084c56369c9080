// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AuthEmailLinks } from '@/src/screens/auth/auth-email-links';
import { AuthWelcome, type AuthWelcomeProps } from '@/src/screens/auth/auth-welcome';
import {
  LogoutConfirmationActions,
  ProfileView,
  type ProfileViewProps,
} from '@/src/screens/profile/profile-view';
import { BrandLogo } from '@/src/screens/welcome-modal/brand-logo';
import { WelcomePromptActions } from '@/src/screens/welcome-modal/welcome-prompt';
import { render, tagsWith } from '@/tests/unit/shell/render';

const noop = () => {};

const authProps: AuthWelcomeProps = {
  appName: 'Brasa Palermo',
  logoUrl: '/static/brands/b1/logo.svg',
  providerName: 'Google',
  allowsGuests: true,
  isStartingSocialLogin: false,
  isEnteringAsGuest: false,
  canEnterAsGuest: true,
  onSocialLogin: noop,
  onExploreAsGuest: noop,
};

describe('AuthWelcome (AUTH)', () => {
  it('greets, offers the provider and the benefits, and for b2c the guest entry with its note', () => {
    const { text, html } = render(<AuthWelcome {...authProps} />);
    expect(text).toContain('¡Te damos la bienvenida!');
    expect(text).toContain('Ingresá con Google');
    expect(text).toContain(
      'Si ingresás sin registrarte, no podrás acceder a los beneficios de Brasa Palermo.',
    );
    expect(text).toContain('Explorar sin beneficios');
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(tagsWith(html, 'class="brand-logo"')[0]).toContain('alt="Brasa Palermo"');
  });

  it('has no guest entry for b2b brands', () => {
    const { text } = render(<AuthWelcome {...authProps} allowsGuests={false} />);
    expect(text).not.toContain('Explorar sin beneficios');
    expect(text).not.toContain('Si ingresás sin registrarte');
    expect(text).toContain('Ingresá con Google');
  });

  it('names the brand provider and shows the button busy while redirecting', () => {
    const { text, html } = render(
      <AuthWelcome {...authProps} providerName="Facebook" isStartingSocialLogin />,
    );
    expect(text).toContain('Ingresá con Facebook');
    expect(html).toContain('spinner');
  });

  it('disables the guest entry while it cannot be used', () => {
    const { html } = render(<AuthWelcome {...authProps} canEnterAsGuest={false} isEnteringAsGuest />);
    const guestButton = tagsWith(html, 'aria-busy="true"');
    expect(guestButton).toHaveLength(1);
    expect(guestButton[0]).toContain('disabled');
  });

  it('renders the e-mail entry slot', () => {
    const { text } = render(
      <AuthWelcome {...authProps} emailEntry={<a href="/auth/inicio-de-sesion">Con email</a>} />,
    );
    expect(text).toContain('Con email');
  });
});

describe('BrandLogo', () => {
  it('renders nothing without a logo', () => {
    expect(render(<BrandLogo appName="X" />).html).toBe('');
  });
});

describe('the welcome prompt', () => {
  it('offers the provider and "Explorar sin beneficios"', () => {
    const { text } = render(
      <WelcomePromptActions
        providerName="Google"
        isStartingSocialLogin={false}
        onSocialLogin={noop}
        onExplore={noop}
      />,
    );
    expect(text).toBe('Ingresá con Google Explorar sin beneficios');
  });
});

const profileProps: ProfileViewProps = {
  appName: 'Brasa Palermo',
  isGuest: false,
  userName: 'Martina',
  providerName: 'Google',
  isStartingSocialLogin: false,
  currentLanguage: 'es',
  hasContentTranslation: true,
  showLanguageDemo: false,
  canLogOut: true,
  onSocialLogin: noop,
  onLanguageChange: noop,
  onLogOut: noop,
};

/** wouter's links need a location when rendered on the server. */
const renderProfile = (props: ProfileViewProps) =>
  render(
    <Router ssrPath="/perfil">
      <ProfileView {...props} />
    </Router>,
  );

/** PROFILE as its screen composes it: the view with AUTH's e-mail entries in the guest card. */
const ProfileScreenEntries = ({ isGuest }: { isGuest: boolean }) => (
  <ProfileView {...profileProps} isGuest={isGuest} emailEntry={<AuthEmailLinks />} />
);

describe('ProfileView (PROFILE)', () => {
  it('greets a registered user by name, without the guest card', () => {
    const { text } = renderProfile(profileProps);
    expect(text).toContain('¡Hola Martina!');
    expect(text).not.toContain('Ingresar con');
  });

  it('welcomes a guest with the social login button', () => {
    const { text } = renderProfile({ ...profileProps, isGuest: true });
    expect(text).toContain('¡Te damos la bienvenida a Brasa Palermo!');
    expect(text).toContain('Ingresar con Google');
    expect(text).not.toContain('¡Hola');
  });

  it('shows the current language and the selector with the seven languages', () => {
    const { text, html } = renderProfile(profileProps);
    expect(text).toContain('Idioma actual Español');
    // The language flow drives it now (issue 7): the selector is enabled.
    expect(tagsWith(html, '<select')[0]).not.toContain('disabled');
    const options = (html.match(/<option[^>]*>([^<]*)<\/option>/g) ?? []).map((o) =>
      o.replace(/<[^>]+>/g, ''),
    );
    expect(options).toEqual(['Español', 'English', 'Português', 'Français', 'Deutsch', 'Italiano', '中文']);
  });

  it('says whether brand texts are translated in the chosen language, and links the demo when asked', () => {
    const spanish = renderProfile(profileProps);
    expect(spanish.html).not.toContain('profile-language-note');
    const english = renderProfile({ ...profileProps, currentLanguage: 'en', hasContentTranslation: true });
    expect(english.text).toContain('Los menús y textos de la marca se traducen automáticamente.');
    expect(tagsWith(english.html, 'aria-describedby="profile-language-note"')).toHaveLength(1);
    const german = renderProfile({ ...profileProps, currentLanguage: 'de', hasContentTranslation: false });
    expect(german.text).toContain('Los menús y textos de la marca se muestran en español en este idioma.');
    expect(tagsWith(german.html, 'href="/perfil/demo-idioma"')).toHaveLength(0);
    const demo = renderProfile({ ...profileProps, showLanguageDemo: true });
    expect(tagsWith(demo.html, 'href="/perfil/demo-idioma"')).toHaveLength(1);
  });

  it('links to orders, terms and privacy, and offers "Cerrar sesión"', () => {
    const { html, text } = renderProfile(profileProps);
    expect(tagsWith(html, 'href="/perfil/ordenes"')).toHaveLength(1);
    expect(tagsWith(html, 'href="/perfil/terminos"')).toHaveLength(1);
    expect(tagsWith(html, 'href="/perfil/privacidad"')).toHaveLength(1);
    expect(text).toContain('Ordenes Términos y condiciones Política de privacidad');
    expect(text).toMatch(/Cerrar sesión$/);
  });

  it('links "Ayuda" to support, which nothing else reaches (issue 10 #4)', () => {
    const { html, text } = renderProfile(profileProps);
    expect(tagsWith(html, 'href="/perfil/ayuda/soporte"')).toHaveLength(1);
    expect(text).toContain('Política de privacidad Ayuda');
  });

  it("offers a guest AUTH's e-mail entries under the social button (issue 10 #5)", () => {
    const guest = render(
      <Router ssrPath="/perfil">
        <ProfileScreenEntries isGuest />
      </Router>,
    );
    expect(guest.text).toContain('Ingresar con Google Ingresar con email Crear cuenta');
    expect(tagsWith(guest.html, 'href="/auth/inicio-de-sesion"')).toHaveLength(1);
    expect(tagsWith(guest.html, 'href="/auth/registro"')).toHaveLength(1);
    const registered = render(
      <Router ssrPath="/perfil">
        <ProfileScreenEntries isGuest={false} />
      </Router>,
    );
    expect(registered.text).not.toContain('Ingresar con email');
  });

  it('asks "Cancelar" or "Cerrar sesión" in the confirmation', () => {
    expect(render(<LogoutConfirmationActions onCancel={noop} onConfirm={noop} />).text).toBe(
      'Cancelar Cerrar sesión',
    );
  });
});
