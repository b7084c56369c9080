// i18n-exempt-file: test data written as the server sends it (branch and product names), never rendered as UI text.

/**
 * A takeaway order in the kitchen (COCINA, paid), Morcilla × `quantity`, to pick up at 21:30 UTC on 23/11/2026, as
 * GET /pedido/active answers it: shared by the human model and the executable one (active-orders.model.ts,
 * active-orders.app-model.ts), which differ only in the order's ids and branch.
 */
export const kitchenTakeaway = (order: {
  _id: string;
  idOrder: string | number;
  idLocal: string;
  storeId: string;
  nameLocal: string;
  quantity: number;
}) => ({
  _id: order._id,
  idOrder: order.idOrder,
  idLocal: order.idLocal,
  storeId: order.storeId,
  localInfo: { nameLocal: order.nameLocal },
  type: 'takeaway',
  estadoDeOrden: 'COCINA',
  orderStatus: 'COCINA',
  paymentStatus: 'approved',
  horaRetiro: '2026-11-23T21:30:00.000Z',
  update: '2026-11-23T20:00:00.000Z',
  orderPayment: [{ name: 'Morcilla', quantity: order.quantity, price: 2900 }],
});
