import type { Schedule } from '@/machines/rules/schedule';
import type { Queryable } from '../db';
import { BRAND_B2B_ID, BRAND_B2C_ID } from './brands';
import { catalogueImage, KIND, seedId } from './data/ids';

const DAYS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'] as const;
const everyDay = (open: string, close: string): Schedule =>
  Object.fromEntries(DAYS.map((d) => [d, { open, close }]));

/** Stable branch ids (`_id` / idLocal) and store ids, for tests and the orders seed. */
export const BRANCH_IDS = {
  palermo: seedId(KIND.branch, 1),
  belgrano: seedId(KIND.branch, 2),
  recoleta: seedId(KIND.branch, 3),
  sanTelmo: seedId(KIND.branch, 4),
  caballito: seedId(KIND.branch, 5),
  villaCrespo: seedId(KIND.branch, 6),
  b2bAvellaneda: seedId(KIND.branch, 21),
  b2bUrquiza: seedId(KIND.branch, 22),
} as const;

export const STORE_IDS = {
  palermo: 'brasa-palermo',
  belgrano: 'brasa-belgrano',
  recoleta: 'brasa-recoleta',
  sanTelmo: 'brasa-san-telmo',
  caballito: 'brasa-caballito',
  villaCrespo: 'brasa-villa-crespo',
  b2bAvellaneda: 'delplata-avellaneda',
  b2bUrquiza: 'delplata-urquiza',
} as const;

export interface BranchSeed {
  key: keyof typeof BRANCH_IDS;
  idMarca: string;
  name: string;
  address: string;
  whatsapp: string;
  percentagePoints: number;
  latitude: number;
  longitude: number;
  schedule: Schedule;
  table: boolean;
  takeaway: boolean;
  delivery: boolean;
  deliveryPropio?: string;
  statusOverride?: 'open' | 'closing_soon' | 'close';
  statusNote?: string;
  radiusKm?: number;
}

