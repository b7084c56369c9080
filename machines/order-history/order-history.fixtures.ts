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

/**
 * demo@demo.com's seeded takeaway, #1002 (server/db/seed/orders.ts, DEMO_ORDER_IDS.takeaway), as the server
 * answers it, in the model's ids (order-1) and with fixed dates: at Brasa Belgrano, 2 × Morcilla (PAR-011 $ 2.900),
 * 1 × Provoleta (PAR-014 $ 6.200) and 2 × Agua mineral sin gas 500 ml (BEB-004 $ 1.900), the seed's prices
 * (server/db/seed/data/menu-b2c.ts); 1.800 points used of $ 15.800, so $ 14.000 paid, and 10 % of it won back.
 * The history's newest order and the detail the models open, so the browser walk opens the real one.
 */
export const seededTakeaway = (): OrderRecord =>
  demoOrder({
    idOrder: '1002',
    idLocal: 'branch-2',
    storeId: 'brasa-belgrano',
    branchName: 'Brasa Belgrano',
    orderPayment: [
      { name: 'Morcilla', quantity: 2, price: 2900, imageShow: null, comments: '', customization: [] },
      { name: 'Provoleta', quantity: 1, price: 6200, imageShow: null, comments: '', customization: [] },
      {
        name: 'Agua mineral sin gas 500 ml',
        quantity: 2,
        price: 1900,
        imageShow: null,
        comments: '',
        customization: [],
      },
    ],
    totalFacturado: 15800,
    total: 14000,
    account: { totalinvoiced: 15800, pointsToUse: 1800, pointsPercentage: 10, winPoints: 1400 },
    metodoDePago: ['Puntos', 'Mercado Pago'],
  });
