import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_IDS } from '@/server/db/seed/branches';
import type { RunningServer } from '@/server/start';
import { B2B_ID, B2C_ID, type Body, Client, loginDemo, signUp, startTestServer, UNKNOWN_ID } from './helpers';

let server: RunningServer;
let client: Client;
const PALERMO = STORE_IDS.palermo;

beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(() => server?.close());

const menu = (path: string, c = client) => c.get(`/api/menu/${path}`);
const categoriesOf = (body: Body): Body[] => body.data.categories;
const allProducts = (body: Body): Body[] => {
  const map = new Map<string, Body>();
  for (const c of categoriesOf(body).filter((x) => x.type === 'category'))
    for (const p of c.products) map.set(p._id, p);
  return [...map.values()];
};
const product = (body: Body, sku: string) => allProducts(body).find((p) => p.sku === sku);

describe('GET /api/menu/:brandId/:storeId/:userId', () => {
  it('answers the guest catalogue: home and categories', async () => {
    const res = await menu(`${B2C_ID}/${PALERMO}/guest`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const { home } = res.body.data;
    expect(home.products.length).toBeGreaterThan(5);
    expect(home.products.every((p: Body) => p.featured)).toBe(true);
    expect(home.featuredCategories.map((c: Body) => c.name)).toEqual(['Parrilla', 'Hamburguesas', 'Pizzas']);
    expect(home.featuredCategories[0].products.length).toBeGreaterThan(0);
    expect(home.recentProducts.length).toBeGreaterThan(0);
    expect(Array.isArray(categoriesOf(res.body))).toBe(true);
  });

  it('has at least 80 active products with Spanish names, local images, tags and allergens', async () => {
    const body = (await menu(`${B2C_ID}/${PALERMO}/guest`)).body;
    const products = allProducts(body);
    expect(products.length).toBeGreaterThanOrEqual(80);
    for (const p of products) {
      expect(p._id).toMatch(/^[0-9a-f]{24}$/);
      expect(p.imageShow).toMatch(/^\/static\/catalogue\/.+\.svg$/);
      expect(p).toMatchObject({ storeId: PALERMO, image: p.imageShow });
      expect(typeof p.description).toBe('string');
      expect(Array.isArray(p.ref) && Array.isArray(p.alergenos)).toBe(true);
      expect(p.children).toBeUndefined();
    }
    const refs = new Set(products.flatMap((p) => p.ref));
    for (const tag of ['sin gluten', 'sin tacc', 'vegetariano', 'deslactosado', 'vegano', 'keto'])
      expect(refs).toContain(tag);
    const allergens = new Set(products.flatMap((p) => p.alergenos));
    for (const a of [
      'gluten',
      'lácteos',
      'pescado',
      'huevo',
      'crustaceos',
      'frutos secos',
      'soja',
      'dioxidoDeAzufre',
      'mani',
    ])
      expect(allergens).toContain(a);
    expect(product(body, 'PAR-099')).toBeUndefined();
  });

  it("keeps the price's stored form for b2c: number, string and object by consume type", async () => {
    const body = (await menu(`${B2C_ID}/${PALERMO}/guest`)).body;
    expect(product(body, 'PAR-011').price).toBe(2900);
    expect(product(body, 'BEB-001').price).toBe('2500');
    expect(product(body, 'PAR-001').price).toEqual({
      tableSystem: 18900,
      takeawaySystem: 17900,
      deliverySystem: 19900,
    });
    const takeaway = (await menu(`${B2C_ID}/${PALERMO}/guest?consumeType=takeawaySystem`)).body;
    expect(product(takeaway, 'PAR-001').price).toBe(17900);
    expect(product(takeaway, 'BEB-001').price).toBe(2500);
    const propio = (await menu(`${B2C_ID}/${PALERMO}/guest?consumeType=delivery_propio`)).body;
    expect(product(propio, 'PAR-001').price).toBe(19900);
  });

  it("has the 'adicional' category, an empty one, subcategories and 'preferences' tag filters", async () => {
    const cats = categoriesOf((await menu(`${B2C_ID}/${PALERMO}/guest`)).body);
    expect(cats.find((c) => c.name === 'adicional')?.products.length).toBeGreaterThan(0);
    expect(cats.find((c) => c.name === 'Promos de temporada')?.products).toEqual([]);
    const parrilla = cats.find((c) => c.name === 'Parrilla');
    expect(parrilla.subcategories.map((s: Body) => s.name)).toEqual([
      'Cortes vacunos',
      'Achuras y embutidos',
      'Cerdo y pollo',
    ]);
    for (const s of parrilla.subcategories) {
      expect(s.description.length).toBeGreaterThan(5);
      expect(s.image).toMatch(/\.svg$/);
      expect(s.products.every((p: Body) => p.subcategoryName === s.name && p.isSubcategory)).toBe(true);
    }
    const prefs = cats.filter((c) => c.type === 'preferences');
    expect(prefs.map((c) => c.name)).toEqual(expect.arrayContaining(['Sin TACC', 'Vegetariano']));
    const sinTacc = prefs.find((c) => c.name === 'Sin TACC');
    expect(sinTacc.products.length).toBeGreaterThan(5);
    expect(sinTacc.products.every((p: Body) => p.ref.includes('sin tacc'))).toBe(true);
    expect(cats.every((c) => typeof c.slug === 'string' && typeof c.image === 'string')).toBe(true);
  });

  it('filters by search, accents and case ignored', async () => {
    const body = (await menu(`${B2C_ID}/${PALERMO}/guest?search=${encodeURIComponent('RUCULA')}`)).body;
    const found = body.data.home.products;
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(`${p.name} ${p.description}`.toLowerCase()).toMatch(/rúcula/);
    expect(
      allProducts(body)
        .map((p) => p.sku)
        .sort(),
    ).toEqual(found.map((p: Body) => p.sku).sort());
    const none = (await menu(`${B2C_ID}/${PALERMO}/guest?search=zzzz`)).body;
    expect(none.data.home.products).toEqual([]);
  });

  it('leaves out products a branch does not offer', async () => {
    const body = (await menu(`${B2C_ID}/${STORE_IDS.villaCrespo}/guest`)).body;
    expect(allProducts(body).some((p) => p.sku.startsWith('CAF-'))).toBe(false);
    expect(product(body, 'PAR-001').storeId).toBe(STORE_IDS.villaCrespo);
  });

  it("answers the session user's own id, 401 without a session, 403 for another user's id", async () => {
    const { client: demo, user } = await loginDemo(server.url);
    expect((await menu(`${B2C_ID}/${PALERMO}/${user._id}`, demo)).status).toBe(200);
    expect((await menu(`${B2C_ID}/${PALERMO}/${user._id}`)).status).toBe(401);
    const other = await signUp(server.url);
    const res = await menu(`${B2C_ID}/${PALERMO}/${other.user._id}`, demo);
    expect(res.status).toBe(403);
    expect(res.body.data.message).toMatch(/permiso/);
    expect((await menu(`${B2C_ID}/${PALERMO}/guest`, demo)).status).toBe(200);
  });

  it('404s unknown brands and stores', async () => {
    expect((await menu(`${UNKNOWN_ID}/${PALERMO}/guest`)).status).toBe(404);
    expect((await menu(`${B2C_ID}/no-existe/guest`)).status).toBe(404);
    expect((await menu(`${B2B_ID}/${PALERMO}/guest`)).status).toBe(404);
  });
});

describe('b2b prices by price category', () => {
  const tiers = {
    default: 38900,
    mayorista: 35800,
    distribuidor: 34200,
    corporativo: 36500,
    vip: 33900,
  } as const;

  it.each(Object.entries(tiers))('%s sees its own price', async (category, price) => {
    const c = new Client(server.url);
    const login = await c.post('/api/login', {
      email: `${category}@b2b.demo.com`,
      password: 'Demo1234',
      idMarca: B2B_ID,
    });
    expect(login.status).toBe(200);
    expect(login.body.data.priceCategory).toBe(category);
    const body = (await menu(`${B2B_ID}/${STORE_IDS.b2bAvellaneda}/${login.body.data._id}`, c)).body;
    const products = allProducts(body);
    expect(products.length).toBeGreaterThanOrEqual(15);
    expect(products.every((p) => typeof p.price === 'number')).toBe(true);
    expect(product(body, 'B2B-001').price).toBe(price);
    // A category missing on a product falls back in the spec's order (default first).
    expect(product(body, 'B2B-006').price).toBe(category === 'mayorista' ? 18200 : 19800);
    const detail = await c.get(`/api/menu/product/${B2B_ID}/${STORE_IDS.b2bAvellaneda}/B2B-001`);
    expect(detail.body.data[0].price).toBe(price);
  });

  it('a guest sees the default price', async () => {
    const body = (await menu(`${B2B_ID}/${STORE_IDS.b2bAvellaneda}/guest`)).body;
    expect(product(body, 'B2B-001').price).toBe(tiers.default);
    expect(product(body, 'B2B-016').price).toBe(24900);
  });
});

describe('GET /api/menu/product/:brandId/:storeId/:sku', () => {
  const detail = (sku: string) => client.get(`/api/menu/product/${B2C_ID}/${PALERMO}/${sku}`);

  it('answers data[0] with its options and categoriasComplementarias', async () => {
    const res = await detail('PAR-001');
    expect(res.status).toBe(200);
    const p = res.body.data[0];
    expect(p).toMatchObject({ sku: 'PAR-001', name: 'Bife de chorizo', storeId: PALERMO });
    const groups = new Map<string, Body>(
      p.children.filter((o: Body) => o.category).map((o: Body) => [o.category.name, o.category]),
    );
    expect(groups.get('Punto de cocción')).toMatchObject({ minQty: 1, maxQty: 1 });
    expect(groups.get('Salsas')).toMatchObject({ minQty: 0, maxQty: 2 });
    expect(p.children.some((o: Body) => o.category?.name === 'Guarnición' && o.active === false)).toBe(true);
    const aditionals = p.children.filter((o: Body) => o.category === null);
    expect(aditionals.length).toBeGreaterThan(0);
    for (const o of p.children) {
      expect(typeof o.price).toBe('number');
      expect(o.minLimit).toBeGreaterThanOrEqual(1);
      expect(typeof o.sku).toBe('string');
    }
    expect(Object.keys(res.body.categoriasComplementarias)).toEqual([
      'Acompañamientos',
      'Bebidas',
      'Postres',
    ]);
    expect(p.categoriasComplementarias).toEqual(res.body.categoriasComplementarias);
    expect(res.body.categoriasComplementarias.Acompañamientos.map((x: Body) => x.sku)).toContain('ADI-001');
  });

  it('covers required multiple choice (min = max), minLimit > 1 and unlimited extras', async () => {
    const combo = (await detail('EMP-010')).body.data[0];
    expect(combo.children[0].category).toMatchObject({ minQty: 3, maxQty: 3 });
    const docena = (await detail('EMP-012')).body.data[0];
    expect(docena.children.every((o: Body) => o.minLimit === 2 && o.category.maxQty === 12)).toBe(true);
    const burger = (await detail('HAM-003')).body.data[0];
    const extras = burger.children.filter((o: Body) => o.category?.name === 'Extras');
    expect(extras[0].category.minQty).toBe(0);
    expect(extras[0].category.maxQty).toBeGreaterThanOrEqual(1000);
  });

  it('404s inactive, unknown and unavailable products', async () => {
    for (const sku of ['PAR-099', 'NADA-1']) {
      const res = await detail(sku);
      expect(res.status).toBe(404);
      expect(res.body.data.message).toBe('Producto no encontrado');
    }
    expect((await client.get(`/api/menu/product/${B2C_ID}/${STORE_IDS.villaCrespo}/CAF-001`)).status).toBe(
      404,
    );
  });
});

describe('GET /api/menu/activecategories, /hourly, /hourlyRandom', () => {
  it('lists categories with products on offer', async () => {
    const res = await client.get(`/api/menu/activecategories/${B2C_ID}/${PALERMO}`);
    const names = res.body.data.map((c: Body) => c.name);
    expect(names).toContain('Parrilla');
    expect(names).toContain('Sin TACC');
    expect(names).not.toContain('Promos de temporada');
    expect(res.body.data.every((c: Body) => c.productCount > 0)).toBe(true);
    const vc = await client.get(`/api/menu/activecategories/${B2C_ID}/${STORE_IDS.villaCrespo}`);
    expect(vc.body.data.map((c: Body) => c.name)).not.toContain('Cafetería');
  });

  it('suggests by hour', async () => {
    const morning = await client.get(`/api/menu/hourly/${PALERMO}?hour=8`);
    expect(morning.body.hour).toBe(8);
    expect(morning.body.data.length).toBeGreaterThan(0);
    expect(morning.body.data.length).toBeLessThanOrEqual(6);
    expect(morning.body.data.every((p: Body) => p.categoryName === 'Cafetería')).toBe(true);
    const night = await client.get(`/api/menu/hourly/${PALERMO}?hour=21&limit=20`);
    const cats = new Set(night.body.data.map((p: Body) => p.categoryName));
    expect([...cats].every((c) => ['Parrilla', 'Hamburguesas', 'Pizzas'].includes(c as string))).toBe(true);
    const now = await client.get(`/api/menu/hourly/${PALERMO}`);
    expect(now.body.hour).toBeGreaterThanOrEqual(0);
    expect(now.body.data.length).toBeGreaterThan(0);
  });

  it('picks a random subset of the hourly suggestions', async () => {
    const all = (await client.get(`/api/menu/hourly/${PALERMO}?hour=21&limit=50`)).body.data.map(
      (p: Body) => p.sku,
    );
    const pick = (await client.get(`/api/menu/hourlyRandom/${PALERMO}?hour=21&limit=3`)).body.data;
    expect(pick).toHaveLength(3);
    for (const p of pick) expect(all).toContain(p.sku);
    expect((await client.get(`/api/menu/hourlyRandom/no-existe`)).status).toBe(404);
  });
});

describe('POST /api/menu/complementaryprodorder and /complementaryprod', () => {
  it('suggests cross-sells that are not already in the cart', async () => {
    const res = await client.post('/api/menu/complementaryprodorder', {
      idMarca: B2C_ID,
      storeId: PALERMO,
      products: [{ sku: 'PAR-001', upselling: [{ sku: 'ADI-002' }] }, { sku: 'BEB-001' }],
    });
    expect(res.status).toBe(200);
    const skus = res.body.data.map((s: Body) => s.sku);
    expect(skus.length).toBeGreaterThan(0);
    expect(skus).toContain('ADI-001');
    for (const taken of ['PAR-001', 'ADI-002', 'BEB-001']) expect(skus).not.toContain(taken);
    for (const s of res.body.data)
      expect(Object.keys(s).sort()).toEqual(['_id', 'imageShow', 'name', 'price', 'ref', 'sku']);
    const empty = await client.post('/api/menu/complementaryprodorder', {
      idMarca: B2C_ID,
      storeId: PALERMO,
      products: [],
    });
    expect(empty.body.data.length).toBeGreaterThan(0);
  });

  it("lists a product's complements with their group title", async () => {
    const res = await client.post('/api/menu/complementaryprod', {
      idMarca: B2C_ID,
      storeId: PALERMO,
      sku: 'PAR-001',
    });
    expect(res.status).toBe(200);
    const titles = new Set(res.body.data.map((x: Body) => x.title));
    expect([...titles]).toEqual(['Acompañamientos', 'Bebidas', 'Postres']);
    expect(res.body.data[0]).toMatchObject({
      _id: expect.any(String),
      name: expect.any(String),
      imageShow: expect.any(String),
    });
    const none = await client.post('/api/menu/complementaryprod', {
      idMarca: B2C_ID,
      storeId: PALERMO,
      sku: 'PAR-011',
    });
    expect(none.body.data).toEqual([]);
  });
});
