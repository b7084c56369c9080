import type { Queryable } from '../db/db';
import { newId } from '../security/crypto';

export interface UserRow {
  id: string;
  id_marca: string;
  type_user: 'guest' | 'registered';
  email: string | null;
  name: string | null;
  password_hash: string | null;
  verified: boolean;
  phone_number: string | null;
  gender: 'Male' | 'Female' | 'Other' | null;
  /** 'YYYY-MM-DD' (both adapters parse `date` as text). */
  birth_date: string | null;
  identification_number: string | null;
  price_category: string;
  discount_percentage: string;
  id_local: string | null;
  cuit: string | null;
  business_name: string | null;
  company_name: string | null;
  auth_provider: string | null;
  auth_subject: string | null;
  campaign: string | null;
  settings: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

function isoDate(value: string | null): string | null {
  return value ? value.slice(0, 10) : null;
}

/** The user as the app reads it (accounts spec §3 User). Never includes secrets. */
export function toUserDto(u: UserRow) {
  return {
    _id: u.id,
    idMarca: u.id_marca,
    typeUser: u.type_user,
    name: u.name,
    email: u.email,
    verified: u.verified,
    phoneNumber: u.phone_number,
    gender: u.gender,
    birthDate: isoDate(u.birth_date),
    identificationNumber: u.identification_number,
    priceCategory: u.price_category,
    discountPercentage: Number(u.discount_percentage),
    idLocal: u.id_local,
    cuit: u.cuit,
    businessName: u.business_name,
    companyName: u.company_name,
    authMethod: u.auth_provider ?? (u.type_user === 'guest' ? 'guest' : 'email'),
    settings: u.settings,
    createdAt: u.created_at.toISOString(),
  };
}

export type UserDto = ReturnType<typeof toUserDto>;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(
  db: Queryable,
  idMarca: string,
  email: string,
): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id_marca = $1 AND email = $2', [
    idMarca,
    email.trim().toLowerCase(),
  ]);
  return rows[0] ?? null;
}

export async function createGuest(db: Queryable, idMarca: string, campaign?: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, id_marca, type_user, name, verified, campaign)
     VALUES ($1, $2, 'guest', 'Invitado', false, $3) RETURNING *`,
    [newId(), idMarca, campaign ?? null],
  );
  return rows[0];
}

/** Columns a profile update may set, keyed by the app's field names. */
const updatable = {
  name: 'name',
  phoneNumber: 'phone_number',
  gender: 'gender',
  birthDate: 'birth_date',
  identificationNumber: 'identification_number',
  cuit: 'cuit',
  businessName: 'business_name',
  companyName: 'company_name',
  idLocal: 'id_local',
} as const;

export type UserPatch = Partial<Record<keyof typeof updatable, string | null>> & {
  settings?: Record<string, unknown>;
};

export async function updateUser(db: Queryable, id: string, patch: UserPatch): Promise<UserRow> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [key, column] of Object.entries(updatable)) {
    const value = patch[key as keyof typeof updatable];
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  if (patch.settings) {
    params.push(JSON.stringify(patch.settings));
    sets.push(`settings = settings || $${params.length}::jsonb`);
  }
  sets.push('updated_at = now()');
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET ${sets.join(', ')} WHERE id = $1 RETURNING *`,
    params,
  );
  return rows[0];
}

/** Whether another user of the brand already holds this DNI. */
export async function dniTaken(db: Queryable, idMarca: string, dni: string, exceptUserId?: string) {
  const { rows } = await db.query(
    'SELECT 1 FROM users WHERE id_marca = $1 AND identification_number = $2 AND id <> $3',
    [idMarca, dni, exceptUserId ?? ''],
  );
  return rows.length > 0;
}

/** What a sign-up sends (accounts.md §7.2 POST /register), the password already hashed. */
export interface SignUpData {
  name: string;
  passwordHash: string;
  phoneNumber: string | null;
  gender: string | null;
  birthDate: string | null;
  identificationNumber: string | null;
}

/**
 * Creates an unverified registered user, or refreshes the data of the abandoned, unverified sign-up
 * `existingId` with the same e-mail.
 */
export async function saveUnverifiedUser(
  db: Queryable,
  target: { existingId: string } | { brandId: string; email: string },
  data: SignUpData,
): Promise<UserRow> {
  const values = [
    data.name,
    data.passwordHash,
    data.phoneNumber,
    data.gender,
    data.birthDate,
    data.identificationNumber,
  ];
  const { rows } =
    'existingId' in target
      ? await db.query<UserRow>(
          `UPDATE users SET name = $2, password_hash = $3, phone_number = $4, gender = $5, birth_date = $6,
             identification_number = $7, updated_at = now() WHERE id = $1 RETURNING *`,
          [target.existingId, ...values],
        )
      : await db.query<UserRow>(
          `INSERT INTO users (id, id_marca, type_user, email, name, password_hash, phone_number, gender,
             birth_date, identification_number, verified)
           VALUES ($1, $2, 'registered', $3, $4, $5, $6, $7, $8, $9, false) RETURNING *`,
          [newId(), target.brandId, target.email, ...values],
        );
  return rows[0];
}
