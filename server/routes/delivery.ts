import * as v from 'valibot';
import { defineRoute, ok } from '../http/route';
import { estimateDelivery } from '../services/delivery';
import { coordinate } from './branches';

const amount = (field: string, min: number, integer: boolean) =>
  v.pipe(
    v.union(
      [
        v.number(),
        v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/, `El campo "${field}" no es válido`)),
      ],
      `El campo "${field}" debe ser un número`,
    ),
    v.transform(Number),
    v.number(),
    v.check(
      (n) => Number.isFinite(n) && n >= min && n <= 100_000_000 && (!integer || Number.isInteger(n)),
      `El campo "${field}" no es válido`,
    ),
  );

export const deliveryRoutes = [
  defineRoute({
    method: 'POST',
    path: '/pedido/delivery/estimate',
    summary: 'Courier options and shipping cost by distance from the branch (data.estimaciones)',
    auth: 'none',
    body: v.object({
      idLocal: v.pipe(v.string(), v.minLength(1, 'El campo "idLocal" es obligatorio'), v.maxLength(100)),
      lat: coordinate('lat', 90),
      lon: coordinate('lon', 180),
      cantidad: v.optional(amount('cantidad', 1, true), 1),
      total: amount('total', 0, false),
    }),
    async handler({ c, deps, body }) {
      return ok(c, await estimateDelivery(deps.db, body));
    },
  }),
];
