import type { PriceValue } from '@/machines/rules/price-resolution';
import type { B2cAditionalKey, B2cGroupKey } from './option-groups';

export interface SubcategoryDef {
  key: string;
  name: string;
  description: string;
}

export interface CategoryDef {
  key: string;
  name: string;
  type?: 'category' | 'preferences';
  /** For 'preferences': the ref value it filters on. */
  tag?: string;
  featured?: boolean;
  /** Suggested hours [from, to) in Buenos Aires time; from > to wraps past midnight. */
  suggest?: [number, number];
  subcategories?: SubcategoryDef[];
}

export interface ProductDef {
  sku: string;
  name: string;
  description: string;
  category: string;
  sub?: string;
  price: PriceValue;
  ref?: string[];
  alergenos?: string[];
  groups?: (B2cGroupKey | string)[];
  aditionals?: B2cAditionalKey | string;
  featured?: boolean;
  active?: boolean;
}

export const b2cCategories: CategoryDef[] = [
  {
    key: 'parrilla',
    name: 'Parrilla',
    featured: true,
    suggest: [19, 24],
    subcategories: [
      { key: 'cortes', name: 'Cortes vacunos', description: 'Carne de novillo a las brasas de quebracho.' },
      { key: 'achuras', name: 'Achuras y embutidos', description: 'Para arrancar como se debe.' },
      { key: 'granja', name: 'Cerdo y pollo', description: 'Bondiola, matambrito y pollo deshuesado.' },
    ],
  },
  { key: 'hamburguesas', name: 'Hamburguesas', featured: true, suggest: [19, 3] },
  {
    key: 'pizzas',
    name: 'Pizzas',
    featured: true,
    suggest: [19, 3],
    subcategories: [
      { key: 'clasicas', name: 'Clásicas', description: 'Las de siempre, a la piedra o al molde.' },
      { key: 'especiales', name: 'Especiales', description: 'Combinaciones de la casa.' },
    ],
  },
  { key: 'empanadas', name: 'Empanadas', suggest: [11, 15] },
  { key: 'ensaladas', name: 'Ensaladas', suggest: [12, 16] },
  { key: 'pastas', name: 'Pastas', suggest: [12, 16] },
  { key: 'minutas', name: 'Minutas', suggest: [12, 16] },
  { key: 'postres', name: 'Postres', suggest: [16, 19] },
  {
    key: 'bebidas',
    name: 'Bebidas',
    subcategories: [
      { key: 'sin-alcohol', name: 'Sin alcohol', description: 'Gaseosas, aguas, limonadas y jugos.' },
      { key: 'cervezas', name: 'Cervezas', description: 'Industriales y artesanales bien frías.' },
      { key: 'vinos', name: 'Vinos y tragos', description: 'Malbec, cabernet y clásicos de barra.' },
    ],
  },
  { key: 'cafeteria', name: 'Cafetería', suggest: [7, 12] },
  // Sold only as upsells; the app hides this category.
  { key: 'adicional', name: 'adicional' },
  // Seeded without products: the app hides empty categories.
  { key: 'promos', name: 'Promos de temporada' },
  { key: 'sin-tacc', name: 'Sin TACC', type: 'preferences', tag: 'sin tacc' },
  { key: 'vegetariano', name: 'Vegetariano', type: 'preferences', tag: 'vegetariano' },
  { key: 'vegano', name: 'Vegano', type: 'preferences', tag: 'vegano' },
  { key: 'keto', name: 'Keto', type: 'preferences', tag: 'keto' },
];

const byConsume = (table: number, takeaway: number, delivery: number) => ({
  tableSystem: table,
  takeawaySystem: takeaway,
  deliverySystem: delivery,
});

