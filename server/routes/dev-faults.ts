import * as v from 'valibot';
import { messages, notFound } from '../http/errors';
import { clearFaults, faultsServed, plantFault } from '../http/faults';
import { defineRoute, ok } from '../http/route';

/**
 * Demo/test tool (issue 9, W4): the next `times` requests `method path` fail with `status` and `message`, through
 * the server's own error handler (server/http/faults.ts). 404 "Ruta no encontrada" where the e-mail sandbox is off
 * and always under NODE_ENV=production.
 */
export const devFaultMessages = {
  method: 'El campo "method" debe ser GET, POST, PUT o DELETE',
  path: 'El campo "path" debe ser una ruta de la API, como /api/login, sin parámetros de consulta',
  self: 'El inyector de fallas no puede fallar a sí mismo',
  status: 'El campo "status" debe ser un número entero entre 500 y 599',
  message: 'El campo "message" debe ser un texto de 1 a 300 caracteres',
  times: 'El campo "times" debe ser un número entero entre 1 y 100',
} as const;

/** The request's path with /api and without a query string; never the injector's own. */
const faultPath = v.pipe(
  v.string(devFaultMessages.path),
  v.maxLength(300, devFaultMessages.path),
  v.regex(/^\/api\/[^?#\s]+$/, devFaultMessages.path),
  v.check((p) => !p.startsWith('/api/dev/faults'), devFaultMessages.self),
);

export const devFaultRoutes = [
  defineRoute({
    method: 'POST',
    path: '/dev/faults',
    summary: 'Demo/test only: the next `times` requests METHOD /api/path answer `status` with `message`',
    auth: 'none',
    body: v.object({
      method: v.picklist(['GET', 'POST', 'PUT', 'DELETE'], devFaultMessages.method),
      path: faultPath,
      status: v.pipe(
        v.number(devFaultMessages.status),
        v.integer(devFaultMessages.status),
        v.minValue(500, devFaultMessages.status),
        v.maxValue(599, devFaultMessages.status),
      ),
      message: v.optional(
        v.pipe(
          v.string(devFaultMessages.message),
          v.trim(),
          v.minLength(1, devFaultMessages.message),
          v.maxLength(300, devFaultMessages.message),
        ),
      ),
      times: v.optional(
        v.pipe(
          v.number(devFaultMessages.times),
          v.integer(devFaultMessages.times),
          v.minValue(1, devFaultMessages.times),
          v.maxValue(100, devFaultMessages.times),
        ),
      ),
    }),
    async handler({ c, deps, body }) {
      if (!faultsServed(deps.config)) throw notFound(messages.routeNotFound);
      const fault = {
        method: body.method,
        path: body.path,
        status: body.status,
        message: body.message ?? messages.internal,
        times: body.times ?? 1,
      };
      plantFault(deps, fault);
      return ok(c, fault);
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/dev/faults',
    summary:
      'Demo/test only: removes the planted faults, or only those for ?path= (answers how many were left)',
    auth: 'none',
    query: v.object({ path: v.optional(faultPath) }),
    async handler({ c, deps, query }) {
      if (!faultsServed(deps.config)) throw notFound(messages.routeNotFound);
      return ok(c, { removed: clearFaults(deps, query.path) });
    },
  }),
];
