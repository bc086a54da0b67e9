/**
 * Each chain's pharmacies in every enabled region (every chain serves every city the store offers): real street
 * names, coordinates near the centre, hours, services; and each chain's own dark stores in the big cities.
 */
import { brandIdentity } from '@apteka/contracts';
import { CHAINS, type Chain } from '../modules/pharmacies';
import type { RegionData } from './data/regions';
import { STREETS } from './data/streets';
import type { Random } from './random';

export interface DayHours {
  open: string | null;
  close: string | null;
}

export interface StoreRow {
  id: number;
  region_id: number;
  chain: Chain;
  name: string;
  address: string;
  lat: number;
  lon: number;
  phone: string;
  metro: string | null;
  is_around_the_clock: boolean;
  has_optics: boolean;
  has_optic_email: boolean;
  is_dark_store: boolean;
  opening_hours: DayHours[];
}

/** How many dark stores (warehouses serving prepaid orders) each chain has in each big city. */
const DARK_STORES: Record<number, number> = { 14: 2, 27: 1, 16: 1, 10: 1, 21: 1 };

/** Fewer than this and a shopper of a small city would often find no pharmacy of the chain holding a product. */
const MIN_PHARMACIES_PER_CHAIN = 4;

/** Each chain's pickup pharmacies in a region: a third of the city's size figure, at least a few. */
export function pharmaciesPerChain(region: Pick<RegionData, 'stores'>): number {
  return Math.max(MIN_PHARMACIES_PER_CHAIN, Math.round(region.stores / 3));
}

const day = (open: string | null, close: string | null): DayHours => ({ open, close });
const week = (weekday: DayHours, saturday: DayHours, sunday: DayHours): DayHours[] => [
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  saturday,
  sunday,
];

/** Opening-hours patterns, Monday first, with how often each occurs. */
const HOURS: { weight: number; hours: DayHours[] }[] = [
  { weight: 40, hours: week(day('08:00', '22:00'), day('08:00', '22:00'), day('08:00', '22:00')) },
  { weight: 20, hours: week(day('08:00', '21:00'), day('09:00', '21:00'), day('10:00', '20:00')) },
  { weight: 15, hours: week(day('10:00', '22:00'), day('10:00', '22:00'), day('10:00', '22:00')) },
  { weight: 10, hours: week(day('07:30', '23:00'), day('08:00', '23:00'), day('08:00', '23:00')) },
  { weight: 8, hours: week(day('08:00', '20:00'), day('09:00', '18:00'), day(null, null)) },
  { weight: 7, hours: week(day('09:00', '21:00'), day('10:00', '19:00'), day('10:00', '17:00')) },
];

const AROUND_THE_CLOCK = week(day('00:00', '24:00'), day('00:00', '24:00'), day('00:00', '24:00'));

function phone(random: Random, areaCode: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  if (areaCode.length === 3) return `+7 (${areaCode}) ${random.int(2, 9)}${digits(2)}-${digits(2)}-${digits(2)}`;
  return `+7 (${areaCode}) ${random.int(2, 9)}${digits(1)}-${digits(2)}-${digits(2)}`;
}

/** A roughly normal deviate (sum of uniforms), for coordinates clustered around the centre. */
function gaussian(random: Random): number {
  return random.next() + random.next() + random.next() - 1.5;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** «Аптека Озерки, Невский пр., 12», «Супераптека, …», «Склад экспресс-доставки Столетов, …». */
function storeName(chain: Chain, street: string, house: string, isDark: boolean): string {
  const name = brandIdentity(chain).name;
  if (isDark) return `Склад экспресс-доставки ${name}, ${street}`;
  return `${chain === 'superapteka' ? name : `Аптека ${name}`}, ${street}, ${house.replace(/,.*/, '')}`;
}

export function generateStores(regions: RegionData[], random: Random): StoreRow[] {
  const stores: StoreRow[] = [];
  for (const region of regions) {
    if (region.disabled) continue;
    const streets = STREETS[region.id];
    if (!streets?.length) throw new Error(`no streets for region ${region.id}`);
    const [south, west, north, east] = region.bounds;
    const pharmacies = pharmaciesPerChain(region);
    const perChain = pharmacies + (DARK_STORES[region.id] ?? 0);
    const usedAddresses = new Set<string>();
    for (const chain of CHAINS) {
      for (let i = 0; i < perChain; i++) {
        const [street, station] = random.pick(streets).split('|') as [string, string | undefined];
        let house = '';
        let address = '';
        do {
          house = `${random.int(1, 120)}${random.chance(0.15) ? random.pick(['А', 'Б', ', корп. 1', ', корп. 2', ', стр. 1']) : ''}`;
          address = `г. ${region.name}, ${street}, д. ${house}`;
        } while (usedAddresses.has(address));
        usedAddresses.add(address);
        const isDark = i >= pharmacies;
        const aroundTheClock = !isDark && random.chance(0.1);
        const optics = !isDark && random.chance(0.15);
        // 35% of the half-span as the spread keeps most stores in the city, clamped to the bounding box
        const lat = Math.min(north, Math.max(south, region.lat + gaussian(random) * (north - south) * 0.35));
        const lon = Math.min(east, Math.max(west, region.lon + gaussian(random) * (east - west) * 0.35));
        stores.push({
          id: stores.length + 1,
          region_id: region.id,
          chain,
          name: storeName(chain, street, house, isDark),
          address,
          lat: round6(lat),
          lon: round6(lon),
          phone: phone(random, region.areaCode),
          metro: station ? station : null,
          is_around_the_clock: aroundTheClock,
          has_optics: optics,
          has_optic_email: optics && random.chance(0.5),
          is_dark_store: isDark,
          opening_hours: aroundTheClock ? AROUND_THE_CLOCK : random.weighted(HOURS, (h) => h.weight).hours,
        });
      }
    }
  }
  return stores;
}
