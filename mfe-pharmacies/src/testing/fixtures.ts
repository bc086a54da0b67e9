import type { OpeningHours, Region, RegionSummary, Store } from '@apteka/contracts';

export const MOSCOW: RegionSummary = {
  id: 14,
  name: 'Москва',
  slug: 'moskva',
  skloneniya: { name_gde: 'Москве', name_vin: 'Москву', name_dat: 'Москве', name_rod: 'Москвы' },
  hasCourierDelivery: true,
  hasNightDelivery: true,
  timeZone: 'Europe/Moscow',
};

export const SPB: RegionSummary = {
  id: 27,
  name: 'Санкт-Петербург',
  slug: 'sankt-peterburg',
  skloneniya: {
    name_gde: 'Санкт-Петербурге',
    name_vin: 'Санкт-Петербург',
    name_dat: 'Санкт-Петербургу',
    name_rod: 'Санкт-Петербурга',
  },
  hasCourierDelivery: true,
  hasNightDelivery: false,
  timeZone: 'Europe/Moscow',
};

export const KAZAN_FULL: Region = {
  id: 16,
  name: 'Казань',
  name2: 'Республика Татарстан, Казань',
  additionlyName: null,
  slug: 'kazan',
  skloneniya: { name_gde: 'Казани', name_vin: 'Казань', name_dat: 'Казани', name_rod: 'Казани' },
  disabled: false,
  hasCourierDelivery: true,
  hasNightDelivery: false,
  isSelected: true,
  phone: '8 800 555-30-30',
  hasPrescription: false,
  timeZone: 'Europe/Moscow',
  timeByZone: 3,
  regionCodes: ['16'],
  regionKladr: ['1600000000000'],
  centre: { lat: 55.79, lon: 49.12 },
  bounds: { south: 55.6, west: 48.8, north: 55.95, east: 49.4 },
};

const everyDay = (open: string | null, close: string | null): OpeningHours[] =>
  Array.from({ length: 7 }, (_, day) => ({ day, open, close }));

export function store(id: number, regionId: number, overrides: Partial<Store> = {}): Store {
  return {
    id,
    name: `Аптека №${id}`,
    address: `ул. Тестовая, д. ${id}`,
    regionId,
    coordinates: { lat: 55.75, lon: 37.61 },
    phone: '+7 (495) 123-45-67',
    metro: 'Тверская',
    isAroundTheClock: false,
    hasOptics: false,
    hasOpticEmail: false,
    openingHours: everyDay('08:00', '22:00'),
    isSelected: false,
    isFavorite: false,
    ...overrides,
  };
}

export const MOSCOW_STORES: Store[] = [
  store(101, 14),
  store(102, 14, { isAroundTheClock: true, openingHours: everyDay('00:00', '24:00'), metro: null, hasOptics: true }),
  store(103, 14, { name: 'Аптека на Арбате' }),
  store(104, 14),
  store(105, 14),
];

export const SPB_STORES: Store[] = [store(201, 27, { name: 'Аптека на Невском' }), store(202, 27)];
