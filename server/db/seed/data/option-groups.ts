/**
 * Option groups and additionals of the demo menus. A group becomes one `option_groups` row per
 * brand; each product that uses it gets a copy of its options in `product_options`.
 */

export interface OptionDef {
  sku: string;
  name: string;
  price?: number;
  active?: boolean;
  minLimit?: number;
}

export interface GroupDef {
  name: string;
  minQty: number;
  maxQty: number;
  options: OptionDef[];
}

const flavours: OptionDef[] = [
  { sku: 'SAB-CAR', name: 'Carne cortada a cuchillo' },
  { sku: 'SAB-JYQ', name: 'Jamón y queso' },
  { sku: 'SAB-POL', name: 'Pollo' },
  { sku: 'SAB-HUM', name: 'Humita' },
  { sku: 'SAB-CAP', name: 'Caprese' },
  { sku: 'SAB-VER', name: 'Verdura' },
  { sku: 'SAB-ARA', name: 'Árabe' },
  { sku: 'SAB-CEB', name: 'Cebolla y queso' },
  { sku: 'SAB-ATU', name: 'Atún', active: false },
];

export const b2cGroups = {
  // Required single choice.
  coccion: {
    name: 'Punto de cocción',
    minQty: 1,
    maxQty: 1,
    options: [
      { sku: 'COC-JUG', name: 'Jugoso' },
      { sku: 'COC-APU', name: 'A punto' },
      { sku: 'COC-COC', name: 'Cocido' },
    ],
  },
  guarnicion: {
    name: 'Guarnición',
    minQty: 1,
    maxQty: 1,
    options: [
      { sku: 'GUA-FRI', name: 'Papas fritas' },
      { sku: 'GUA-PUR', name: 'Puré de papas' },
      { sku: 'GUA-ENS', name: 'Ensalada mixta' },
      { sku: 'GUA-RUS', name: 'Papas rústicas con cheddar', price: 800 },
      // Inactive: shown disabled.
      { sku: 'GUA-CAL', name: 'Calabaza asada', active: false },
    ],
  },
  // Optional, up to 2.
  salsas: {
    name: 'Salsas',
    minQty: 0,
    maxQty: 2,
    options: [
      { sku: 'SAL-CHI', name: 'Chimichurri' },
      { sku: 'SAL-CRI', name: 'Salsa criolla' },
      { sku: 'SAL-PRO', name: 'Provenzal' },
      { sku: 'SAL-BBQ', name: 'Barbacoa ahumada' },
    ],
  },
  pan: {
    name: 'Pan',
    minQty: 1,
    maxQty: 1,
    options: [
      { sku: 'PAN-PAP', name: 'Pan de papa' },
      { sku: 'PAN-BRI', name: 'Pan brioche' },
      { sku: 'PAN-TAC', name: 'Pan sin TACC' },
    ],
  },
  // Unlimited additionals (minQty 0, maxQty >= 1000).
  extras: {
    name: 'Extras',
    minQty: 0,
    maxQty: 1000,
    options: [
      { sku: 'EXT-CHE', name: 'Cheddar', price: 900 },
      { sku: 'EXT-PAN', name: 'Panceta crocante', price: 1100 },
      { sku: 'EXT-HUE', name: 'Huevo frito', price: 700 },
      { sku: 'EXT-CEB', name: 'Cebolla caramelizada', price: 600 },
      { sku: 'EXT-MED', name: 'Medallón extra', price: 3500 },
      { sku: 'EXT-JAL', name: 'Jalapeños', price: 500, active: false },
    ],
  },
  masa: {
    name: 'Masa',
    minQty: 1,
    maxQty: 1,
    options: [
      { sku: 'MAS-PIE', name: 'A la piedra' },
      { sku: 'MAS-MOL', name: 'Al molde' },
      { sku: 'MAS-INT', name: 'Integral' },
    ],
  },
  agregadosPizza: {
    name: 'Agregados',
    minQty: 0,
    maxQty: 3,
    options: [
      { sku: 'AGR-ACE', name: 'Aceitunas verdes' },
      { sku: 'AGR-HUE', name: 'Huevo duro' },
      { sku: 'AGR-MOR', name: 'Morrones asados' },
      { sku: 'AGR-ANC', name: 'Anchoas', active: false },
      { sku: 'AGR-ORE', name: 'Orégano extra' },
    ],
  },
  // Required multiple choice with minQty = maxQty.
  sabores3: { name: 'Elegí 3 empanadas', minQty: 3, maxQty: 3, options: flavours },
  sabores6: { name: 'Elegí 6 empanadas', minQty: 6, maxQty: 6, options: flavours },
  // minLimit 2: each choice adds two of a flavour.
  sabores12: {
    name: 'Elegí 12 empanadas (de a 2 por sabor)',
    minQty: 12,
    maxQty: 12,
    options: flavours.map((f) => ({ ...f, minLimit: 2 })),
  },
  aderezos: {
    name: 'Aderezos',
    minQty: 0,
    maxQty: 2,
    options: [
      { sku: 'ADZ-OLI', name: 'Oliva y limón' },
      { sku: 'ADZ-ACE', name: 'Aceto balsámico' },
      { sku: 'ADZ-CES', name: 'Salsa César' },
      { sku: 'ADZ-MYM', name: 'Mostaza y miel' },
    ],
  },
  salsaPasta: {
    name: 'Salsa',
    minQty: 1,
    maxQty: 1,
    options: [
      { sku: 'SPA-FIL', name: 'Fileto' },
      { sku: 'SPA-BOL', name: 'Bolognesa' },
      { sku: 'SPA-CRE', name: 'Crema' },
      { sku: 'SPA-MIX', name: 'Mixta' },
      { sku: 'SPA-PES', name: 'Pesto de albahaca y nueces' },
      { sku: 'SPA-4QU', name: 'Cuatro quesos' },
    ],
  },
  leche: {
    name: 'Leche',
    minQty: 1,
    maxQty: 1,
    options: [
      { sku: 'LEC-ENT', name: 'Entera' },
      { sku: 'LEC-DES', name: 'Descremada' },
      { sku: 'LEC-SLA', name: 'Deslactosada' },
      { sku: 'LEC-ALM', name: 'Bebida de almendras' },
    ],
  },
  medialunas: {
    name: 'Tipo de medialuna',
    minQty: 1,
    maxQty: 1,
    options: [
      { sku: 'MED-MAN', name: 'De manteca' },
      { sku: 'MED-GRA', name: 'De grasa' },
    ],
  },
  helado: {
    name: 'Sabores de helado',
    minQty: 2,
    maxQty: 2,
    options: [
      { sku: 'HEL-DDL', name: 'Dulce de leche granizado' },
      { sku: 'HEL-CHO', name: 'Chocolate amargo' },
      { sku: 'HEL-FRU', name: 'Frutilla a la crema' },
      { sku: 'HEL-LIM', name: 'Limón' },
      { sku: 'HEL-SAM', name: 'Sambayón', active: false },
    ],
  },
} satisfies Record<string, GroupDef>;

