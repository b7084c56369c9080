// i18n-exempt-file: test data written as the server sends it (branch names, product names), never rendered as UI text.
import type { OrderRecord } from '../rules/order-record';

/** Orders as parseOrder reads them, shared by the human model and the machine tests (the server's shapes). */
export const demoOrder = (overrides: Partial<OrderRecord> = {}): OrderRecord => ({
  _id: 'order-1',
  idOrder: '1042',
  idLocal: 'branch-1',
  storeId: 'store-1',
  branchName: 'Palermo',
  type: 'takeaway',
  estadoDeOrden: 'RETIRADO',
  orderStatus: 'ENVIADO',
  update: '2026-11-20T15:10:00.000Z',
  created: '2026-11-20T14:05:00.000Z',
  horaRetiro: '2026-11-20T15:00:00.000Z',
  mesa: null,
  mesaId: null,
  orderPayment: [
    {
      name: 'Pizza muzzarella',
      quantity: 2,
      price: 9000,
      imageShow: null,
      comments: 'Sin aceitunas',
      customization: [{ name: 'Extra queso', quantity: 1, price: 1200 }],
    },
  ],
  tracking_url: null,
  // As the server stores it: totalinvoiced before points (2 × 10.200), total what was charged (− 1.200 points).
  totalFacturado: 20400,
  total: 19200,
  account: { totalinvoiced: 20400, pointsToUse: 1200, pointsPercentage: 5, winPoints: 960 },
  metodoDePago: ['Puntos', 'Mercado Pago'],
  ...overrides,
});

/** An older, cancelled order (the history's error icon). */
export const olderOrder = (): OrderRecord =>
  demoOrder({
    _id: 'order-0',
    idOrder: '1001',
    created: '2026-11-02T12:00:00.000Z',
    orderStatus: 'CANCELADO',
    totalFacturado: 4500,
    total: 4500,
    account: { totalinvoiced: 4500, pointsToUse: 0, pointsPercentage: 5, winPoints: 0 },
  });
