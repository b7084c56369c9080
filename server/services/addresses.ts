import type { Db, Queryable } from '../db/db';
import { newId } from '../security/crypto';

interface AddressRow {
  id: string;
  user_id: string;
  id_marca: string;
  delivery_address: string;
  lat: string;
  lon: string;
  customer_name: string;
  customer_phone: string;
  delivery_instructions: string;
  etiqueta: string;
  is_default: boolean;
  created_at: Date;
}

/** A saved delivery address as the app reads it (ordering.md §3 Saved delivery address). */
export function toAddressDto(a: AddressRow) {
  return {
    _id: a.id,
    idCliente: a.user_id,
    idMarca: a.id_marca,
    deliveryAddress: a.delivery_address,
    coordinates: { dropoff: { lat: Number(a.lat), lon: Number(a.lon) } },
    customerName: a.customer_name,
    customerPhone: a.customer_phone,
    deliveryInstructions: a.delivery_instructions,
    etiqueta: a.etiqueta,
    isDefault: a.is_default,
    createdAt: new Date(a.created_at).toISOString(),
  };
}

export async function listAddresses(db: Queryable, userId: string, brandId: string) {
  const { rows } = await db.query<AddressRow>(
    `SELECT * FROM delivery_addresses WHERE user_id = $1 AND id_marca = $2
     ORDER BY is_default DESC, created_at DESC, id`,
    [userId, brandId],
  );
  return rows.map(toAddressDto);
}

export interface NewAddress {
  userId: string;
  brandId: string;
  deliveryAddress: string;
  lat: number;
  lon: number;
  customerName: string;
  customerPhone: string;
  deliveryInstructions: string;
  etiqueta: string;
  isDefault: boolean;
}

/** Stores an address; a default address clears the user's previous default in the same transaction. */
export async function createAddress(db: Db, a: NewAddress) {
  return db.transaction(async (tx) => {
    if (a.isDefault) {
      await tx.query(
        'UPDATE delivery_addresses SET is_default = false WHERE user_id = $1 AND id_marca = $2',
        [a.userId, a.brandId],
      );
    }
    const { rows } = await tx.query<AddressRow>(
      `INSERT INTO delivery_addresses (id, user_id, id_marca, delivery_address, lat, lon, customer_name,
         customer_phone, delivery_instructions, etiqueta, is_default)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) RETURNING *`,
      [
        newId(),
        a.userId,
        a.brandId,
        a.deliveryAddress,
        a.lat,
        a.lon,
        a.customerName,
        a.customerPhone,
        a.deliveryInstructions,
        a.etiqueta,
        a.isDefault,
      ],
    );
    return toAddressDto(rows[0]);
  });
}
