import { resolvePrice } from '@/machines/rules/price-resolution';
import { lineTotal } from '@/machines/rules/pricing';
import type { Queryable } from '../db';
import { BRANCH_IDS, STORE_IDS } from './branches';
import { BRAND_B2C_ID } from './brands';
import { DEMO_USER_ID } from './users';

/** Fixed ids of the demo user's historical orders (tests use one as "another user's order"). */
export const DEMO_ORDER_IDS = {
  delivery: '64b7f0a1c2d3e4f5a6b7f001',
  takeaway: '64b7f0a1c2d3e4f5a6b7f002',
  mesa: '64b7f0a1c2d3e4f5a6b7f003',
  rejected: '64b7f0a1c2d3e4f5a6b7f004',
} as const;

type Kind = keyof typeof DEMO_ORDER_IDS;

interface OrderSeed {
  kind: Kind;
  number: number;
  branch: 'palermo' | 'belgrano';
  daysAgo: number;
  items: Array<[sku: string, quantity: number]>;
  estado: string;
  status: string;
  payment: 'not_required' | 'approved' | 'rejected';
  points: number;
  shipping?: number;
  methods: string[];
  mesa?: number;
  rating?: [number, string];
}

const seeds: OrderSeed[] = [
  {
    kind: 'delivery',
    number: 1001,
    branch: 'palermo',
    daysAgo: 40,
    items: [
      ['HAM-003', 2],
      ['BEB-001', 2],
    ],
    estado: 'RECIBIDO',
    status: 'ENVIADO',
    payment: 'approved',
    points: 0,
    shipping: 1200,
    methods: ['Mercado Pago'],
    rating: [5, 'Llegó caliente y rápido. ¡Excelente!'],
  },
  {
    kind: 'takeaway',
    number: 1002,
    branch: 'belgrano',
    daysAgo: 21,
    items: [
      ['PAR-011', 2],
      ['PAR-014', 1],
      ['BEB-004', 2],
    ],
    estado: 'RETIRADO',
    status: 'ENVIADO',
    payment: 'approved',
    points: 1800,
    methods: ['Puntos', 'Mercado Pago'],
  },
  {
    kind: 'mesa',
    number: 1003,
    branch: 'palermo',
    daysAgo: 12,
    items: [
      ['PAR-014', 1],
      ['HAM-003', 1],
      ['BEB-001', 1],
    ],
    estado: 'PAGADO',
    status: 'PAGADO',
    payment: 'not_required',
    points: 0,
    methods: ['Pago en local'],
    mesa: 7,
    rating: [4, 'Muy rica la provoleta.'],
  },
  {
    kind: 'rejected',
    number: 1004,
    branch: 'palermo',
    daysAgo: 5,
    items: [['HAM-003', 1]],
    estado: 'RECHAZADO',
    status: 'RECHAZADO',
    payment: 'rejected',
    points: 0,
    methods: ['Mercado Pago'],
  },
];

const TYPES: Record<Kind, string> = {
  delivery: 'delivery',
  takeaway: 'takeaway',
  mesa: 'mesa',
  rejected: 'takeaway',
};

/** A few finished orders of demo@demo.com (history, detail screen). None is active. */
export async function seedOrders(tx: Queryable): Promise<void> {
  const skus = [...new Set(seeds.flatMap((s) => s.items.map(([sku]) => sku)))];
  const { rows: products } = await tx.query<{
    id: string;
    sku: string;
    name: string;
    image: string;
    price: unknown;
  }>('SELECT id, sku, name, image, price FROM products WHERE id_marca = $1 AND sku = ANY ($2::text[])', [
    BRAND_B2C_ID,
    skus,
  ]);
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const { rows: branches } = await tx.query<{ id: string; name: string; address: string }>(
    'SELECT id, name, address FROM branches WHERE id = ANY ($1::text[])',
    [[BRANCH_IDS.palermo, BRANCH_IDS.belgrano]],
  );
  const branchById = new Map(branches.map((b) => [b.id, b]));
  for (const s of seeds) {
    const type = TYPES[s.kind];
    const lines = s.items.flatMap(([sku, quantity]) => {
      const p = bySku.get(sku);
      if (!p) return [];
      const price = resolvePrice(p.price, { businessType: 'b2c', consumeType: type });
      return [
        {
          _id: p.id,
          sku,
          name: p.name,
          imageShow: p.image,
          price,
          quantity,
          comments: '',
          orderProductId: null,
          upsellingId: null,
          customization: [],
          total: lineTotal({ price, quantity }),
        },
      ];
    });
    const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
    const invoiced = subtotal + (s.shipping ?? 0);
    const total = invoiced - s.points;
    const branchId = BRANCH_IDS[s.branch];
    const branch = branchById.get(branchId);
    await tx.query(
      `INSERT INTO orders (id, id_order, id_marca, id_cliente, id_local, store_id, draft_order_id, type,
         estado_de_orden, order_status, active, payment_status, payment_provider, order_payment, subtotal,
         costo_envio, total_invoiced, points_to_use, total, points_percentage, win_points, metodo_de_pago, mesa,
         hora_retiro, tracking_url, local_name, local_address, experiencia, valoracion, status_changed_at,
         completed_at, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,NULL,$7,$8,$9,false,$10,$11,$12,$13,$14,$15,$16,$17,10,$18,$19,$20,$21,NULL,$22,$23,
         $24,$25, now() - make_interval(days => $26), now() - make_interval(days => $26),
         now() - make_interval(days => $26, hours => 1), now() - make_interval(days => $26))
       ON CONFLICT (id) DO NOTHING`,
      [
        DEMO_ORDER_IDS[s.kind],
        s.number,
        BRAND_B2C_ID,
        DEMO_USER_ID,
        branchId,
        STORE_IDS[s.branch],
        type,
        s.estado,
        s.status,
        s.payment,
        s.payment === 'not_required' ? null : 'sandbox',
        JSON.stringify(lines),
        subtotal,
        s.shipping ?? 0,
        invoiced,
        s.points,
        total,
        s.payment === 'rejected' ? 0 : Math.round(total * 10) / 100,
        s.methods,
        s.mesa ?? null,
        type === 'takeaway' ? new Date(Date.now() - s.daysAgo * 86_400_000).toISOString() : null,
        branch?.name ?? '',
        branch?.address ?? '',
        s.rating?.[1] ?? null,
        s.rating?.[0] ?? null,
        s.daysAgo,
      ],
    );
  }
  await tx.query(
    `INSERT INTO order_counters (id_marca, last_number) VALUES ($1, $2)
     ON CONFLICT (id_marca) DO UPDATE SET last_number = greatest(order_counters.last_number, $2)`,
    [BRAND_B2C_ID, Math.max(...seeds.map((s) => s.number))],
  );
}
