// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { navigateAction } from '@/src/adapters/navigation';

describe('navigateAction (the navigate action machines declare)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/perfil');
  });

  it('pushes or replaces the history entry as asked', () => {
    const before = window.history.length;
    navigateAction(undefined, { to: '/puntos' });
    expect(window.location.pathname).toBe('/puntos');
    expect(window.history.length).toBe(before + 1);
    navigateAction(undefined, { to: '/perfil', replace: true });
    expect(window.location.pathname).toBe('/perfil');
    expect(window.history.length).toBe(before + 1);
  });

  it('a late AUTH after a logout leaves a diner who already opened SIGN_IN there', () => {
    window.history.replaceState(null, '', '/auth/inicio-de-sesion');
    navigateAction(undefined, { to: '/auth', replace: true, keepNoUserScreen: true });
    expect(window.location.pathname).toBe('/auth/inicio-de-sesion');
  });

  it('the same late AUTH still leaves a screen that needs a user', () => {
    navigateAction(undefined, { to: '/auth', replace: true, keepNoUserScreen: true });
    expect(window.location.pathname).toBe('/auth');
  });
});
