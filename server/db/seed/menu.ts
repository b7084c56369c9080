import { slugify } from '@/machines/rules/format';
import type { Queryable } from '../db';
import { BRANCH_IDS } from './branches';
import { BRAND_B2B_ID, BRAND_B2C_ID } from './brands';
import { catalogueImage, KIND, seedId } from './data/ids';
import { b2bCategories, b2bProducts } from './data/menu-b2b';
import {
  b2cCategories,
  b2cComplements,
  b2cProducts,
  b2cUnavailable,
  type CategoryDef,
  type ProductDef,
} from './data/menu-b2c';
import { b2bGroups, b2cAditionals, b2cGroups, type GroupDef, type OptionDef } from './data/option-groups';

interface MenuSeed {
  brandId: string;
  /** Offsets so the two brands' fixed ids never collide. */
  base: number;
  categories: CategoryDef[];
  products: ProductDef[];
  groups: Record<string, GroupDef>;
  aditionals: Record<string, OptionDef[]>;
  complements: Record<string, Record<string, string[]>>;
  unavailable: Array<[string, string]>;
}

const menus: MenuSeed[] = [
  {
    brandId: BRAND_B2C_ID,
    base: 0,
    categories: b2cCategories,
    products: b2cProducts,
    groups: b2cGroups,
    aditionals: b2cAditionals,
    complements: b2cComplements,
    unavailable: b2cUnavailable,
  },
  {
    brandId: BRAND_B2B_ID,
    base: 0x1000,
    categories: b2bCategories,
    products: b2bProducts,
    groups: b2bGroups,
    aditionals: {},
    complements: {},
    unavailable: [],
  },
];

/** Stable product ids by brand and sku (tests and the orders seed use them). */
export const PRODUCT_IDS: Record<string, Record<string, string>> = Object.fromEntries(
  menus.map((m) => [
    m.brandId,
    Object.fromEntries(m.products.map((p, i) => [p.sku, seedId(KIND.product, m.base + i + 1)])),
  ]),
);

/** A few demo skus with known shapes, for tests. */
export const DEMO_SKUS = {
  /** Price by consume type; coccion + guarnicion required; salsas up to 2; aditionals; complements. */
  steak: 'PAR-001',
  /** Plain number price, no options. */
  plain: 'PAR-011',
  /** String price. */
  stringPrice: 'BEB-001',
  /** 3 of 3 flavours. */
  combo3: 'EMP-010',
  /** 12 of 12 with minLimit 2. */
  docena: 'EMP-012',
  /** Unlimited extras group. */
  burger: 'HAM-003',
  /** Inactive product. */
  inactive: 'PAR-099',
  /** b2b product with all five price categories. */
  b2b: 'B2B-001',
} as const;

function themeFor(category: CategoryDef): string {
  return category.type === 'preferences' ? 'tag' : category.key;
}

