import { hashPassword } from '../../security/crypto';
import type { Queryable } from '../db';
import { BRAND_B2B_ID, BRAND_B2C_ID } from './brands';

/** Every demo account uses this password (see docs/api.md). */
export const DEMO_PASSWORD = 'Demo1234';

export const DEMO_USER_ID = '64b7f0a1c2d3e4f5a6b7d001';

interface UserSeed {
  id: string;
  idMarca: string;
  email: string;
  name: string;
  verified: boolean;
  phoneNumber?: string;
  gender?: 'Male' | 'Female' | 'Other';
  birthDate?: string;
  identificationNumber?: string;
  priceCategory?: string;
  discountPercentage?: number;
  cuit?: string;
  businessName?: string;
  companyName?: string;
}

const b2bCategories = [
  ['default', 'Almacén La Esquina', 'La Esquina S.R.L.', 'Rodrigo Benítez', 0],
  ['mayorista', 'Autoservicio Don Tito', 'Don Tito Mayorista S.A.', 'Carla Domínguez', 8],
  ['distribuidor', 'Distribuciones Oeste', 'Distribuciones Oeste S.R.L.', 'Matías Herrera', 12],
  ['corporativo', 'Comedores Andinos', 'Servicios Gastronómicos Andinos S.A.', 'Lucía Fernández', 10],
  ['vip', 'Hotel Río de la Plata', 'Hotelera Río de la Plata S.A.', 'Federico Sosa', 15],
] as const;

export const userSeeds: UserSeed[] = [
  {
    id: DEMO_USER_ID,
    idMarca: BRAND_B2C_ID,
    email: 'demo@demo.com',
    name: 'Martina González',
    verified: true,
    phoneNumber: '+5491155550101',
    gender: 'Female',
    birthDate: '1992-04-17',
    identificationNumber: '34567890',
  },
  {
    id: '64b7f0a1c2d3e4f5a6b7d002',
    idMarca: BRAND_B2C_ID,
    email: 'pendiente@demo.com',
    name: 'Julián Pereyra',
    verified: false,
  },
  {
    // Registered, verified, profile incomplete: opens the profile-completion prompt.
    id: '64b7f0a1c2d3e4f5a6b7d003',
    idMarca: BRAND_B2C_ID,
    email: 'perfil@demo.com',
    name: 'Valentina Ruiz',
    verified: true,
  },
  ...b2bCategories.map(
    ([category, companyName, businessName, name, discount], i): UserSeed => ({
      id: `64b7f0a1c2d3e4f5a6b7d1${String(i).padStart(2, '0')}`,
      idMarca: BRAND_B2B_ID,
      email: `${category}@b2b.demo.com`,
      name,
      verified: true,
      phoneNumber: `+54911555502${String(i).padStart(2, '0')}`,
      gender: i % 2 ? 'Female' : 'Male',
      birthDate: `198${i}-0${i + 1}-1${i}`,
      priceCategory: category,
      discountPercentage: discount,
      cuit: `3071${String(1234560 + i)}`,
      businessName,
      companyName,
    }),
  ),
  {
    // b2b without company data: the mandatory company-data prompt.
    id: '64b7f0a1c2d3e4f5a6b7d199',
    idMarca: BRAND_B2B_ID,
    email: 'incompleto@b2b.demo.com',
    name: 'Sergio Acosta',
    verified: true,
  },
];

const LOCAL = { name: 'Brasa Palermo — Palermo Soho', address: 'Honduras 4852, C1414 CABA' };
const LOCAL_2 = { name: 'Brasa Palermo — Belgrano', address: 'Av. Cabildo 2040, C1428 CABA' };

/** Points history of demo@demo.com: cashbacks, a pending one, a purchase with points, a cancelled load. */
const demoTransactions = [
  ['cashback', 'approved', 'Carga', 'Cashback por compra', 1250, 12500, 10, LOCAL, 40],
  ['cashback', 'approved', 'Carga', 'Carga de puntos por QR', 2090, 19000, 11, LOCAL_2, 33],
  ['purchase', 'approved', 'Compra', 'Puntos utilizados en compra', -1800, 1800, 0, LOCAL, 21],
  ['cashback', 'approved', 'Carga', 'Cashback por compra', 985.5, 9855, 10, LOCAL, 12],
  ['cashback_pending', 'pending', 'Carga', 'Cashback pendiente', 640, 6400, 10, LOCAL_2, 2],
  ['cashback', 'cancelled', 'cancelado', 'Carga cancelada', 300, 3000, 10, LOCAL, 5],
] as const;

export async function seedUsers(tx: Queryable): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of userSeeds) {
    await tx.query(
      `INSERT INTO users (id, id_marca, type_user, email, name, password_hash, verified, phone_number, gender,
         birth_date, identification_number, price_category, discount_percentage, cuit, business_name, company_name)
       VALUES ($1,$2,'registered',$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15)
       ON CONFLICT (id) DO NOTHING`,
      [
        u.id,
        u.idMarca,
        u.email,
        u.name,
        passwordHash,
        u.verified,
        u.phoneNumber ?? null,
        u.gender ?? null,
        u.birthDate ?? null,
        u.identificationNumber ?? null,
        u.priceCategory ?? 'default',
        u.discountPercentage ?? 0,
        u.cuit ?? null,
        u.businessName ?? null,
        u.companyName ?? null,
      ],
    );
  }
  let n = 0;
  for (const [reason, status, type, description, points, amount, pct, local, daysAgo] of demoTransactions) {
    n += 1;
    await tx.query(
      `INSERT INTO point_transactions (id, user_id, id_marca, status, type, reason, description, points,
         original_amount, reward_percentage, local_name, local_address, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12, now() - make_interval(days => $13))
       ON CONFLICT (id) DO NOTHING`,
      [
        `64b7f0a1c2d3e4f5a6b7e0${String(n).padStart(2, '0')}`,
        DEMO_USER_ID,
        BRAND_B2C_ID,
        status,
        type,
        reason,
        description,
        points,
        amount,
        pct,
        local.name,
        local.address,
        daysAgo,
      ],
    );
  }
}