const GF = ['sin gluten', 'sin tacc'];
const steak = { groups: ['coccion', 'guarnicion', 'salsas'], aditionals: 'parrilla', ref: [...GF, 'keto'] };
const burger = {
  groups: ['pan', 'coccion', 'extras'],
  aditionals: 'burger',
  alergenos: ['gluten', 'lácteos', 'soja'],
};
const pizza = { groups: ['masa', 'agregadosPizza'], alergenos: ['gluten', 'lácteos'] };
const empanada = { alergenos: ['gluten', 'huevo'] };
const coffee = { groups: ['leche'], aditionals: 'cafe', alergenos: ['lácteos'] };

// biome-ignore format: one product per line keeps the seed data readable
export const b2cProducts: ProductDef[] = [
  // Parrilla — cortes (prices by consume type)
  { sku: 'PAR-001', name: 'Bife de chorizo', description: 'Corte de 400 g a la parrilla, con guarnición a elección.', category: 'parrilla', sub: 'cortes', price: byConsume(18900, 17900, 19900), featured: true, ...steak },
  { sku: 'PAR-002', name: 'Ojo de bife', description: 'Corte de 350 g, tierno y jugoso, con guarnición.', category: 'parrilla', sub: 'cortes', price: byConsume(19900, 18900, 20900), ...steak },
  { sku: 'PAR-003', name: 'Entraña', description: 'Entraña fina de 300 g con chimichurri de la casa.', category: 'parrilla', sub: 'cortes', price: byConsume(17900, 16900, 18900), featured: true, ...steak },
  { sku: 'PAR-004', name: 'Vacío', description: 'Vacío de 400 g cocido lento, crocante por fuera.', category: 'parrilla', sub: 'cortes', price: byConsume(16900, 15900, 17900), ...steak },
  { sku: 'PAR-005', name: 'Asado de tira', description: 'Tira de 500 g del centro, a la parrilla.', category: 'parrilla', sub: 'cortes', price: byConsume(15900, 14900, 16900), ...steak },
  { sku: 'PAR-006', name: 'Lomo', description: 'Medallón de lomo de 300 g con sal parrillera.', category: 'parrilla', sub: 'cortes', price: { tableSystem: 22900, takeawaySystem: 21900 }, ...steak },
  { sku: 'PAR-007', name: 'Tapa de asado', description: 'Tapa de asado de 450 g marinada en salmuera.', category: 'parrilla', sub: 'cortes', price: byConsume(15400, 14400, 16400), ...steak },
  { sku: 'PAR-030', name: 'Parrillada para dos', description: 'Asado, vacío, chorizo, morcilla, mollejas y provoleta. Para compartir.', category: 'parrilla', sub: 'cortes', price: byConsume(39900, 37900, 41900), groups: ['guarnicion', 'salsas'], aditionals: 'parrilla', ref: GF, alergenos: ['lácteos'], featured: true },
  // Parrilla — achuras
  { sku: 'PAR-010', name: 'Chorizo criollo', description: 'Chorizo de cerdo y vaca, con pan y chimichurri.', category: 'parrilla', sub: 'achuras', price: 3200, alergenos: ['gluten', 'dioxidoDeAzufre'] },
  { sku: 'PAR-011', name: 'Morcilla', description: 'Morcilla bombón dulce a la parrilla.', category: 'parrilla', sub: 'achuras', price: 2900, alergenos: ['dioxidoDeAzufre'] },
  { sku: 'PAR-012', name: 'Mollejas', description: 'Mollejas de corazón crocantes con limón.', category: 'parrilla', sub: 'achuras', price: 8900, ref: [...GF, 'keto'] },
  { sku: 'PAR-013', name: 'Chinchulines', description: 'Chinchulines de cordero bien crocantes.', category: 'parrilla', sub: 'achuras', price: 6500, ref: GF },
  { sku: 'PAR-014', name: 'Provoleta', description: 'Provolone a la parrilla con orégano y oliva.', category: 'parrilla', sub: 'achuras', price: 6200, ref: [...GF, 'vegetariano', 'keto'], alergenos: ['lácteos'] },
  // Parrilla — cerdo y pollo
  { sku: 'PAR-020', name: 'Bondiola de cerdo', description: 'Bondiola feteada a la parrilla con salsa criolla.', category: 'parrilla', sub: 'granja', price: 12900, groups: ['guarnicion'], ref: GF },
  { sku: 'PAR-021', name: 'Matambre de cerdo a la pizza', description: 'Matambrito tierno con salsa, muzzarella y orégano.', category: 'parrilla', sub: 'granja', price: 13900, groups: ['guarnicion'], alergenos: ['lácteos'] },
  { sku: 'PAR-022', name: 'Pollo deshuesado', description: 'Medio pollo deshuesado a las brasas, con limón.', category: 'parrilla', sub: 'granja', price: 11900, groups: ['guarnicion', 'salsas'], ref: [...GF, 'keto'] },
  { sku: 'PAR-099', name: 'Costillar ahumado', description: 'Costillar de cerdo ahumado 8 horas. Vuelve en invierno.', category: 'parrilla', sub: 'granja', price: 16900, active: false },
  // Hamburguesas
  { sku: 'HAM-001', name: 'Hamburguesa clásica', description: 'Medallón de 180 g, lechuga, tomate y mayonesa de la casa.', category: 'hamburguesas', price: 9900, ...burger },
  { sku: 'HAM-002', name: 'Cheeseburger doble', description: 'Dos medallones, doble cheddar, pepinos y salsa especial.', category: 'hamburguesas', price: 12900, featured: true, ...burger },
  { sku: 'HAM-003', name: 'Brasa burger', description: 'Medallón de 200 g, panceta, cheddar, huevo y cebolla crispy.', category: 'hamburguesas', price: 13900, featured: true, ...burger, alergenos: ['gluten', 'lácteos', 'huevo', 'soja'] },
  { sku: 'HAM-004', name: 'Hamburguesa criolla', description: 'Con provoleta a la plancha, chimichurri y morrones asados.', category: 'hamburguesas', price: 13500, ...burger },
  { sku: 'HAM-005', name: 'Burger veggie de lentejas', description: 'Medallón de lentejas y quinoa, palta, tomate y rúcula.', category: 'hamburguesas', price: 11500, groups: ['pan', 'extras'], aditionals: 'burger', ref: ['vegetariano', 'vegano'], alergenos: ['gluten', 'soja'] },
  { sku: 'HAM-006', name: 'Hamburguesa de pollo crispy', description: 'Pechuga rebozada crocante, coleslaw y alioli.', category: 'hamburguesas', price: 11900, groups: ['pan', 'extras'], aditionals: 'burger', alergenos: ['gluten', 'huevo'] },
  { sku: 'HAM-007', name: 'Hamburguesa blue', description: 'Queso azul, cebolla caramelizada y rúcula.', category: 'hamburguesas', price: 13900, ...burger },
  { sku: 'HAM-008', name: 'Smash burger triple', description: 'Tres medallones smash, triple cheddar y salsa de la casa.', category: 'hamburguesas', price: 15900, ...burger },
  // Pizzas
  { sku: 'PIZ-001', name: 'Muzzarella', description: 'Salsa de tomate, muzzarella y aceitunas. 8 porciones.', category: 'pizzas', sub: 'clasicas', price: 10900, featured: true, ref: ['vegetariano'], ...pizza },
  { sku: 'PIZ-002', name: 'Napolitana', description: 'Muzzarella, rodajas de tomate, ajo y perejil.', category: 'pizzas', sub: 'clasicas', price: 12400, ref: ['vegetariano'], ...pizza },
  { sku: 'PIZ-003', name: 'Fugazzeta', description: 'Rellena de muzzarella con cebolla y orégano.', category: 'pizzas', sub: 'clasicas', price: 12900, ref: ['vegetariano'], ...pizza },
  { sku: 'PIZ-004', name: 'Calabresa', description: 'Muzzarella y longaniza calabresa.', category: 'pizzas', sub: 'clasicas', price: 13400, ...pizza },
  { sku: 'PIZ-005', name: 'Jamón y morrones', description: 'Muzzarella, jamón cocido y morrones asados.', category: 'pizzas', sub: 'clasicas', price: 13400, ...pizza },
  { sku: 'PIZ-006', name: 'Cuatro quesos', description: 'Muzzarella, provolone, roquefort y parmesano.', category: 'pizzas', sub: 'especiales', price: 14400, ref: ['vegetariano'], ...pizza },
  { sku: 'PIZ-007', name: 'Rúcula y jamón crudo', description: 'Muzzarella, rúcula fresca, crudo y parmesano.', category: 'pizzas', sub: 'especiales', price: 15900, ...pizza },
  { sku: 'PIZ-008', name: 'Provolone y tomates confitados', description: 'Con albahaca fresca y oliva.', category: 'pizzas', sub: 'especiales', price: 14900, ref: ['vegetariano'], ...pizza },
  { sku: 'PIZ-009', name: 'Muzzarella sin TACC', description: 'Prepizza certificada sin TACC, muzzarella y orégano.', category: 'pizzas', sub: 'especiales', price: 13900, ref: ['sin tacc', 'sin gluten', 'vegetariano'], alergenos: ['lácteos'] },
  { sku: 'PIZ-010', name: 'Fainá', description: 'Porción de fainá de garbanzos.', category: 'pizzas', sub: 'clasicas', price: '2500', ref: ['sin tacc', 'vegano'] },
  // Empanadas
  { sku: 'EMP-001', name: 'Empanada de carne cortada a cuchillo', description: 'Jugosa, con huevo y aceitunas. Al horno de barro.', category: 'empanadas', price: 1900, ...empanada },
  { sku: 'EMP-002', name: 'Empanada de jamón y queso', description: 'Jamón cocido y muzzarella.', category: 'empanadas', price: 1800, alergenos: ['gluten', 'lácteos'] },
  { sku: 'EMP-003', name: 'Empanada de pollo', description: 'Pollo, morrón y cebolla de verdeo.', category: 'empanadas', price: 1800, ...empanada },
  { sku: 'EMP-004', name: 'Empanada de humita', description: 'Choclo cremoso con salsa blanca.', category: 'empanadas', price: 1800, ref: ['vegetariano'], alergenos: ['gluten', 'lácteos'] },
  { sku: 'EMP-005', name: 'Empanada caprese', description: 'Tomate, muzzarella y albahaca.', category: 'empanadas', price: 1800, ref: ['vegetariano'], alergenos: ['gluten', 'lácteos'] },
  { sku: 'EMP-006', name: 'Empanada de verdura', description: 'Acelga, salsa blanca y queso.', category: 'empanadas', price: 1800, ref: ['vegetariano'], alergenos: ['gluten', 'lácteos'] },
  { sku: 'EMP-007', name: 'Empanada árabe', description: 'Carne, tomate, cebolla y limón, abierta.', category: 'empanadas', price: 1900, alergenos: ['gluten'] },
  { sku: 'EMP-008', name: 'Empanada de cebolla y queso', description: 'Cebolla dorada y muzzarella.', category: 'empanadas', price: 1800, ref: ['vegetariano'], alergenos: ['gluten', 'lácteos'] },
  { sku: 'EMP-010', name: 'Combo 3 empanadas', description: 'Elegí 3 empanadas de la carta.', category: 'empanadas', price: 5100, groups: ['sabores3'], ...empanada },
  { sku: 'EMP-011', name: 'Media docena de empanadas', description: 'Elegí 6 empanadas de la carta.', category: 'empanadas', price: 9900, groups: ['sabores6'], featured: true, ...empanada },
  { sku: 'EMP-012', name: 'Docena de empanadas', description: 'Elegí 6 sabores, dos empanadas de cada uno.', category: 'empanadas', price: 18900, groups: ['sabores12'], ...empanada },
  // Ensaladas
  { sku: 'ENS-001', name: 'Ensalada César', description: 'Lechuga romana, pollo grillado, croutons y parmesano.', category: 'ensaladas', price: 9400, groups: ['aderezos'], aditionals: 'ensalada', alergenos: ['gluten', 'lácteos', 'huevo', 'pescado'] },
  { sku: 'ENS-002', name: 'Ensalada mixta', description: 'Lechuga, tomate y cebolla morada.', category: 'ensaladas', price: 5900, groups: ['aderezos'], aditionals: 'ensalada', ref: ['vegano', 'vegetariano', ...GF, 'keto'] },
  { sku: 'ENS-003', name: 'Ensalada caprese', description: 'Tomate, muzzarella de búfala, albahaca y oliva.', category: 'ensaladas', price: 8200, groups: ['aderezos'], ref: ['vegetariano', ...GF, 'keto'], alergenos: ['lácteos'] },
  { sku: 'ENS-004', name: 'Quinoa y vegetales asados', description: 'Quinoa, calabaza, zucchini, morrón y semillas.', category: 'ensaladas', price: 9900, groups: ['aderezos'], aditionals: 'ensalada', ref: ['vegano', 'vegetariano', ...GF] },
  { sku: 'ENS-005', name: 'Rúcula, peras y nueces', description: 'Rúcula, peras asadas, nueces y queso azul.', category: 'ensaladas', price: 9200, groups: ['aderezos'], ref: ['vegetariano'], alergenos: ['frutos secos', 'lácteos'] },
  { sku: 'ENS-006', name: 'Bowl keto de pollo y palta', description: 'Pollo grillado, palta, huevo, panceta y hojas verdes.', category: 'ensaladas', price: 11900, aditionals: 'ensalada', ref: ['keto', ...GF, 'deslactosado'], alergenos: ['huevo'] },
  // Pastas
  { sku: 'PAS-001', name: 'Sorrentinos de jamón y queso', description: 'Pasta casera rellena, con salsa a elección.', category: 'pastas', price: 11900, groups: ['salsaPasta'], alergenos: ['gluten', 'huevo', 'lácteos'] },
  { sku: 'PAS-002', name: 'Ñoquis de papa', description: 'Ñoquis caseros con salsa a elección.', category: 'pastas', price: 9900, groups: ['salsaPasta'], ref: ['vegetariano'], alergenos: ['gluten', 'huevo'] },
  { sku: 'PAS-003', name: 'Tallarines caseros', description: 'Tallarines al huevo con salsa a elección.', category: 'pastas', price: 9400, groups: ['salsaPasta'], ref: ['vegetariano'], alergenos: ['gluten', 'huevo'] },
  { sku: 'PAS-004', name: 'Ravioles de verdura', description: 'Acelga, ricota y nuez moscada.', category: 'pastas', price: 10900, groups: ['salsaPasta'], ref: ['vegetariano'], alergenos: ['gluten', 'huevo', 'lácteos'] },
  { sku: 'PAS-005', name: 'Lasaña de carne', description: 'Capas de pasta, bolognesa, salsa blanca y gratinado.', category: 'pastas', price: 12900, alergenos: ['gluten', 'huevo', 'lácteos'] },
  // Minutas
  { sku: 'MIN-001', name: 'Milanesa napolitana', description: 'Milanesa de ternera con jamón, salsa y muzzarella.', category: 'minutas', price: 14900, groups: ['guarnicion'], featured: true, alergenos: ['gluten', 'huevo', 'lácteos'] },
  { sku: 'MIN-002', name: 'Milanesa de pollo', description: 'Suprema rebozada con limón.', category: 'minutas', price: 12900, groups: ['guarnicion'], alergenos: ['gluten', 'huevo'] },
  { sku: 'MIN-003', name: 'Suprema a la suiza', description: 'Suprema con salsa blanca y queso gratinado.', category: 'minutas', price: 13900, groups: ['guarnicion'], alergenos: ['gluten', 'huevo', 'lácteos'] },
  { sku: 'MIN-004', name: 'Tortilla de papas', description: 'Tortilla española jugosa, con o sin cebolla.', category: 'minutas', price: 8900, ref: ['vegetariano', ...GF, 'deslactosado'], alergenos: ['huevo'] },
  { sku: 'MIN-005', name: 'Papas con cheddar y panceta', description: 'Papas fritas con cheddar fundido y panceta.', category: 'minutas', price: 7900, alergenos: ['lácteos'] },
  // Postres
  { sku: 'POS-001', name: 'Flan casero', description: 'Con dulce de leche y crema.', category: 'postres', price: 4900, ref: GF, alergenos: ['huevo', 'lácteos'] },
  { sku: 'POS-002', name: 'Panqueque con dulce de leche', description: 'Caramelizado al momento.', category: 'postres', price: 5200, alergenos: ['gluten', 'huevo', 'lácteos'] },
  { sku: 'POS-003', name: 'Tiramisú', description: 'Vainillas, café, mascarpone y cacao.', category: 'postres', price: 6200, alergenos: ['gluten', 'huevo', 'lácteos'] },
  { sku: 'POS-004', name: 'Vigilante', description: 'Queso fresco y dulce de batata o membrillo.', category: 'postres', price: 4500, ref: [...GF, 'vegetariano'], alergenos: ['lácteos'] },
  { sku: 'POS-005', name: 'Helado artesanal', description: 'Dos bochas de helado artesanal.', category: 'postres', price: 4800, groups: ['helado'], alergenos: ['lácteos', 'mani'] },
  { sku: 'POS-006', name: 'Volcán de chocolate', description: 'Con centro fundido y helado de crema.', category: 'postres', price: 6900, featured: true, alergenos: ['gluten', 'huevo', 'lácteos'] },
  { sku: 'POS-007', name: 'Mousse de chocolate', description: 'Mousse aireada de chocolate semiamargo.', category: 'postres', price: 5600, ref: GF, alergenos: ['huevo', 'lácteos'] },
  { sku: 'POS-008', name: 'Ensalada de frutas', description: 'Frutas de estación con jugo de naranja.', category: 'postres', price: 4200, ref: ['vegano', 'vegetariano', ...GF, 'deslactosado'] },
  // Bebidas (string prices on the sodas)
  { sku: 'BEB-001', name: 'Coca-Cola 500 ml', description: 'Gaseosa línea Coca-Cola.', category: 'bebidas', sub: 'sin-alcohol', price: '2500', ref: ['vegano', ...GF] },
  { sku: 'BEB-002', name: 'Coca-Cola Zero 500 ml', description: 'Sin azúcar.', category: 'bebidas', sub: 'sin-alcohol', price: '2500', ref: ['vegano', ...GF, 'keto'] },
  { sku: 'BEB-003', name: 'Sprite 500 ml', description: 'Lima limón.', category: 'bebidas', sub: 'sin-alcohol', price: '2500', ref: ['vegano', ...GF] },
  { sku: 'BEB-004', name: 'Agua mineral sin gas 500 ml', description: 'Agua de manantial.', category: 'bebidas', sub: 'sin-alcohol', price: 1900, ref: ['vegano', ...GF, 'keto'] },
  { sku: 'BEB-005', name: 'Agua con gas 500 ml', description: 'Agua gasificada.', category: 'bebidas', sub: 'sin-alcohol', price: 1900, ref: ['vegano', ...GF, 'keto'] },
  { sku: 'BEB-006', name: 'Limonada con menta y jengibre', description: 'Jarra individual, exprimida al momento.', category: 'bebidas', sub: 'sin-alcohol', price: 3900, ref: ['vegano', ...GF] },
  { sku: 'BEB-007', name: 'Jugo de naranja exprimido', description: 'Vaso de 400 ml.', category: 'bebidas', sub: 'sin-alcohol', price: 3900, ref: ['vegano', ...GF] },
  { sku: 'BEB-010', name: 'Cerveza Quilmes 1 L', description: 'Cerveza rubia clásica.', category: 'bebidas', sub: 'cervezas', price: 5200, alergenos: ['gluten'] },
  { sku: 'BEB-011', name: 'Pinta IPA artesanal', description: 'IPA de Barracas, lupulada y amarga.', category: 'bebidas', sub: 'cervezas', price: { tableSystem: 4900, takeawaySystem: 4400 }, alergenos: ['gluten'] },
  { sku: 'BEB-012', name: 'Cerveza sin alcohol 473 ml', description: 'Lata, 0,0 % alcohol.', category: 'bebidas', sub: 'cervezas', price: 3500, alergenos: ['gluten'] },
  { sku: 'BEB-020', name: 'Malbec reserva (botella)', description: 'Mendoza, Valle de Uco. 750 ml.', category: 'bebidas', sub: 'vinos', price: byConsume(18900, 15900, 15900), ref: ['vegano'], alergenos: ['dioxidoDeAzufre'] },
  { sku: 'BEB-021', name: 'Cabernet Sauvignon (botella)', description: 'San Juan. 750 ml.', category: 'bebidas', sub: 'vinos', price: byConsume(17900, 14900, 14900), alergenos: ['dioxidoDeAzufre'] },
  { sku: 'BEB-022', name: 'Copa de vino de la casa', description: 'Malbec o blanco dulce.', category: 'bebidas', sub: 'vinos', price: 4500, alergenos: ['dioxidoDeAzufre'] },
  { sku: 'BEB-023', name: 'Fernet con cola', description: 'El clásico, en vaso de 500 ml.', category: 'bebidas', sub: 'vinos', price: 5900 },
  { sku: 'BEB-099', name: 'Sidra tirada', description: 'Solo en fiestas.', category: 'bebidas', sub: 'vinos', price: 3900, active: false },
  // Cafetería
  { sku: 'CAF-001', name: 'Café espresso', description: 'Blend de la casa, tostado medio.', category: 'cafeteria', price: 2400, aditionals: 'cafe', ref: ['vegano', ...GF, 'keto'] },
  { sku: 'CAF-002', name: 'Café con leche', description: 'Taza grande.', category: 'cafeteria', price: 3200, ...coffee },
  { sku: 'CAF-003', name: 'Cortado', description: 'Espresso con un toque de leche.', category: 'cafeteria', price: 2800, ...coffee },
  { sku: 'CAF-004', name: 'Capuccino', description: 'Con espuma de leche y cacao.', category: 'cafeteria', price: 3600, ...coffee },
  { sku: 'CAF-005', name: 'Medialunas x3', description: 'Recién horneadas.', category: 'cafeteria', price: 3300, groups: ['medialunas'], alergenos: ['gluten', 'huevo', 'lácteos'] },
  { sku: 'CAF-006', name: 'Tostado de jamón y queso', description: 'En pan de miga, con manteca.', category: 'cafeteria', price: 5900, alergenos: ['gluten', 'lácteos'] },
  { sku: 'CAF-007', name: 'Submarino', description: 'Leche caliente con barra de chocolate.', category: 'cafeteria', price: 3800, ...coffee },
  { sku: 'CAF-008', name: 'Alfajor de maicena', description: 'Con dulce de leche y coco.', category: 'cafeteria', price: 1900, alergenos: ['gluten', 'huevo', 'lácteos'] },
  // adicional (hidden; upsells)
  { sku: 'ADI-001', name: 'Porción de papas fritas', description: 'Papas bastón crocantes.', category: 'adicional', price: 4200, ref: ['vegano', ...GF] },
  { sku: 'ADI-002', name: 'Papas rústicas', description: 'Con romero y ajo.', category: 'adicional', price: 4900, ref: ['vegano', ...GF] },
  { sku: 'ADI-003', name: 'Puré de papas', description: 'Cremoso, con manteca.', category: 'adicional', price: 3900, ref: ['vegetariano', ...GF], alergenos: ['lácteos'] },
  { sku: 'ADI-004', name: 'Chimichurri casero', description: 'Pote de 100 ml.', category: 'adicional', price: 900, ref: ['vegano', ...GF] },
  { sku: 'ADI-005', name: 'Salsa criolla', description: 'Pote de 100 ml.', category: 'adicional', price: 900, ref: ['vegano', ...GF] },
  { sku: 'ADI-006', name: 'Pan de campo', description: 'Canasta de pan casero.', category: 'adicional', price: 1200, ref: ['vegano'], alergenos: ['gluten'] },
  // Appended (ids are positional): new products go at the end of this list.
  { sku: 'MIN-006', name: 'Langostinos al ajillo', description: 'Langostinos salteados con ajo, perejil y oliva.', category: 'minutas', price: byConsume(16900, 15900, 17900), ref: [...GF, 'keto', 'deslactosado'], alergenos: ['crustaceos'] },
];

