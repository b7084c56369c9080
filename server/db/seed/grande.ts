import { slugify } from '@/machines/rules/format';
import type { Queryable } from '../db';
import { catalogueImage, KIND, seedId } from './data/ids';

/**
 * A third brand, `grande.localhost`, with one branch and 2,000 products in 40 categories: the menu at scale
 * that `npm run bench:menu` measures (issue 11). Generated, not hand-written: names combine a category's
 * dish with a variant, prices follow a fixed progression, every 10th product has a required single-choice
 * group and an unlimited extras group, and every 7th carries dietary tags that two 'preferences'
 * categories filter on. Inserted in batches so a fresh database seeds it in well under a second.
 */
export const BRAND_GRANDE_ID = '64b7f0a1c2d3e4f5a6b7c803';
export const GRANDE_BRANCH_ID = seedId(KIND.branch, 41);
export const GRANDE_STORE_ID = 'grande-centro';
export const GRANDE_CATEGORY_COUNT = 40;
export const GRANDE_PRODUCTS_PER_CATEGORY = 50;

/** Offsets so the fixed ids never collide with the two demo brands' (0 and 0x1000). */
const BASE = 0x2000;
const OPTION_BASE = 0x100000;

const DISHES = [
  'Pizza',
  'Empanada',
  'Hamburguesa',
  'Milanesa',
  'Ensalada',
  'Tarta',
  'Sorrentinos',
  'Ñoquis',
  'Ravioles',
  'Lasaña',
  'Risotto',
  'Wok',
  'Sushi',
  'Ceviche',
  'Taco',
  'Burrito',
  'Wrap',
  'Sándwich',
  'Tostado',
  'Bagel',
  'Medialuna',
  'Alfajor',
  'Helado',
  'Flan',
  'Tiramisú',
  'Brownie',
  'Cheesecake',
  'Licuado',
  'Limonada',
  'Café',
  'Té',
  'Cerveza',
  'Vino',
  'Agua',
  'Jugo',
  'Sopa',
  'Guiso',
  'Locro',
  'Provoleta',
  'Choripán',
] as const;
const VARIANTS = [
  'clásica',
  'especial',
  'de la casa',
  'completa',
  'napolitana',
  'caprese',
  'criolla',
  'del chef',
  'rústica',
  'light',
  'picante',
  'ahumada',
  'con queso',
  'vegana',
  'de estación',
  'premium',
  'mediterránea',
  'porteña',
  'norteña',
  'patagónica',
  'al verdeo',
  'a la crema',
  'al pesto',
  'con hongos',
  'cuatro quesos',
  'de campo',
  'gourmet',
  'casera',
  'tradicional',
  'moderna',
  'doble',
  'triple',
  'mini',
  'XL',
  'familiar',
  'individual',
  'para compartir',
  'del día',
  'de autor',
  'fusión',
  'criolla II',
  'suprema',
  'grillada',
  'al horno',
  'frita',
  'a la parrilla',
  'al disco',
  'con papas',
  'con ensalada',
  'con fritas',
] as const;
const TAGS = [['vegetariano'], ['sin tacc', 'sin gluten'], ['vegano', 'vegetariano'], ['keto']] as const;

interface Row {
  [column: string]: unknown;
}

async function insertRows(tx: Queryable, table: string, rows: Row[], conflict = 'ON CONFLICT DO NOTHING') {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  for (let start = 0; start < rows.length; start += 400) {
    const batch = rows.slice(start, start + 400);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const marks = columns.map((column) => {
        params.push(row[column]);
        return `$${params.length}`;
      });
      return `(${marks.join(',')})`;
    });
    await tx.query(
      `INSERT INTO ${table} (${columns.join(',')}) VALUES ${tuples.join(',')} ${conflict}`,
      params,
    );
  }
}

const everyDay = Object.fromEntries(
  ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'].map((d) => [
    d,
    { open: '00:00', close: '23:59' },
  ]),
);

