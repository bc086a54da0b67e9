import type { OpeningHours, Store } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { chainStores, type Chain } from './store-chains';

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

/** What a pharmacy offers, derived from its flags; every pickup pharmacy takes orders made on the site. */
export function storeServices(row: Pick<StoreRow, 'is_around_the_clock' | 'has_optics' | 'has_optic_email'>): string[] {
  const services = ['Выдача заказов с сайта', 'Бронирование лекарств'];
  if (row.is_around_the_clock) services.push('Работает круглосуточно');
  if (row.has_optics) services.push('Оптика: подбор очков и линз');
  if (row.has_optic_email) services.push('Запись к оптометристу по почте');
  return services;
}

function toStore(row: StoreRow, selectedStoreId: number | null, isFavorite = false): Store {
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
    isFavorite,
    services: storeServices(row),
  };
}

const COLUMNS = `id, region_id, name, address, lat, lon, phone, metro, is_around_the_clock, has_optics,
  has_optic_email, opening_hours`;

/** One of the chain's pickup pharmacies; dark stores only ship goods, customers never pick up there. */
export async function findStore(
  db: Queryable,
  chain: Chain,
  id: number,
  selectedStoreId: number | null,
): Promise<Store | null> {
  const { rows } = await db.query<StoreRow>(
    `SELECT ${COLUMNS} FROM ${chainStores('$2')} s WHERE id = $1 AND NOT is_dark_store`,
    [id, chain],
  );
  return rows[0] ? toStore(rows[0], selectedStoreId) : null;
}

export interface StoreFilter {
  chain: Chain;
  regionId: number;
  selectedStoreId: number | null;
  customerId: number | null;
  favoritedOnly?: boolean;
  withOptics?: boolean;
  hasOpticEmail?: boolean;
}

/** The chain's pickup pharmacies of a region with the customer's favourite marks, in one query. */
export async function searchStores(db: Queryable, filter: StoreFilter): Promise<Store[]> {
  const { rows } = await db.query<StoreRow & { is_favorite: boolean }>(
    `SELECT ${COLUMNS.replace(/(\w+)/g, 's.$1')}, (f.store_id IS NOT NULL) AS is_favorite
       FROM ${chainStores('$6')} s
       LEFT JOIN favorite_stores f ON f.store_id = s.id AND f.customer_id = $2
      WHERE s.region_id = $1 AND NOT s.is_dark_store
        AND ($3::boolean IS NOT TRUE OR f.store_id IS NOT NULL)
        AND ($4::boolean IS NOT TRUE OR s.has_optics)
        AND ($5::boolean IS NOT TRUE OR s.has_optic_email)
      ORDER BY s.name, s.id`,
    [
      filter.regionId,
      filter.customerId,
      filter.favoritedOnly ?? false,
      filter.withOptics ?? false,
      filter.hasOpticEmail ?? false,
      filter.chain,
    ],
  );
  return rows.map((row) => toStore(row, filter.selectedStoreId, row.is_favorite));
}

/** Whether a pharmacy takes the chain's orders of a region: it is the chain's, in that region, and not a dark store. */
export async function takesOrdersIn(db: Queryable, chain: Chain, storeId: number, regionId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ${chainStores('$3')} s WHERE id = $1 AND region_id = $2 AND NOT is_dark_store`,
    [storeId, regionId, chain],
  );
  return rows.length > 0;
}

/** Every pharmacy of the chain a shopper can open a page of (dark stores have none), for the sitemap. */
export async function pharmacyIds(db: Queryable, chain: Chain): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM ${chainStores('$1')} s WHERE NOT is_dark_store ORDER BY id`,
    [chain],
  );
  return rows.map((row) => row.id);
}