export async function seedMenu(tx: Queryable): Promise<void> {
  let optionCounter = 0;
  for (const m of menus) {
    const categoryIds = new Map<string, string>();
    const subcategoryIds = new Map<string, string>();
    let sub = 0;
    for (const [i, c] of m.categories.entries()) {
      const id = seedId(KIND.category, m.base + i + 1);
      categoryIds.set(c.key, id);
      await tx.query(
        `INSERT INTO menu_categories (id, id_marca, name, slug, type, tag, image, featured, suggest_from, suggest_to, sort_order)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) ON CONFLICT (id) DO NOTHING`,
        [
          id,
          m.brandId,
          c.name,
          slugify(c.name),
          c.type ?? 'category',
          c.tag ?? null,
          catalogueImage(themeFor(c), slugify(c.name)),
          c.featured ?? false,
          c.suggest?.[0] ?? null,
          c.suggest?.[1] ?? null,
          i + 1,
        ],
      );
      for (const [j, s] of (c.subcategories ?? []).entries()) {
        sub += 1;
        const sid = seedId(KIND.subcategory, m.base + sub);
        subcategoryIds.set(`${c.key}/${s.key}`, sid);
        await tx.query(
          `INSERT INTO menu_subcategories (id, category_id, name, description, image, sort_order)
           VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT (id) DO NOTHING`,
          [sid, id, s.name, s.description, catalogueImage(c.key, slugify(s.name)), j + 1],
        );
      }
    }

    const groupIds = new Map<string, string>();
    for (const [i, [key, g]] of Object.entries(m.groups).entries()) {
      const gid = seedId(KIND.optionGroup, m.base + i + 1);
      groupIds.set(key, gid);
      await tx.query(
        `INSERT INTO option_groups (id, id_marca, name, min_qty, max_qty) VALUES ($1,$2,$3,$4,$5)
         ON CONFLICT (id) DO NOTHING`,
        [gid, m.brandId, g.name, g.minQty, g.maxQty],
      );
    }

    const productIds = PRODUCT_IDS[m.brandId];
    for (const [i, p] of m.products.entries()) {
      const id = productIds[p.sku];
      const categoryId = categoryIds.get(p.category);
      if (!categoryId) throw new Error(`seed: unknown category ${p.category} for ${p.sku}`);
      await tx.query(
        `INSERT INTO products (id, id_marca, sku, name, description, image, price, category_id, subcategory_id,
           ref, alergenos, active, featured, sort_order)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) ON CONFLICT (id) DO NOTHING`,
        [
          id,
          m.brandId,
          p.sku,
          p.name,
          p.description,
          catalogueImage(p.category, slugify(p.name)),
          JSON.stringify(p.price),
          categoryId,
          p.sub ? (subcategoryIds.get(`${p.category}/${p.sub}`) ?? null) : null,
          p.ref ?? [],
          p.alergenos ?? [],
          p.active ?? true,
          p.featured ?? false,
          i + 1,
        ],
      );
      const rows: Array<{ groupId: string | null; o: OptionDef }> = [];
      for (const key of p.groups ?? []) {
        const g = m.groups[key];
        if (!g) throw new Error(`seed: unknown option group ${key}`);
        for (const o of g.options) rows.push({ groupId: groupIds.get(key) ?? null, o });
      }
      for (const o of p.aditionals ? (m.aditionals[p.aditionals] ?? []) : []) rows.push({ groupId: null, o });
      for (const [k, { groupId, o }] of rows.entries()) {
        optionCounter += 1;
        await tx.query(
          `INSERT INTO product_options (id, product_id, group_id, sku, name, price, active, min_limit, sort_order)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) ON CONFLICT (id) DO NOTHING`,
          [
            seedId(KIND.option, optionCounter),
            id,
            groupId,
            o.sku,
            o.name,
            o.price ?? 0,
            o.active ?? true,
            o.minLimit ?? 1,
            k + 1,
          ],
        );
      }
    }

    for (const [sku, byTitle] of Object.entries(m.complements)) {
      for (const [title, skus] of Object.entries(byTitle)) {
        for (const [k, complement] of skus.entries()) {
          await tx.query(
            `INSERT INTO product_complements (product_id, title, complement_id, sort_order) VALUES ($1,$2,$3,$4)
             ON CONFLICT DO NOTHING`,
            [productIds[sku], title, productIds[complement], k + 1],
          );
        }
      }
    }

    for (const [branchKey, match] of m.unavailable) {
      const branchId = BRANCH_IDS[branchKey as keyof typeof BRANCH_IDS];
      for (const p of m.products.filter(
        (x) => x.sku === match || (match.endsWith('-') && x.sku.startsWith(match)),
      )) {
        await tx.query(
          'INSERT INTO branch_unavailable_products (branch_id, product_id) VALUES ($1,$2) ON CONFLICT DO NOTHING',
          [branchId, productIds[p.sku]],
        );
      }
    }
  }
}