export async function seedGrande(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO brands (id, domain, aliases, app_name, business_type, multiple_menu, colors,
       terms_and_conditions, privacy_policy, delivery_conditions_id, porcentaje_marca, porcentaje_usuario,
       minimo_gratis, minimo_compra, social_login_provider, payment_provider_name, show_vat_disclaimer,
       native_app_prompt, percentage_points)
     VALUES ($1,$2,$3,$4,'b2c',false,$5,$6,$7,$8,50,50,30000,5000,'Google','Mercado Pago',false,false,5)
     ON CONFLICT DO NOTHING`,
    [
      BRAND_GRANDE_ID,
      'grande.localhost',
      [],
      'Mercado Grande',
      JSON.stringify([
        { name: 'primary', value: '#0F766E' },
        { name: 'primaryContrast', value: '#FFFFFF' },
        { name: 'secondary', value: '#1F2937' },
        { name: 'background', value: '#F0FDFA' },
        { name: 'surface', value: '#FFFFFF' },
        { name: 'text', value: '#0F172A' },
        { name: 'textMuted', value: '#475569' },
      ]),
      'Términos y condiciones de uso de Mercado Grande.',
      'Política de privacidad de Mercado Grande.',
      '64b7f0a1c2d3e4f5a6b7c8d3',
    ],
  );
  await tx.query(
    `INSERT INTO branches (id, id_marca, store_id, name, address, image, whatsapp, percentage_points,
       latitude, longitude, schedule, system_options_id, table_system, takeaway_system, delivery_system,
       delivery_propio_activo, delivery_propio_name, status_override, status_note, delivery_radius_km, sort_order)
     VALUES ($1,$2,$3,'Mercado Grande Centro','Av. Corrientes 1200, San Nicolás, CABA',$4,'+5491155509001',5,
       -34.603851,-58.381775,$5,$6,true,true,true,false,NULL,NULL,NULL,8,1)
     ON CONFLICT (id) DO NOTHING`,
    [
      GRANDE_BRANCH_ID,
      BRAND_GRANDE_ID,
      GRANDE_STORE_ID,
      catalogueImage('local', GRANDE_STORE_ID),
      JSON.stringify(everyDay),
      seedId(KIND.systemOptions, 41),
    ],
  );

  const sizeGroup = seedId(KIND.optionGroup, BASE + 1);
  const extrasGroup = seedId(KIND.optionGroup, BASE + 2);
  await insertRows(tx, 'option_groups', [
    { id: sizeGroup, id_marca: BRAND_GRANDE_ID, name: 'Tamaño', min_qty: 1, max_qty: 1 },
    { id: extrasGroup, id_marca: BRAND_GRANDE_ID, name: 'Extras', min_qty: 0, max_qty: 1000 },
  ]);

  const categories: Row[] = DISHES.map((dish, i) => ({
    id: seedId(KIND.category, BASE + i + 1),
    id_marca: BRAND_GRANDE_ID,
    name: `${dish}s`,
    slug: slugify(`${dish}s`),
    type: 'category',
    tag: null,
    image: catalogueImage('promos', slugify(`${dish}s`)),
    featured: i < 4,
    sort_order: i + 1,
  }));
  categories.push(
    ...[
      ['Vegetariano', 'vegetariano'],
      ['Sin TACC', 'sin tacc'],
    ].map(([name, tag], k) => ({
      id: seedId(KIND.category, BASE + GRANDE_CATEGORY_COUNT + k + 1),
      id_marca: BRAND_GRANDE_ID,
      name,
      slug: slugify(name),
      type: 'preferences',
      tag,
      image: catalogueImage('tag', slugify(name)),
      featured: false,
      sort_order: GRANDE_CATEGORY_COUNT + k + 1,
    })),
  );
  await insertRows(tx, 'menu_categories', categories, 'ON CONFLICT (id) DO NOTHING');

  const products: Row[] = [];
  const options: Row[] = [];
  let option = 0;
  for (let c = 0; c < GRANDE_CATEGORY_COUNT; c++) {
    for (let p = 0; p < GRANDE_PRODUCTS_PER_CATEGORY; p++) {
      const n = c * GRANDE_PRODUCTS_PER_CATEGORY + p;
      const id = seedId(KIND.product, BASE + n + 1);
      const name = `${DISHES[c]} ${VARIANTS[p]}`;
      products.push({
        id,
        id_marca: BRAND_GRANDE_ID,
        sku: `GR-${String(n + 1).padStart(4, '0')}`,
        name,
        description: `${name}: preparación número ${p + 1} de nuestra carta de ${DISHES[c].toLowerCase()}s.`,
        image: catalogueImage('promos', slugify(name)),
        price: JSON.stringify(1500 + ((n * 37) % 90) * 100),
        category_id: categories[c].id,
        ref: n % 7 === 0 ? [...TAGS[(n / 7) % TAGS.length]] : [],
        active: true,
        featured: p === 0,
        sort_order: p + 1,
      });
      if (n % 10 === 0) {
        const sizes: Array<[string, number]> = [
          ['Chico', 0],
          ['Mediano', 400],
          ['Grande', 800],
        ];
        for (const [k, [size, price]] of sizes.entries()) {
          option += 1;
          options.push({
            id: seedId(KIND.option, OPTION_BASE + option),
            product_id: id,
            group_id: sizeGroup,
            sku: `GR-T${k + 1}`,
            name: size,
            price,
            active: true,
            min_limit: 1,
            sort_order: k + 1,
          });
        }
        for (const [k, extra] of ['Queso extra', 'Salsa picante', 'Huevo frito'].entries()) {
          option += 1;
          options.push({
            id: seedId(KIND.option, OPTION_BASE + option),
            product_id: id,
            group_id: extrasGroup,
            sku: `GR-E${k + 1}`,
            name: extra,
            price: 0,
            active: true,
            min_limit: 1,
            sort_order: 10 + k,
          });
        }
      }
    }
  }
  await insertRows(tx, 'products', products, 'ON CONFLICT (id) DO NOTHING');
  await insertRows(tx, 'product_options', options);
}