export type B2cGroupKey = keyof typeof b2cGroups;

/** Options without a group: the product's aditionals. */
export const b2cAditionals = {
  parrilla: [
    { sku: 'ADC-HUE', name: 'Huevo frito', price: 700 },
    { sku: 'ADC-PAN', name: 'Pan de campo', price: 800 },
    { sku: 'ADC-CHI', name: 'Chimichurri extra', price: 300 },
  ],
  burger: [
    { sku: 'ADC-FRI', name: 'Papas fritas extra', price: 2500 },
    { sku: 'ADC-ARO', name: 'Aros de cebolla', price: 2900 },
    { sku: 'ADC-DIP', name: 'Dip de cheddar', price: 900, active: false },
  ],
  ensalada: [
    { sku: 'ADC-POL', name: 'Pollo grillado', price: 2900 },
    { sku: 'ADC-HDU', name: 'Huevo duro', price: 600 },
    { sku: 'ADC-PAL', name: 'Palta', price: 1500 },
  ],
  cafe: [
    { sku: 'ADC-MED', name: 'Medialuna', price: 1100 },
    { sku: 'ADC-SHO', name: 'Shot extra de café', price: 800 },
  ],
} satisfies Record<string, OptionDef[]>;

export type B2cAditionalKey = keyof typeof b2cAditionals;

export const b2bGroups = {
  presentacion: {
    name: 'Presentación',
    minQty: 1,
    maxQty: 1,
    options: [
      { sku: 'PRE-ENT', name: 'Horma entera' },
      { sku: 'PRE-FRA', name: 'Fraccionada en 4' },
    ],
  },
} satisfies Record<string, GroupDef>;
