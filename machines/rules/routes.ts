/**
 * The route table (accounts.md §2.1, ordering.md §2) and the two route maps (§2.2): which paths exist with
 * and without a user, and where any other path redirects. Pure: the router view and the tests use it.
 */
export const ROUTES = {
  BASE: '/',
  AUTH: '/auth',
  SIGN_IN: '/auth/inicio-de-sesion',
  SIGN_UP: '/auth/registro',
  SIGN_UP_PERSONAL_DATA: '/auth/registro/datos-personales',
  VERIFY: '/verificacion',
  RECOVER_PASSWORD: '/forgotpassword/resetpassword',
  RECOVER_PASSWORD_EMAIL_SENT: '/reestablecer-cuenta',
  HOME: '/sucursal',
  MENU: '/menu',
  MENU_CATEGORIES: '/menu/categorias',
  PRODUCT: '/producto',
  ORDERS: '/ordenes',
  ORDER_SUMMARY: '/resumen-de-orden',
  CHECKOUT: '/checkout',
  CHECKOUT_ADDRESS: '/checkout/datos-de-entrega',
  CHECKOUT_SELECT_TABLE: '/checkout/seleccionar-mesa',
  CHECKOUT_SEARCH_ADDRESS: '/checkout/buscar-direccion',
  SEND_ORDER: '/checkout/enviar-orden',
  POINTS: '/puntos',
  ADD_POINTS: '/puntos/carga',
  POINTS_DETAILS: '/puntos/detalles',
  COUPONS: '/cupones',
  PROFILE: '/perfil',
  PROFILE_HELP: '/perfil/ayuda',
  PROFILE_HELP_SUPPORT: '/perfil/ayuda/soporte',
  PROFILE_TERMS: '/perfil/terminos',
  PROFILE_PRIVACY: '/perfil/privacidad',
  PROFILE_ORDERS: '/perfil/ordenes',
  PROFILE_ORDERS_DETAIL: '/perfil/ordenes/detalle',
  PROFILE_LANGUAGE_DEMO: '/perfil/demo-idioma',
  STORIES: 'historias',
  QR_CODE: '/qr-code',
  /** Developer and product-owner page (dev and demo builds only); not in the spec's table. */
  FLOWS: '/__flows',
} as const;

export type RouteName = keyof typeof ROUTES;

/**
 * Path patterns in wouter syntax. The stories viewer follows the reading HOME/:id/:storeId/historias/:storyId
 * (the chosen reading is documented in docs/flows/README.md). `product/:sku` children are overlays on their
 * parent and are matched by the parent's wildcard.
 */
export const USER_ROUTE_PATTERNS: readonly string[] = [
  ROUTES.BASE,
  `${ROUTES.HOME}`,
  `${ROUTES.HOME}/product/:sku`,
  `${ROUTES.HOME}/:id/:storeId`,
  `${ROUTES.HOME}/:id/:storeId/product/:sku`,
  `${ROUTES.HOME}/:id/:storeId/${ROUTES.STORIES}/:storyId`,
  ROUTES.MENU,
  `${ROUTES.MENU}/product/:sku`,
  `${ROUTES.MENU}/:id/:storeId`,
  `${ROUTES.MENU}/:id/:storeId/product/:sku`,
  `${ROUTES.MENU}/:id/:storeId/subcategory/:subcategoryId`,
  `${ROUTES.MENU}/:id/:storeId/subcategory/:subcategoryId/product/:sku`,
  ROUTES.ORDER_SUMMARY,
  `${ROUTES.ORDER_SUMMARY}/product/:storeId/:sku/:orderProductId`,
  ROUTES.CHECKOUT,
  ROUTES.CHECKOUT_SELECT_TABLE,
  ROUTES.CHECKOUT_ADDRESS,
  ROUTES.CHECKOUT_SEARCH_ADDRESS,
  ROUTES.PROFILE,
  ROUTES.PROFILE_HELP_SUPPORT,
  ROUTES.PROFILE_TERMS,
  ROUTES.PROFILE_PRIVACY,
  ROUTES.PROFILE_LANGUAGE_DEMO,
  ROUTES.PROFILE_ORDERS,
  `${ROUTES.PROFILE_ORDERS}/:id`,
  ROUTES.POINTS,
  ROUTES.ADD_POINTS,
  `${ROUTES.POINTS_DETAILS}/:id`,
  ROUTES.QR_CODE,
];