const drinks = ['BEB-001', 'BEB-002', 'BEB-004', 'BEB-010'];
const wine = ['BEB-020', 'BEB-022'];
const desserts = ['POS-001', 'POS-003', 'POS-006'];
const sides = ['ADI-001', 'ADI-002', 'PAR-014'];

/** categoriasComplementarias: title → upsell skus, per product. */
export const b2cComplements: Record<string, Record<string, string[]>> = {
  'PAR-001': { Acompañamientos: sides, Bebidas: [...drinks, ...wine], Postres: desserts },
  'PAR-002': { Acompañamientos: sides, Bebidas: wine },
  'PAR-003': { Acompañamientos: sides, Bebidas: [...drinks, ...wine], Postres: desserts },
  'PAR-030': { Acompañamientos: ['ADI-001', 'ADI-006', 'ADI-004'], Bebidas: wine, Postres: desserts },
  'HAM-001': { Acompañamientos: ['ADI-001'], Bebidas: drinks },
  'HAM-002': { Acompañamientos: ['ADI-001', 'ADI-002'], Bebidas: [...drinks, 'BEB-011'] },
  'HAM-003': {
    Acompañamientos: ['ADI-001', 'ADI-002'],
    Bebidas: [...drinks, 'BEB-011'],
    Postres: ['POS-006'],
  },
  'PIZ-001': { 'Para compartir': ['PIZ-010', 'EMP-010'], Bebidas: ['BEB-010', 'BEB-001'] },
  'PIZ-002': { 'Para compartir': ['PIZ-010'], Bebidas: ['BEB-010', 'BEB-001'] },
  'EMP-011': { Bebidas: ['BEB-010', 'BEB-001', 'BEB-022'] },
  'EMP-012': { Bebidas: ['BEB-010', 'BEB-001', 'BEB-022'], Postres: ['POS-001'] },
  'MIN-001': { Bebidas: drinks, Postres: desserts },
  'CAF-002': { 'Para acompañar': ['CAF-005', 'CAF-008'] },
  'CAF-004': { 'Para acompañar': ['CAF-005', 'CAF-008', 'CAF-006'] },
};

/** Products a branch does not offer: (store key, sku prefix or sku). */
export const b2cUnavailable: Array<[string, string]> = [
  ['villaCrespo', 'CAF-'],
  ['recoleta', 'HAM-008'],
  ['belgrano', 'PAR-030'],
];