export const branchSeeds: BranchSeed[] = [
  {
    // Everything enabled, open 24 h so the demo and e2e can always order here.
    key: 'palermo',
    idMarca: BRAND_B2C_ID,
    name: 'Brasa Palermo Soho',
    address: 'Honduras 4850, Palermo, CABA',
    whatsapp: '+5491155501001',
    percentagePoints: 10,
    latitude: -34.586912,
    longitude: -58.430621,
    schedule: everyDay('00:00', '23:59'),
    table: true,
    takeaway: true,
    delivery: true,
  },
  {
    // Takeaway + delivery; schedule in 12-hour form.
    key: 'belgrano',
    idMarca: BRAND_B2C_ID,
    name: 'Brasa Belgrano',
    address: 'Av. Cabildo 1950, Belgrano, CABA',
    whatsapp: '+5491155501002',
    percentagePoints: 8,
    latitude: -34.561873,
    longitude: -58.456132,
    schedule: {
      lunes: { open: '11:30 AM', close: '11:30 PM' },
      martes: { open: '11:30 AM', close: '11:30 PM' },
      miercoles: { open: '11:30 AM', close: '11:30 PM' },
      jueves: { open: '11:30 AM', close: '11:30 PM' },
      viernes: { open: '11:30 AM', close: '1:00 AM' },
      sabado: { open: '12:00 PM', close: '1:00 AM' },
      domingo: { open: '12:00 PM', close: '4:00 PM' },
    },
    table: false,
    takeaway: true,
    delivery: true,
  },
  {
    // Table service only (salón), lunch to late dinner.
    key: 'recoleta',
    idMarca: BRAND_B2C_ID,
    name: 'Brasa Recoleta',
    address: 'Av. Callao 1210, Recoleta, CABA',
    whatsapp: '+5491155501003',
    percentagePoints: 12,
    latitude: -34.595468,
    longitude: -58.392911,
    schedule: {
      martes: { open: '12:00', close: '23:30' },
      miercoles: { open: '12:00', close: '23:30' },
      jueves: { open: '12:00', close: '23:30' },
      viernes: { open: '12:00', close: '00:30' },
      sabado: { open: '12:00', close: '00:30' },
      domingo: { open: '12:00', close: '17:00' },
    },
    table: true,
    takeaway: false,
    delivery: false,
  },
  {
    // Everything enabled but forced closed while under renovation.
    key: 'sanTelmo',
    idMarca: BRAND_B2C_ID,
    name: 'Brasa San Telmo',
    address: 'Defensa 980, San Telmo, CABA',
    whatsapp: '+5491155501004',
    percentagePoints: 10,
    latitude: -34.619052,
    longitude: -58.371734,
    schedule: everyDay('12:00', '00:00'),
    table: true,
    takeaway: true,
    delivery: true,
    statusOverride: 'close',
    statusNote: 'San Telmo (cerrado por reformas)',
  },
  {
    // Takeaway + the brand's own delivery (deliverySystem off).
    key: 'caballito',
    idMarca: BRAND_B2C_ID,
    name: 'Brasa Caballito',
    address: 'Av. Rivadavia 5150, Caballito, CABA',
    whatsapp: '+5491155501005',
    percentagePoints: 10,
    latitude: -34.618795,
    longitude: -58.437146,
    schedule: everyDay('11:00', '23:00'),
    table: false,
    takeaway: true,
    delivery: false,
    deliveryPropio: 'Envío Brasa',
    radiusKm: 6,
  },
  {
    // Table + takeaway, late nights, 12-hour form past midnight.
    key: 'villaCrespo',
    idMarca: BRAND_B2C_ID,
    name: 'Brasa Villa Crespo',
    address: 'Av. Corrientes 5320, Villa Crespo, CABA',
    whatsapp: '+5491155501006',
    percentagePoints: 10,
    latitude: -34.597512,
    longitude: -58.439218,
    schedule: {
      lunes: { open: '7:00 PM', close: '1:00 AM' },
      martes: { open: '7:00 PM', close: '1:00 AM' },
      miercoles: { open: '7:00 PM', close: '1:00 AM' },
      jueves: { open: '7:00 PM', close: '2:00 AM' },
      viernes: { open: '7:00 PM', close: '3:00 AM' },
      sabado: { open: '7:00 PM', close: '3:00 AM' },
    },
    table: true,
    takeaway: true,
    delivery: false,
  },
  {
    key: 'b2bAvellaneda',
    idMarca: BRAND_B2B_ID,
    name: 'Depósito Central Avellaneda',
    address: 'Av. Bartolomé Mitre 1250, Avellaneda, Buenos Aires',
    whatsapp: '+5491143210021',
    percentagePoints: 0,
    latitude: -34.66305,
    longitude: -58.36574,
    schedule: everyDay('00:00', '23:59'),
    table: false,
    takeaway: true,
    delivery: true,
    radiusKm: 8,
  },
  {
    key: 'b2bUrquiza',
    idMarca: BRAND_B2B_ID,
    name: 'Centro de Distribución Villa Urquiza',
    address: 'Av. Triunvirato 4650, Villa Urquiza, CABA',
    whatsapp: '+5491143210022',
    percentagePoints: 0,
    latitude: -34.573291,
    longitude: -58.487654,
    schedule: {
      lunes: { open: '8:00 AM', close: '6:00 PM' },
      martes: { open: '8:00 AM', close: '6:00 PM' },
      miercoles: { open: '8:00 AM', close: '6:00 PM' },
      jueves: { open: '8:00 AM', close: '6:00 PM' },
      viernes: { open: '8:00 AM', close: '6:00 PM' },
      sabado: { open: '9:00 AM', close: '1:00 PM' },
    },
    table: false,
    takeaway: true,
    delivery: false,
  },
];

export async function seedBranches(tx: Queryable): Promise<void> {
  let order = 0;
  for (const b of branchSeeds) {
    order += 1;
    const id = BRANCH_IDS[b.key];
    await tx.query(
      `INSERT INTO branches (id, id_marca, store_id, name, address, image, whatsapp, percentage_points,
         latitude, longitude, schedule, system_options_id, table_system, takeaway_system, delivery_system,
         delivery_propio_activo, delivery_propio_name, status_override, status_note, delivery_radius_km, sort_order)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21)
       ON CONFLICT (id) DO NOTHING`,
      [
        id,
        b.idMarca,
        STORE_IDS[b.key],
        b.name,
        b.address,
        catalogueImage('local', STORE_IDS[b.key]),
        b.whatsapp,
        b.percentagePoints,
        b.latitude,
        b.longitude,
        JSON.stringify(b.schedule),
        seedId(KIND.systemOptions, order),
        b.table,
        b.takeaway,
        b.delivery,
        Boolean(b.deliveryPropio),
        b.deliveryPropio ?? null,
        b.statusOverride ?? null,
        b.statusNote ?? null,
        b.radiusKm ?? 8,
        order,
      ],
    );
  }
}
