import * as v from 'valibot';
import { requireOwnUser } from '../http/access';
import { badRequest, messages, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idMarcaField } from '../http/schemas';
import { idParam } from '../http/validate';
import { createAddress, listAddresses } from '../services/addresses';
import { findBrandById } from '../services/brands';
import { coordinate } from './branches';

/** The new-address form's messages (ordering.md §5 "New address form"). */
export const addressMessages = {
  etiqueta: 'Por favor, ingrese una etiqueta para su dirección',
  instructions: 'Por favor, ingrese instrucciones de entrega',
  name: 'Por favor, ingrese un nombre',
  phone: 'Por favor, ingrese un teléfono',
  phoneInvalid: 'El teléfono no es válido',
  address: 'Por favor, seleccione una dirección',
} as const;

const text = (max: number, required: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.minLength(1, required),
    v.maxLength(max, `El texto no puede superar ${max} caracteres`),
  );
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(max, `El texto no puede superar ${max} caracteres`),
  );

// Keys in the form's order, so the first message is the one the form would show first.
const addressBody = v.object({
  etiqueta: text(60, addressMessages.etiqueta),
  customerName: optionalText(80),
  customerPhone: optionalText(30),
  deliveryInstructions: text(300, addressMessages.instructions),
  idCliente: v.pipe(v.string(), v.minLength(1, 'El campo "idCliente" es obligatorio'), v.maxLength(100)),
  idMarca: idMarcaField,
  deliveryAddress: text(300, addressMessages.address),
  coordinates: v.object({
    dropoff: v.object({
      lat: coordinate('coordinates.dropoff.lat', 90),
      lon: coordinate('coordinates.dropoff.lon', 180),
    }),
  }),
  isDefault: v.optional(v.boolean(), true),
});

export const addressRoutes = [
  defineRoute({
    method: 'GET',
    path: '/pedido/direccion/:brandId/:userId',
    summary: "The user's saved delivery addresses (owner only), default first",
    auth: 'session',
    params: v.object({ brandId: idParam, userId: idParam }),
    async handler({ c, deps, params, me }) {
      if (!(await findBrandById(deps.db, params.brandId))) throw notFound(messages.brandNotFound);
      const user = await requireOwnUser(c, deps.db, me(), params.userId, params.brandId);
      return ok(c, await listAddresses(deps.db, user.id, params.brandId));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/pedido/direccion',
    summary: 'Saves a delivery address for the session user: data._id',
    auth: 'session',
    body: addressBody,
    async handler({ c, deps, body, me }) {
      if (!(await findBrandById(deps.db, body.idMarca))) throw notFound(messages.brandNotFound);
      const user = await requireOwnUser(c, deps.db, me(), body.idCliente, body.idMarca);
      const customerName = body.customerName || user.name || '';
      if (!customerName) throw badRequest(addressMessages.name);
      const customerPhone = body.customerPhone || user.phone_number || '';
      if (!customerPhone) throw badRequest(addressMessages.phone);
      if (!/^\+?\d[\d\s-]{5,24}$/.test(customerPhone)) throw badRequest(addressMessages.phoneInvalid);
      const saved = await createAddress(deps.db, {
        userId: user.id,
        brandId: body.idMarca,
        deliveryAddress: body.deliveryAddress,
        lat: body.coordinates.dropoff.lat,
        lon: body.coordinates.dropoff.lon,
        customerName,
        customerPhone: customerPhone.replace(/[\s-]/g, ''),
        deliveryInstructions: body.deliveryInstructions,
        etiqueta: body.etiqueta,
        isDefault: body.isDefault,
      });
      return ok(c, saved);
    },
  }),
];
