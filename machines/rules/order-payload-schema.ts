// i18n-exempt-file: the API's validation messages for a malformed order payload (answered in Spanish by the server; a correct app never sends one).
import * as v from 'valibot';
import { requiredIdField, textOrNumberIdField } from './field-schemas';

/**
 * The one home of the order payload's fields (ordering.md §3 "Order creation / update payload"): the server
 * validates a send and an update with these schemas (server/routes/orders.ts), the app builds the payload
 * with the same field names and types (`buildOrderPayload` in order-payload.ts, whose output is checked
 * against `sendOrderBody` in tests/unit/order-payload.test.ts), and the order service takes its fields as
 * `OrderFields` (server/services/order-submit.ts).
 */

const text = (field: string, max: number) =>
  v.pipe(
    v.string(`El campo "${field}" debe ser texto`),
    v.maxLength(max, `El campo "${field}" no puede superar ${max} caracteres`),
  );
const intLike = (field: string, max: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/))],
      `El campo "${field}" debe ser un número entero`,
    ),
    v.transform(Number),
    v.integer(`El campo "${field}" debe ser un número entero`),
    v.minValue(0, `El campo "${field}" no es válido`),
    v.maxValue(max, `El campo "${field}" no es válido`),
  );

const customizationItem = v.looseObject({
  sku: requiredIdField('customization.sku'),
  quantity: v.optional(
    v.nullable(
      v.pipe(
        v.number('La cantidad de una opción debe ser un número'),
        v.integer('La cantidad de una opción debe ser un número entero'),
        v.minValue(0, 'La cantidad de una opción no es válida'),
        v.maxValue(1000, 'La cantidad de una opción no es válida'),
      ),
    ),
  ),
});
const itemGroup = v.optional(
  v.nullable(v.union([v.array(customizationItem), v.record(v.string(), customizationItem)])),
);
/** The flattened array of the payload, or the app's {ingredients, aditionals} maps (flattened here). */
const customization = v.optional(
  v.nullable(
    v.union(
      [
        v.pipe(v.array(customizationItem), v.maxLength(200, 'Demasiadas opciones en una línea')),
        v.looseObject({ ingredients: itemGroup, aditionals: itemGroup }),
      ],
      'El campo "customization" no es válido',
    ),
  ),
);

export const orderLine = v.looseObject({
  sku: requiredIdField('sku'),
  quantity: v.pipe(
    v.number('La cantidad debe ser un número'),
    v.integer('La cantidad debe ser un número entero'),
    v.minValue(1, 'La cantidad mínima es 1'),
    v.maxValue(999, 'La cantidad máxima por producto es 999'),
  ),
  comments: v.optional(v.nullable(text('comments', 500))),
  orderProductId: v.optional(v.nullable(text('orderProductId', 100))),
  upsellingId: v.optional(v.nullable(text('upsellingId', 100))),
  customization,
});

export const orderPaymentField = v.pipe(
  v.array(orderLine, 'El campo "orderPayment" debe ser una lista'),
  v.minLength(1, 'La orden no tiene productos'),
  v.maxLength(100, 'La orden tiene demasiados productos'),
);

export const ORDER_TYPES = ['mesa', 'takeaway', 'delivery', 'delivery_propio'] as const;

/** Fields shared by the send payload and the table-order update payload. */
const payloadEntries = {
  draftOrderId: v.optional(
    v.pipe(
      v.string('El campo "draftOrderId" debe ser texto'),
      v.regex(/^[\w-]{8,64}$/, 'El campo "draftOrderId" no es válido'),
    ),
  ),
  total: v.optional(
    v.pipe(
      v.number('El campo "total" debe ser un número'),
      v.minValue(0, 'El campo "total" no es válido'),
      v.maxValue(1e10, 'El campo "total" no es válido'),
    ),
  ),
  mesa: v.optional(v.nullable(intLike('mesa', 100_000))),
  mesaId: v.optional(v.nullable(intLike('mesaId', 1e9))),
  comments: v.optional(v.nullable(text('comments', 500))),
  horaRetiro: v.optional(v.nullable(text('horaRetiro', 40))),
  recomendedProduct: v.optional(v.boolean('El campo "recomendedProduct" debe ser verdadero o falso')),
  deliveryAddressId: v.optional(v.nullable(text('deliveryAddressId', 100))),
  shipping_type_id: v.optional(
    v.nullable(
      v.pipe(
        v.union([text('shipping_type_id', 50), v.number()], 'El campo "shipping_type_id" no es válido'),
        v.transform(String),
      ),
    ),
  ),
  costoEnvio: v.optional(v.nullable(v.number('El campo "costoEnvio" debe ser un número'))),
  domain: v.optional(v.nullable(text('domain', 300))),
  orderChangeState: v.optional(v.picklist(['new', 'update'], 'El campo "orderChangeState" no es válido')),
};

export const sendOrderBody = v.looseObject({
  idCliente: requiredIdField('idCliente'),
  idLocal: requiredIdField('idLocal'),
  storeId: textOrNumberIdField('storeId'),
  idMarca: requiredIdField('idMarca'),
  type: v.picklist(ORDER_TYPES, 'Debe seleccionar un tipo de consumo'),
  orderPayment: orderPaymentField,
  ...payloadEntries,
});

export type SendOrderBody = v.InferOutput<typeof sendOrderBody>;

const activeOrderField = v.optional(
  v.pipe(
    v.union(
      [v.picklist(['true', 'false']), v.boolean()],
      'El campo "activeOrder" debe ser verdadero o falso',
    ),
    v.transform((x) => x === true || x === 'true'),
  ),
);

export const updateOrderBody = v.looseObject({
  activeOrder: activeOrderField,
  experiencia: v.optional(v.nullable(text('experiencia', 1000))),
  valoracion: v.optional(
    v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.regex(/^\d$/))],
        'La valoración debe ser un número del 1 al 5',
      ),
      v.transform(Number),
      v.integer('La valoración debe ser un número del 1 al 5'),
      v.minValue(1, 'La valoración debe ser un número del 1 al 5'),
      v.maxValue(5, 'La valoración debe ser un número del 1 al 5'),
    ),
  ),
  estadoDeOrden: v.optional(v.picklist(['RECIBIDO'], 'Solo podés marcar la orden como RECIBIDO')),
  orderPayment: v.optional(orderPaymentField),
  idCliente: v.optional(requiredIdField('idCliente')),
  idLocal: v.optional(requiredIdField('idLocal')),
  idMarca: v.optional(requiredIdField('idMarca')),
  type: v.optional(v.picklist(ORDER_TYPES, 'El campo "type" no es válido')),
  ...payloadEntries,
});

export type UpdateOrderBody = v.InferOutput<typeof updateOrderBody>;

/** What the order service stores from a validated send besides the lines (the payload's own field names). */
export type OrderFields = Partial<
  Pick<
    SendOrderBody,
    | 'mesa'
    | 'mesaId'
    | 'comments'
    | 'horaRetiro'
    | 'recomendedProduct'
    | 'deliveryAddressId'
    | 'shipping_type_id'
  >
>;

/** The payload as the app sends it (before the server's transforms). */
export type SendOrderPayload = v.InferInput<typeof sendOrderBody>;
