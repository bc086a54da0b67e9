import type { Location, Region } from '@apteka/contracts';
import { pickupDeliveryFixture } from '@apteka/contracts/testing';

export function region(id: number, name: string, extra: Partial<Region> = {}): Region {
  return {
    id,
    name,
    name2: name,
    additionlyName: null,
    slug: `r${id}`,
    skloneniya: { name_gde: name, name_vin: name, name_dat: name, name_rod: name },
    disabled: false,
    hasCourierDelivery: true,
    hasNightDelivery: false,
    isSelected: false,
    phone: '+7 800 000-00-00',
    hasPrescription: true,
    timeZone: 'Europe/Moscow',
    timeByZone: 3,
    regionCodes: [],
    regionKladr: [],
    centre: { lat: 55.75, lon: 37.62 },
    bounds: { south: 55, west: 37, north: 56, east: 38 },
    ...extra,
  };
}

export const REGIONS: Region[] = [
  region(14, 'Москва', { isSelected: true }),
  region(27, 'Санкт-Петербург'),
  region(16, 'Казань'),
  region(7, 'Ярославль', { disabled: true }),
  region(39, 'Калининград', { hasCourierDelivery: false }),
];

/** A shopper's location in `where`, picking up at a pharmacy not chosen yet: what a first visit is answered. */
export const pickupLocationIn = (where: Region): Location => ({
  region: where,
  pharmacy: null,
  delivery: pickupDeliveryFixture(),
});
