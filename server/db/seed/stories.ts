import { slugify as slug } from '@/machines/rules/format';
import type { Queryable } from '../db';
import { BRANCH_IDS } from './branches';
import { BRAND_B2B_ID, BRAND_B2C_ID } from './brands';
import { catalogueImage, KIND, seedId } from './data/ids';

type Audience = 'todos' | 'registrados' | 'invitados';

interface StorySeed {
  idMarca: string;
  branch?: keyof typeof BRANCH_IDS;
  name: string;
  user: string;
  /** Days before the seed date. */
  daysAgo: number;
  nameButton?: string;
  linkButton?: string;
  audience?: Audience;
}

interface BannerSeed {
  idMarca: string;
  branch?: keyof typeof BRANCH_IDS;
  name: string;
  link?: string;
  audience?: Audience;
}

export const storySeeds: StorySeed[] = [
  {
    idMarca: BRAND_B2C_ID,
    name: 'Nueva carta de invierno',
    user: 'Brasa',
    daysAgo: 1,
    nameButton: 'Ver menú',
    linkButton: '/menu',
  },
  { idMarca: BRAND_B2C_ID, name: 'Así prendemos el fuego', user: 'Brasa', daysAgo: 2 },
  {
    idMarca: BRAND_B2C_ID,
    name: 'Sumá puntos en cada pedido',
    user: 'Brasa',
    daysAgo: 3,
    nameButton: 'Ver mis puntos',
    linkButton: '/puntos',
    audience: 'registrados',
  },
  {
    idMarca: BRAND_B2C_ID,
    name: 'Registrate y ganá 10 % en puntos',
    user: 'Brasa',
    daysAgo: 3,
    nameButton: 'Registrarme',
    linkButton: '/auth/registro',
    audience: 'invitados',
  },
  {
    idMarca: BRAND_B2C_ID,
    name: 'Conocé a nuestro parrillero',
    user: 'Brasa',
    daysAgo: 6,
    nameButton: 'Seguinos',
    linkButton: 'https://www.instagram.com/',
  },
  {
    idMarca: BRAND_B2C_ID,
    branch: 'palermo',
    name: 'Terraza abierta en Palermo',
    user: 'Brasa Palermo Soho',
    daysAgo: 0,
    nameButton: 'Reservar mesa',
    linkButton: '/menu',
  },
  {
    idMarca: BRAND_B2C_ID,
    branch: 'palermo',
    name: 'Noche de vinos los jueves',
    user: 'Brasa Palermo Soho',
    daysAgo: 4,
  },
  {
    idMarca: BRAND_B2C_ID,
    branch: 'belgrano',
    name: 'Delivery en Belgrano y Núñez',
    user: 'Brasa Belgrano',
    daysAgo: 1,
    nameButton: 'Pedir ahora',
    linkButton: '/menu',
  },
  {
    idMarca: BRAND_B2C_ID,
    branch: 'recoleta',
    name: 'Almuerzo ejecutivo en Recoleta',
    user: 'Brasa Recoleta',
    daysAgo: 2,
  },
  {
    idMarca: BRAND_B2C_ID,
    branch: 'sanTelmo',
    name: 'Estamos renovando San Telmo',
    user: 'Brasa San Telmo',
    daysAgo: 5,
  },
  {
    idMarca: BRAND_B2C_ID,
    branch: 'caballito',
    name: 'Envío Brasa llega a Caballito',
    user: 'Brasa Caballito',
    daysAgo: 1,
    nameButton: 'Pedir con Envío Brasa',
    linkButton: '/menu',
  },
  {
    idMarca: BRAND_B2C_ID,
    branch: 'villaCrespo',
    name: 'After office en Villa Crespo',
    user: 'Brasa Villa Crespo',
    daysAgo: 2,
  },
  {
    idMarca: BRAND_B2B_ID,
    name: 'Nuevas listas de precios',
    user: 'Distribuidora Del Plata',
    daysAgo: 1,
    nameButton: 'Ver catálogo',
    linkButton: '/menu',
  },
  {
    idMarca: BRAND_B2B_ID,
    branch: 'b2bAvellaneda',
    name: 'Retiro en depósito sin turno',
    user: 'Depósito Central',
    daysAgo: 2,
  },
];

export const bannerSeeds: BannerSeed[] = [
  { idMarca: BRAND_B2C_ID, name: '2x1 en empanadas los martes', link: '/menu?categoria=empanadas' },
  { idMarca: BRAND_B2C_ID, name: 'Envío gratis desde $25.000', link: '/menu' },
  { idMarca: BRAND_B2C_ID, name: 'Registrate y sumá puntos', link: '/auth/registro', audience: 'invitados' },
  {
    idMarca: BRAND_B2C_ID,
    name: 'Tus puntos valen doble este mes',
    link: '/puntos',
    audience: 'registrados',
  },
  {
    idMarca: BRAND_B2C_ID,
    branch: 'palermo',
    name: 'Parrillada para dos en Palermo',
    link: '/menu?categoria=parrilla',
  },
  { idMarca: BRAND_B2C_ID, branch: 'belgrano', name: 'Happy hour de pintas en Belgrano' },
  { idMarca: BRAND_B2C_ID, branch: 'recoleta', name: 'Menú ejecutivo de mediodía' },
  { idMarca: BRAND_B2C_ID, branch: 'sanTelmo', name: 'Volvemos pronto, San Telmo' },
  { idMarca: BRAND_B2C_ID, branch: 'caballito', name: 'Envío Brasa: rápido y propio' },
  { idMarca: BRAND_B2C_ID, branch: 'villaCrespo', name: 'Pizzas a la piedra hasta las 3' },
  { idMarca: BRAND_B2B_ID, name: 'Precios mayoristas en bebidas', link: '/menu?categoria=bebidas' },
  { idMarca: BRAND_B2B_ID, name: 'Entregas en 24 h en CABA y GBA' },
];

/** Stories are dated relative to this fixed instant so every database holds the same rows. */
const SEED_DATE = Date.parse('2025-06-02T15:00:00-03:00');

export async function seedStories(tx: Queryable): Promise<void> {
  for (const [i, s] of storySeeds.entries()) {
    await tx.query(
      `INSERT INTO stories (id, id_marca, branch_id, name, image, user_name, schedule, name_button, link_button,
         public_destinated, sort_order)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) ON CONFLICT (id) DO NOTHING`,
      [
        seedId(KIND.story, i + 1),
        s.idMarca,
        s.branch ? BRANCH_IDS[s.branch] : null,
        s.name,
        catalogueImage('story', slug(s.name)),
        s.user,
        new Date(SEED_DATE - s.daysAgo * 86_400_000 - i * 3_600_000).toISOString(),
        s.nameButton ?? null,
        s.linkButton ?? null,
        s.audience ?? 'todos',
        i + 1,
      ],
    );
  }
  for (const [i, b] of bannerSeeds.entries()) {
    await tx.query(
      `INSERT INTO banners (id, id_marca, branch_id, name, image, link, public_destinated, sort_order)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (id) DO NOTHING`,
      [
        seedId(KIND.banner, i + 1),
        b.idMarca,
        b.branch ? BRANCH_IDS[b.branch] : null,
        b.name,
        catalogueImage('banner', slug(b.name)),
        b.link ?? null,
        b.audience ?? 'todos',
        i + 1,
      ],
    );
  }
}
