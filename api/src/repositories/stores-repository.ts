import type { OpeningHours, Store } from '@apteka/contracts';
import type { Queryable } from '../db/types';

interface StoreRow {
  id: number;
  region_id: number;
  name: string;
  address: string;
  lat: number;
  lon: number;
  phone: string;
  metro: string | null;
  is_around_the_clock: boolean;
  has_optics: boolean;
  has_optic_email: boolean;
  opening_hours: unknown;
}

/** The column holds seven {open, close} entries, Monday first. */
function toOpeningHours(value: unknown): OpeningHours[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 7).map((entry: { open?: unknown; close?: unknown } | null, day) => ({
    day,
    open: typeof entry?.open === 'string' ? entry.open : null,
    close: typeof entry?.close === 'string' ? entry.close : null,
  }));
}

function toStore(row: StoreRow, selectedStoreId: number | null): Store {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    regionId: row.region_id,
    coordinates: { lat: row.lat, lon: row.lon },
    phone: row.phone,
    metro: row.metro,
    isAroundTheClock: row.is_around_the_clock,
    hasOptics: row.has_optics,
    hasOpticEmail: row.has_optic_email,
    openingHours: toOpeningHours(row.opening_hours),
    isSelected: row.id === selectedStoreId,
    isFavorite: false,
  };
}

const COLUMNS = `id, region_id, name, address, lat, lon, phone, metro, is_around_the_clock, has_optics,
  has_optic_email, opening_hours`;

/** Dark stores only ship goods; customers never pick up there. */
export async function listStores(db: Queryable, regionId: number, selectedStoreId: number | null): Promise<Store[]> {
  const { rows } = await db.query<StoreRow>(
    `SELECT ${COLUMNS} FROM stores WHERE region_id = $1 AND NOT is_dark_store ORDER BY name, id`,
    [regionId],
  );
  return rows.map((row) => toStore(row, selectedStoreId));
}

export async function findStore(db: Queryable, id: number, selectedStoreId: number | null): Promise<Store | null> {
  const { rows } = await db.query<StoreRow>(`SELECT ${COLUMNS} FROM stores WHERE id = $1 AND NOT is_dark_store`, [id]);
  return rows[0] ? toStore(rows[0], selectedStoreId) : null;
}
