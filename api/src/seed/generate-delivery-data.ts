/**
 * Seed data for delivery: houses with coordinates along the seeded streets of every enabled region (the built-in
 * address-suggestion provider and reverse geocoding answer from them), a small IP-range table for region
 * detection, and a few reviews per pharmacy.
 */
import type { RegionData } from './data/regions';
import { STREETS } from './data/streets';
import type { StoreRow } from './generate-stores';
import type { Random } from './random';
import { ipv4ToNumber } from '../platform/net/ipv4';

export interface AddressHouseRow {
  id: number;
  region_id: number;
  street: string;
  house: string;
  search: string;
  lat: number;
  lon: number;
}

/** Houses 1..HOUSES_PER_STREET on every street: enough to type real-looking addresses, small enough to seed fast. */
export const HOUSES_PER_STREET = 40;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export function streetNames(regionId: number): string[] {
  const names = (STREETS[regionId] ?? []).map((entry) => entry.split('|')[0]!.trim());
  return [...new Set(names)];
}

export function generateAddressHouses(regions: RegionData[], random: Random): AddressHouseRow[] {
  const rows: AddressHouseRow[] = [];
  for (const region of regions) {
    if (region.disabled) continue;
    const [south, west, north, east] = region.bounds;
    for (const street of streetNames(region.id)) {
      // Each street is a straight segment from a point near the centre, houses evenly spaced along it.
      const startLat = region.lat + (random.next() - 0.5) * (north - south) * 0.5;
      const startLon = region.lon + (random.next() - 0.5) * (east - west) * 0.5;
      const angle = random.next() * Math.PI * 2;
      const step = 0.0006;
      for (let number = 1; number <= HOUSES_PER_STREET; number++) {
        const lat = Math.min(north, Math.max(south, startLat + Math.sin(angle) * step * number));
        const lon = Math.min(east, Math.max(west, startLon + Math.cos(angle) * step * number * 1.8));
        const house = String(number);
        rows.push({
          id: rows.length + 1,
          region_id: region.id,
          street,
          house,
          search: `${street} ${house}`.toLowerCase(),
          lat: round6(lat),
          lon: round6(lon),
        });
      }
    }
  }
  return rows;
}

export interface IpRangeRow {
  range_start: number;
  range_end: number;
  region_id: number;
}

/**
 * A small illustrative table (CIDR -> region). Production loads a full GeoIP database into the same table;
 * the documentation networks (RFC 5737) are mapped too, so tests and local runs can pose as a city.
 */
export const IP_RANGES: [cidr: string, regionId: number][] = [
  ['5.3.0.0/16', 14],
  ['77.37.128.0/17', 14],
  ['95.165.0.0/16', 14],
  ['178.140.0.0/16', 14],
  ['192.0.2.0/24', 14],
  ['5.18.0.0/16', 27],
  ['78.37.0.0/16', 27],
  ['95.55.0.0/16', 27],
  ['198.51.100.0/24', 27],
  ['5.164.0.0/16', 16],
  ['95.189.0.0/16', 16],
  ['203.0.113.0/25', 16],
  ['5.228.0.0/16', 29],
  ['46.146.0.0/16', 10],
  ['203.0.113.128/25', 10],
  ['5.137.0.0/16', 11],
  ['31.173.0.0/16', 5],
  ['85.114.0.0/17', 8],
];

export function ipRangeRows(ranges = IP_RANGES): IpRangeRow[] {
  return ranges.map(([cidr, regionId]) => {
    const [ip, bits] = cidr.split('/') as [string, string];
    const start = ipv4ToNumber(ip);
    if (start === null) throw new Error(`bad range ${cidr}`);
    const size = 2 ** (32 - Number(bits));
    return { range_start: start, range_end: start + size - 1, region_id: regionId };
  });
}

export interface StoreReviewRow {
  store_id: number;
  customer_id: null;
  author: string;
  rating: number;
  text: string;
  created_at: string;
}

const AUTHORS = ['Ольга', 'Сергей Н.', 'Марина', 'Анна П.', 'Виктор', 'Татьяна Ивановна', 'Дмитрий', 'Елена'];
const REVIEW_TEXTS: [rating: number, text: string][] = [
  [5, 'Вежливые фармацевты, всё объяснили про приём лекарства.'],
  [5, 'Заказ собрали быстро, забрала через час после оформления.'],
  [4, 'Хороший выбор, но в вечернее время бывает очередь.'],
  [5, 'Удобно, что рядом с метро. Цены как на сайте.'],
  [3, 'Одного препарата не оказалось, предложили аналог.'],
  [4, 'Чисто и спокойно, есть где присесть.'],
];

export function generateStoreReviews(stores: StoreRow[], random: Random): StoreReviewRow[] {
  const rows: StoreReviewRow[] = [];
  const base = Date.UTC(2026, 9, 1);
  for (const store of stores) {
    if (store.is_dark_store) continue;
    const count = random.int(0, 3);
    for (let i = 0; i < count; i++) {
      const [rating, text] = random.pick(REVIEW_TEXTS);
      rows.push({
        store_id: store.id,
        customer_id: null,
        author: random.pick(AUTHORS),
        rating,
        text,
        created_at: new Date(base + random.int(0, 50) * 86_400_000).toISOString(),
      });
    }
  }
  return rows;
}
