import type { Db, Queryable } from '../db';
import { seedBranches } from './branches';
import { seedBrands } from './brands';
import { seedGazetteer } from './gazetteer';
import { seedGrande } from './grande';
import { seedMenu } from './menu';
import { seedOrders } from './orders';
import { seedStories } from './stories';
import { seedTranslations } from './translations';
import { seedUsers } from './users';

/**
 * Seeders run in order, each once per database (recorded in `seed_runs`), inside the migration
 * advisory lock. The brand seeder only runs on an empty brand table.
 *
 * To add demo data for another domain (branches, menu, stories/banners, orders, payment sandbox),
 * create `server/db/seed/<domain>.ts` exporting `seed<Domain>(tx)` that only inserts (use the
 * fixed ids exported by brands.ts/users.ts and `ON CONFLICT DO NOTHING`), and append it below in
 * dependency order. Existing databases pick it up on their next start.
 */
export interface Seeder {
  name: string;
  run(tx: Queryable): Promise<void>;
}

export const seeders: Seeder[] = [
  { name: 'brands', run: seedBrands },
  { name: 'users', run: seedUsers },
  { name: 'branches', run: seedBranches },
  { name: 'menu', run: seedMenu },
  { name: 'marketing', run: seedStories },
  { name: 'gazetteer', run: seedGazetteer },
  { name: 'orders', run: seedOrders },
  { name: 'translations', run: seedTranslations },
  { name: 'grande', run: seedGrande },
];

export async function seed(db: Db, list: Seeder[] = seeders): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS seed_runs (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await db.query<{ name: string }>('SELECT name FROM seed_runs');
  const done = new Set(rows.map((r) => r.name));
  const brandCount = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM brands');
  const ran: string[] = [];
  for (const s of list) {
    if (done.has(s.name)) continue;
    if (s.name === 'brands' && brandCount.rows[0].n > 0) {
      await db.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [s.name]);
      continue;
    }
    await db.transaction(async (tx) => {
      await s.run(tx);
      await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [s.name]);
    });
    ran.push(s.name);
  }
  return ran;
}
