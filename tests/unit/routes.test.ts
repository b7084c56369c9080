import { describe, expect, it } from 'vitest';
import {
  isNoUserRoute,
  isUserRoute,
  matchPattern,
  parentRouteOf,
  ROUTES,
  redirectFor,
} from '@/machines/rules/routes';

describe('the route table', () => {
  it('keeps the spec paths exactly', () => {
    expect(ROUTES).toMatchObject({
      AUTH: '/auth',
      SIGN_IN: '/auth/inicio-de-sesion',
      SIGN_UP_PERSONAL_DATA: '/auth/registro/datos-personales',
      VERIFY: '/verificacion',
      RECOVER_PASSWORD: '/forgotpassword/resetpassword',
      RECOVER_PASSWORD_EMAIL_SENT: '/reestablecer-cuenta',
      HOME: '/sucursal',
      CHECKOUT_SEARCH_ADDRESS: '/checkout/buscar-direccion',
      POINTS_DETAILS: '/puntos/detalles',
      PROFILE_LANGUAGE_DEMO: '/perfil/demo-idioma',
      STORIES: 'historias',
      QR_CODE: '/qr-code',
    });
  });
});

describe('matchPattern', () => {
  it.each([
    ['/sucursal/:id/:storeId', '/sucursal/12/abc', { id: '12', storeId: 'abc' }],
    ['/sucursal/:id/:storeId', '/sucursal/12/abc/', { id: '12', storeId: 'abc' }],
    ['/sucursal/:id/:storeId', '/sucursal/12', null],
    ['/puntos/detalles/:id', '/puntos/detalles/t%20x', { id: 't x' }],
    ['/', '/', {}],
    ['/perfil', '/perfil/x', null],
  ])('%s against %s', (pattern, path, expected) => {
    expect(matchPattern(pattern, path)).toEqual(expected);
  });
});

describe('route maps', () => {
  const userRoutes = [
    '/',
    '/sucursal',
    '/sucursal/l1/s1',
    '/sucursal/l1/s1/product/sku-1',
    '/sucursal/l1/s1/historias/story-2',
    '/menu/l1/s1/subcategory/sub-1',
    '/resumen-de-orden/product/s1/sku-1/op-1',
    '/checkout/seleccionar-mesa',
    '/perfil/demo-idioma',
    '/perfil/ordenes/o-1',
    '/puntos/detalles/t-1',
    '/qr-code',
  ];
  const authRoutes = [
    '/auth',
    '/auth/inicio-de-sesion',
    '/auth/registro',
    '/auth/registro/datos-personales',
    '/verificacion',
    '/forgotpassword/resetpassword/u1/tok',
    '/reestablecer-cuenta',
  ];

  it.each(userRoutes)('%s exists with a user and is no auth route', (path) => {
    expect(isUserRoute(path)).toBe(true);
    expect(isNoUserRoute(path)).toBe(false);
    expect(redirectFor(path, '', true)).toBeNull();
  });

  it.each(authRoutes)('%s exists without a user and redirects to BASE with one', (path) => {
    expect(redirectFor(path, '?a=1', false)).toBeNull();
    expect(redirectFor(path, '?a=1', true)).toBe('/');
  });

  it('without a user sends anything else to AUTH keeping the query string', () => {
    expect(redirectFor('/perfil', '?utm_campaign=x&y=2', false)).toBe('/auth?utm_campaign=x&y=2');
    expect(redirectFor('/menu/l1/s1', 'table=4', false)).toBe('/auth?table=4');
    expect(redirectFor('/nada', '', false)).toBe('/auth');
  });

  it('with a user sends unknown paths to BASE without the query string', () => {
    expect(redirectFor('/nada', '?x=1', true)).toBe('/');
    expect(redirectFor('/cupones', '', true)).toBe('/');
    expect(redirectFor('/forgotpassword/resetpassword/u1', '', false)).toBe('/auth');
  });

  it('lets a guest open the e-mail sign-in and sign-up without signing out, but not AUTH (issue 10 #5)', () => {
    for (const path of authRoutes.filter((p) => p !== '/auth')) {
      expect(redirectFor(path, '', true, { isGuest: true })).toBeNull();
      expect(redirectFor(path, '', true, { isGuest: false })).toBe('/');
    }
    expect(redirectFor('/auth', '', true, { isGuest: true })).toBe('/');
  });

  it('sends back from the pages under PROFILE to PROFILE, from the others to BASE (issue 10 #4)', () => {
    expect(parentRouteOf('/perfil/ordenes')).toBe('/perfil');
    expect(parentRouteOf('/perfil/ordenes/o-1')).toBe('/perfil');
    expect(parentRouteOf('/puntos')).toBe('/');
    expect(parentRouteOf('/perfil')).toBe('/');
  });

  it('lets the flows page through only when it is enabled', () => {
    expect(redirectFor('/__flows', '', false, { flowsPageEnabled: true })).toBeNull();
    expect(redirectFor('/__flows', '', false)).toBe('/auth');
    expect(redirectFor('/__flows', '', true)).toBe('/');
  });
});
