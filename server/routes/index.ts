import type { AnyRoute } from '../http/route';
import { authRoutes } from './auth';
import { brandRoutes } from './brands';
import { devRoutes } from './dev';
import { pointsRoutes } from './points';
import { recoveryRoutes } from './recovery';
import { registerRoutes } from './register';
import { socialRoutes } from './social';
import { supportRoutes } from './support';
import { trackingRoutes } from './tracking';
import { userRoutes } from './users';

/**
 * Every API route, mounted under /api in this order. A new domain (branches, menu, orders,
 * payment sandbox, maps) adds its `defineRoute` list here; the bad-input test then requires a case
 * for each new route (tests/api/bad-input.test.ts).
 */
export const apiRoutes: AnyRoute[] = [
  ...brandRoutes,
  ...authRoutes,
  ...registerRoutes,
  ...recoveryRoutes,
  ...socialRoutes,
  ...userRoutes,
  ...pointsRoutes,
  ...supportRoutes,
  ...trackingRoutes,
  ...devRoutes,
];

/** The route table as data: `METHOD /api/path`, for docs and tests. */
export const routeTable = apiRoutes.map((r) => ({
  key: `${r.method} /api${r.path}`,
  method: r.method,
  path: `/api${r.path}`,
  summary: r.summary,
  auth: r.auth,
  hasBody: r.hasBody,
  bodyType: r.bodyType,
}));
