import { textHash } from '../../translation/service';
import type { Queryable } from '../db';
import { BRAND_B2C_ID } from './brands';
import { b2cCategories, b2cProducts } from './data/menu-b2c';

/**
 * English the demo b2c brand wrote for part of its menu, as a brand would: these win over the engine
 * (a steak's Argentine name kept beside the English one, a dish the engine reads word by word), and the
 * engine fills the rest. Sources are looked up by sku and category key, so the Spanish cannot drift.
 */
const categories: Record<string, string> = {
  parrilla: 'Grill',
  hamburguesas: 'Burgers',
  empanadas: 'Empanadas',
  postres: 'Desserts',
  bebidas: 'Drinks',
  cafeteria: 'Coffee',
};

const subcategories: Record<string, { name: string; description: string }> = {
  'parrilla/cortes': { name: 'Beef cuts', description: 'Grass-fed beef grilled over quebracho embers.' },
  'parrilla/achuras': { name: 'Offal and sausages', description: 'The proper way to start.' },
};

// biome-ignore format: one product per line
const products: Record<string, { name: string; description: string }> = {
  'PAR-001': { name: 'Sirloin steak (bife de chorizo)', description: '400 g cut off the grill, with a side of your choice.' },
  'PAR-003': { name: 'Skirt steak (entraña)', description: '300 g thin skirt steak with our own chimichurri.' },
  'PAR-014': { name: 'Grilled provolone (provoleta)', description: 'Provolone cheese off the grill with oregano and olive oil.' },
  'HAM-001': { name: 'Classic burger', description: '180 g patty, lettuce, tomato and house mayonnaise.' },
  'PIZ-001': { name: 'Mozzarella pizza', description: 'Tomato sauce, mozzarella and olives. 8 slices.' },
  'EMP-001': { name: 'Hand-cut beef empanada', description: 'Juicy, with egg and olives. Baked in a clay oven.' },
  'POS-001': { name: 'Homemade flan', description: 'With dulce de leche and cream.' },
  'CAF-001': { name: 'Espresso', description: 'House blend, medium roast.' },
};

/** The seeded pairs [Spanish, English] (tests read them to check the brand's word wins). */
export function b2cEnglish(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const c of b2cCategories) {
    if (categories[c.key]) pairs.push([c.name, categories[c.key]]);
    for (const s of c.subcategories ?? []) {
      const en = subcategories[`${c.key}/${s.key}`];
      if (en) pairs.push([s.name, en.name], [s.description, en.description]);
    }
  }
  for (const p of b2cProducts) {
    const en = products[p.sku];
    if (en) pairs.push([p.name, en.name], [p.description, en.description]);
  }
  return pairs;
}

export async function seedTranslations(tx: Queryable): Promise<void> {
  for (const [source, english] of b2cEnglish()) {
    await tx.query(
      `INSERT INTO content_translations (id_marca, source_hash, language, source_text, translated_text)
       VALUES ($1, $2, 'en', $3, $4) ON CONFLICT DO NOTHING`,
      [BRAND_B2C_ID, textHash(source), source, english],
    );
  }
}
