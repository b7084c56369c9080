import type { CategoryDef, ProductDef } from './menu-b2c';

export const b2bCategories: CategoryDef[] = [
  {
    key: 'almacen',
    name: 'Almacén',
    featured: true,
    subcategories: [
      { key: 'aceites', name: 'Aceites y conservas', description: 'Cajas cerradas para gastronomía.' },
      { key: 'secos', name: 'Secos', description: 'Harinas, azúcar, arroz y fideos por bulto.' },
      { key: 'infusiones', name: 'Infusiones', description: 'Yerba y café por bulto.' },
    ],
  },
  { key: 'bebidas', name: 'Bebidas', featured: true },
  { key: 'lacteos', name: 'Lácteos y fiambres' },
  { key: 'limpieza', name: 'Limpieza' },
  { key: 'sin-tacc', name: 'Sin TACC', type: 'preferences', tag: 'sin tacc' },
];

const tiers = (base: number, mayorista: number, distribuidor: number, corporativo: number, vip: number) => ({
  default: base,
  mayorista,
  distribuidor,
  corporativo,
  vip,
});

// biome-ignore format: one product per line keeps the seed data readable
export const b2bProducts: ProductDef[] = [
  { sku: 'B2B-001', name: 'Aceite de girasol 1,5 L (caja x 12)', description: 'Aceite refinado de girasol, caja cerrada.', category: 'almacen', sub: 'aceites', price: tiers(38900, 35800, 34200, 36500, 33900), ref: ['sin tacc'], featured: true },
  { sku: 'B2B-002', name: 'Tomate triturado 520 g (caja x 24)', description: 'Tomate perita triturado en tetra.', category: 'almacen', sub: 'aceites', price: tiers(31200, 28700, 27400, 29600, 27000), ref: ['sin tacc', 'vegano'] },
  { sku: 'B2B-003', name: 'Harina 000 1 kg (bulto x 10)', description: 'Harina de trigo 000 para panificación.', category: 'almacen', sub: 'secos', price: tiers(9800, 9000, 8600, 9300, 8400), alergenos: ['gluten'] },
  { sku: 'B2B-004', name: 'Azúcar 1 kg (bulto x 10)', description: 'Azúcar común tipo A.', category: 'almacen', sub: 'secos', price: tiers(11900, 10900, 10500, 11300, 10200), ref: ['sin tacc'] },
  { sku: 'B2B-005', name: 'Arroz largo fino 1 kg (bulto x 10)', description: 'Arroz 00000 largo fino.', category: 'almacen', sub: 'secos', price: tiers(14500, 13300, 12800, 13800, 12400), ref: ['sin tacc'] },
  { sku: 'B2B-006', name: 'Fideos secos 500 g (caja x 20)', description: 'Spaghetti de sémola de trigo candeal.', category: 'almacen', sub: 'secos', price: { default: 19800, mayorista: 18200 }, alergenos: ['gluten'] },
  { sku: 'B2B-007', name: 'Yerba mate 1 kg (bulto x 10)', description: 'Yerba con palo, molienda tradicional.', category: 'almacen', sub: 'infusiones', price: tiers(42900, 39500, 37800, 40800, 37200), ref: ['sin tacc'], featured: true },
  { sku: 'B2B-008', name: 'Café molido 500 g (caja x 6)', description: 'Café torrado molido para máquina.', category: 'almacen', sub: 'infusiones', price: tiers(36000, 33100, 31700, 34200, 31000) },
  { sku: 'B2B-009', name: 'Gaseosa cola 2,25 L (pack x 8)', description: 'Pack termocontraído.', category: 'bebidas', price: tiers(21600, 19900, 19000, 20500, 18700), ref: ['sin tacc'] },
  { sku: 'B2B-010', name: 'Agua mineral 2 L (pack x 6)', description: 'Agua mineral sin gas.', category: 'bebidas', price: tiers(6900, 6300, 6000, 6500, 5900), ref: ['sin tacc'] },
  { sku: 'B2B-011', name: 'Cerveza lata 473 ml (pack x 24)', description: 'Cerveza rubia en lata.', category: 'bebidas', price: tiers(33600, 30900, 29600, 31900, 29100), alergenos: ['gluten'] },
  { sku: 'B2B-012', name: 'Leche larga vida 1 L (caja x 12)', description: 'Leche entera UAT.', category: 'lacteos', price: tiers(15600, 14300, 13700, 14800, 13400), ref: ['sin tacc'], alergenos: ['lácteos'] },
  { sku: 'B2B-013', name: 'Queso cremoso (horma 4 kg)', description: 'Queso cremoso para gastronomía, entero o fraccionado.', category: 'lacteos', price: tiers(29800, 27400, 26200, 28300, 25800), groups: ['presentacion'], ref: ['sin tacc'], alergenos: ['lácteos'] },
  { sku: 'B2B-014', name: 'Lavandina 1 L (caja x 12)', description: 'Hipoclorito de sodio concentrado.', category: 'limpieza', price: tiers(8400, 7700, 7400, 8000, 7200) },
  { sku: 'B2B-015', name: 'Detergente 750 ml (caja x 12)', description: 'Detergente concentrado aroma limón.', category: 'limpieza', price: tiers(17400, 16000, 15300, 16500, 15000) },
  { sku: 'B2B-016', name: 'Papel higiénico 30 m (bolsón x 48)', description: 'Hoja simple, uso institucional.', category: 'limpieza', price: '24900' },
];
