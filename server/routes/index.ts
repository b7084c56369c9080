import type { AnyRoute } from '../http/route';
import { addressRoutes } from './addresses';
import { authRoutes } from './auth';
import { branchRoutes } from './branches';
import { brandRoutes } from './brands';
import { deliveryRoutes } from './delivery';
import { devRoutes } from './dev';
import { devBranchRoutes } from './dev-branches';
import { devCatalogueRoutes } from './dev-catalogue';
import { devFaultRoutes } from './dev-faults';
import { devOrderRoutes } from './dev-orders';
import { devUserRoutes } from './dev-users';
import { mapsRoutes } from './maps';
import { marketingRoutes } from './marketing';
import { menuRoutes } from './menu';
import { orderQuoteRoutes } from './order-quote';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { pointsRoutes } from './points';
import { recoveryRoutes } from './recovery';
import { registerRoutes } from './register';
import { socialRoutes } from './social';
import { supportRoutes } from './support';
import { trackingRoutes } from './tracking';
import { translationRoutes } from './translations';
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
  ...devOrderRoutes,
  ...devCatalogueRoutes,
  ...devFaultRoutes,
  ...devUserRoutes,
  ...devBranchRoutes,
  ...branchRoutes,
  ...menuRoutes,
  ...marketingRoutes,
  ...addressRoutes,
  ...deliveryRoutes,
  ...mapsRoutes,
  ...orderRoutes,
  ...orderQuoteRoutes,
  ...paymentRoutes,
  ...translationRoutes,
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
  maxBodyBytes: r.maxBodyBytes,
}));
