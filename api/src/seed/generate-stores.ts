/** Pharmacies in every enabled region: real street names, coordinates near the centre, hours, services. */
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

export const CHAINS = ['Самсон-Фарма', 'Озерки', 'Столетов', 'Супераптека'];

/** How many dark stores (warehouses serving prepaid orders) each big city gets. */
const DARK_STORES: Record<number, number> = { 14: 3, 27: 2, 16: 1, 10: 1, 21: 1 };

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

export function generateStores(regions: RegionData[], random: Random): StoreRow[] {
  const stores: StoreRow[] = [];
  for (const region of regions) {
    if (region.disabled) continue;
    const streets = STREETS[region.id];
    if (!streets?.length) throw new Error(`no streets for region ${region.id}`);
    const [south, west, north, east] = region.bounds;
    const darkStores = DARK_STORES[region.id] ?? 0;
    const usedAddresses = new Set<string>();
    for (let i = 0; i < region.stores; i++) {
      const [street, station] = random.pick(streets).split('|') as [string, string | undefined];
      let house = '';
      let address = '';
      do {
        house = `${random.int(1, 120)}${random.chance(0.15) ? random.pick(['А', 'Б', ', корп. 1', ', корп. 2', ', стр. 1']) : ''}`;
        address = `г. ${region.name}, ${street}, д. ${house}`;
      } while (usedAddresses.has(address));
      usedAddresses.add(address);
      const isDark = i >= region.stores - darkStores;
      const aroundTheClock = !isDark && random.chance(0.1);
      const optics = !isDark && random.chance(0.15);
      const chain = random.pick(CHAINS);
      // 35% of the half-span as the spread keeps most stores in the city, clamped to the bounding box
      const lat = Math.min(north, Math.max(south, region.lat + gaussian(random) * (north - south) * 0.35));
      const lon = Math.min(east, Math.max(west, region.lon + gaussian(random) * (east - west) * 0.35));
      stores.push({
        id: stores.length + 1,
        region_id: region.id,
        name: isDark
          ? `Склад экспресс-доставки ${chain}, ${street}`
          : `${chain === 'Супераптека' ? chain : `Аптека ${chain}`}, ${street}, ${house.replace(/,.*/, '')}`,
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
  return stores;
}
