// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AuthEmailLinks } from '@/src/screens/auth/auth-email-links';
import { render, tagsWith } from '../shell/render';

describe('AuthEmailLinks', () => {
  it('links "Ingresar con email" to SIGN_IN and "Crear cuenta" to SIGN_UP', () => {
    const { html, text } = render(
      <Router ssrPath="/auth">
        <AuthEmailLinks />
      </Router>,
    );
    expect(text).toContain('Ingresar con email');
    expect(text).toContain('Crear cuenta');
    expect(tagsWith(html, 'href="/auth/inicio-de-sesion"')).toHaveLength(1);
    expect(tagsWith(html, 'href="/auth/registro"')).toHaveLength(1);
  });
});
