import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { distanceKm } from '@/machines/rules/format';
import {
  type BranchStatus,
  effectiveStatus,
  type Schedule,
  type ScheduleState,
  scheduleStatus,
} from '@/machines/rules/schedule';
import type { Queryable } from '../db/db';

export interface BranchRow {
  id: string;
  id_marca: string;
  store_id: string;
  name: string;
  address: string;
  image: string;
  whatsapp: string | null;
  percentage_points: string;
  latitude: string;
  longitude: string;
  schedule: Schedule;
  system_options_id: string;
  table_system: boolean;
  takeaway_system: boolean;
  delivery_system: boolean;
  delivery_propio_activo: boolean;
  delivery_propio_name: string | null;
  status_override: BranchStatus | null;
  status_note: string | null;
  delivery_radius_km: string;
  sort_order: number;
  active: boolean;
}

export const branchMessages = {
  notFound: 'Sucursal no encontrada',
} as const;

/** The branch's status now: the override when set, else computed from the schedule (Buenos Aires time). */
export function branchStatus(b: BranchRow, now: Date = new Date()): ScheduleState {
  return effectiveStatus(scheduleStatus(b.schedule, now), b.status_override, b.status_note);
}

/** The branch's own note when it is the status line shown (an override with a note), else null. */
export const shownNote = (b: BranchRow): string | null => (b.status_override && b.status_note) || null;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The branch as the app reads it (ordering.md §3 Branch). `distance` (km) only when a position is known. */
export function toBranchDto(b: BranchRow, now: Date = new Date(), distance?: number) {
  const state = branchStatus(b, now);
  return {
    _id: b.id,
    id: b.id,
    storeId: b.store_id,
    idMarca: b.id_marca,
    name: b.name,
    address: b.address,
    image: b.image,
    whatsapp: b.whatsapp,
    PercentagePoints: Number(b.percentage_points),
    status: state.status,
    // The spec's Spanish status line (the app shows it as the branch's text).
    scheduleStatus: textIn(es, state.scheduleStatus),
    statusOverride: b.status_override,
    todaySchedule: state.today,
    geoLocation: { latitude: Number(b.latitude), longitude: Number(b.longitude) },
    schedule: b.schedule,
    systemOptions: {
      _id: b.system_options_id,
      tableSystem: b.table_system,
      takeawaySystem: b.takeaway_system,
      deliverySystem: b.delivery_system,
      deliveryPropio: { activo: b.delivery_propio_activo, name: b.delivery_propio_name ?? '' },
    },
    deliveryRadiusKm: Number(b.delivery_radius_km),
    ...(distance === undefined ? {} : { distance: round2(distance) }),
  };
}

export type BranchDto = ReturnType<typeof toBranchDto>;

export async function findBranchById(db: Queryable, id: string): Promise<BranchRow | null> {
  const { rows } = await db.query<BranchRow>('SELECT * FROM branches WHERE id = $1 AND active', [id]);
  return rows[0] ?? null;
}

export async function findBranchByStoreId(db: Queryable, storeId: string): Promise<BranchRow | null> {
  const { rows } = await db.query<BranchRow>('SELECT * FROM branches WHERE store_id = $1 AND active', [
    storeId,
  ]);
  return rows[0] ?? null;
}

/** A branch of a brand by its store id, or by its branch id (the app may send either). */
export async function findBrandBranch(
  db: Queryable,
  brandId: string,
  storeOrId: string,
): Promise<BranchRow | null> {
  const { rows } = await db.query<BranchRow>(
    'SELECT * FROM branches WHERE id_marca = $1 AND (store_id = $2 OR id = $2) AND active LIMIT 1',
    [brandId, storeOrId],
  );
  return rows[0] ?? null;
}

export async function listBranches(db: Queryable, brandId: string): Promise<BranchRow[]> {
  const { rows } = await db.query<BranchRow>(
    'SELECT * FROM branches WHERE id_marca = $1 AND active ORDER BY sort_order, name',
    [brandId],
  );
  return rows;
}

/** Branch DTOs; with a position, each has `distance` (km) and the list is sorted nearest first. */
export function branchList(
  rows: BranchRow[],
  position?: { latitude: number; longitude: number },
  now = new Date(),
) {
  if (!position) return rows.map((b) => toBranchDto(b, now));
  return rows
    .map((b) => ({
      b,
      d: distanceKm(position, { latitude: Number(b.latitude), longitude: Number(b.longitude) }),
    }))
    .sort((x, y) => x.d - y.d)
    .map(({ b, d }) => toBranchDto(b, now, d));
}

export async function setStatusOverride(
  db: Queryable,
  id: string,
  status: BranchStatus | null,
  note: string | null,
): Promise<BranchRow | null> {
  const { rows } = await db.query<BranchRow>(
    'UPDATE branches SET status_override = $2, status_note = $3 WHERE id = $1 RETURNING *',
    [id, status, note],
  );
  return rows[0] ?? null;
}

/** A branch's consume systems (the dev lever `PUT /api/dev/local/:id/systems`); null for an unknown branch. */
export async function setBranchSystems(
  db: Queryable,
  id: string,
  systems: { tableSystem: boolean; takeawaySystem: boolean; deliverySystem: boolean },
): Promise<BranchRow | null> {
  const { rows } = await db.query<BranchRow>(
    `UPDATE branches SET table_system = $2, takeaway_system = $3, delivery_system = $4
     WHERE id = $1 RETURNING *`,
    [id, systems.tableSystem, systems.takeawaySystem, systems.deliverySystem],
  );
  return rows[0] ?? null;
}