export const NO_USER_ROUTE_PATTERNS: readonly string[] = [
  ROUTES.AUTH,
  ROUTES.SIGN_IN,
  ROUTES.SIGN_UP,
  ROUTES.SIGN_UP_PERSONAL_DATA,
  ROUTES.VERIFY,
  `${ROUTES.RECOVER_PASSWORD}/:id/:token`,
  ROUTES.RECOVER_PASSWORD_EMAIL_SENT,
];

/**
 * The e-mail account routes a guest may also open (issue 10 #5): PROFILE offers a guest AUTH's "Ingresar con
 * email" and "Crear cuenta", and the guest stays a guest until the sign-in or the verified sign-up replaces
 * it. AUTH itself stays closed to a guest (its "Explorar sin beneficios" would make another guest).
 */
export const GUEST_ACCOUNT_ROUTE_PATTERNS: readonly string[] = NO_USER_ROUTE_PATTERNS.filter(
  (pattern) => pattern !== ROUTES.AUTH,
);

/** Matches a wouter-style pattern (`:param` segments, no wildcards) against a pathname. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const clean = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  const patternParts = clean(pattern).split('/');
  const pathParts = clean(pathname).split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i];
    const actual = pathParts[i];
    if (expected.startsWith(':')) {
      if (!actual) return null;
      params[expected.slice(1)] = decodeURIComponent(actual);
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

export const isUserRoute = (pathname: string): boolean =>
  USER_ROUTE_PATTERNS.some((pattern) => matchPattern(pattern, pathname) !== null);

export const isNoUserRoute = (pathname: string): boolean =>
  NO_USER_ROUTE_PATTERNS.some((pattern) => matchPattern(pattern, pathname) !== null);

/**
 * Where the header's back goes from a page that names no parent of its own (the placeholder of a flow not
 * built yet): the pages under PROFILE (Ordenes and its detail) go back to PROFILE, the rest to BASE.
 */
export function parentRouteOf(pathname: string): string {
  return pathname.startsWith(`${ROUTES.PROFILE}/`) ? ROUTES.PROFILE : ROUTES.BASE;
}

export interface RouteAccessOptions {
  /** The /__flows page exists in dev and demo builds, with or without a user. */
  flowsPageEnabled?: boolean;
  /** The user is a guest: the e-mail account routes exist too (GUEST_ACCOUNT_ROUTE_PATTERNS). */
  isGuest?: boolean;
}

/**
 * Applies the route maps: returns the URL to redirect to (replacing history), or null when the path exists.
 * No user → only auth routes; anything else goes to AUTH keeping the query string.
 * A user (guest or registered) → app routes, and for a guest the e-mail account routes too; anything else
 * goes to BASE.
 */
export function redirectFor(
  pathname: string,
  search: string,
  hasUser: boolean,
  options: RouteAccessOptions = {},
): string | null {
  if (options.flowsPageEnabled && pathname === ROUTES.FLOWS) return null;
  if (hasUser) {
    const isGuestAccountRoute =
      options.isGuest === true &&
      GUEST_ACCOUNT_ROUTE_PATTERNS.some((pattern) => matchPattern(pattern, pathname) !== null);
    return isUserRoute(pathname) || isGuestAccountRoute ? null : ROUTES.BASE;
  }
  if (isNoUserRoute(pathname)) return null;
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${ROUTES.AUTH}${query}`;
}
