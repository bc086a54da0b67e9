import type { Queryable } from '../../platform/database/types';
import { regionIdByIp } from './region-aliases-repository';
import { findRegion, listRegions, REGIONS_KEPT_MS } from './regions-repository';

const row = (id: number, name: string) => ({
  id,
  name,
  name2: name,
  additionly_name: null,
  slug: name.toLowerCase(),
  name_gde: name,
  name_vin: name,
  name_dat: name,
  name_rod: name,
  disabled: false,
  has_courier_delivery: true,
  has_night_delivery: false,
  has_prescription: true,
  phone: '',
  time_zone: 'Europe/Moscow',
  time_by_zone: 3,
  region_codes: [],
  region_kladr: [],
  centre_lat: 0,
  centre_lon: 0,
  bound_south: 0,
  bound_west: 0,
  bound_north: 0,
  bound_east: 0,
  courier_cost: 29_900,
  courier_free_from: 300_000,
});

/** A database holding `rows` as its regions (and region 14 for every IP address), counting what it is asked. */
function database(rows: Array<ReturnType<typeof row>>) {
  const asked: string[] = [];
  const db: Queryable = {
    query: async <T>(sql: string) => {
      asked.push(sql.includes('ip_region_ranges') ? 'ip' : 'regions');
      const found = sql.includes('ip_region_ranges') ? [{ region_id: 14 }] : rows;
      return { rows: found as T[], rowCount: found.length } as never;
    },
  };
  return { db, asked, rows };
}

describe('regions, reference data each process keeps', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('are read once for every lookup within the time they are kept, then read again', async () => {
    const { db, asked } = database([row(14, 'Москва'), row(15, 'Тверь')]);
    expect((await findRegion(db, 14))?.region.name).toBe('Москва');
    expect((await findRegion(db, 15))?.courierCost).toBe(29_900);
    expect((await listRegions(db)).map((record) => record.region.id)).toEqual([14, 15]);
    expect(asked).toEqual(['regions']);
    jest.advanceTimersByTime(REGIONS_KEPT_MS);
    await findRegion(db, 14);
    expect(asked).toEqual(['regions', 'regions']);
  });

  it('look for an id they do not hold again, at most once a second: a database seeded since has it at once', async () => {
    const { db, asked, rows } = database([]);
    expect(await findRegion(db, 14)).toBeNull();
    expect(await findRegion(db, 14)).toBeNull();
    expect(asked).toHaveLength(1);
    rows.push(row(14, 'Москва'));
    jest.advanceTimersByTime(1_000);
    expect((await findRegion(db, 14))?.region.name).toBe('Москва');
    expect(asked).toHaveLength(2);
    // an id beyond any region's is no region, without an error
    expect(await findRegion(db, 2 ** 40)).toBeNull();
  });

  it('are kept per database', async () => {
    const first = database([row(14, 'Москва')]);
    const second = database([row(14, 'Москва')]);
    await findRegion(first.db, 14);
    await findRegion(second.db, 14);
    expect([first.asked, second.asked]).toEqual([['regions'], ['regions']]);
  });

  it('keep the region of an IP address for the same time', async () => {
    const { db, asked } = database([]);
    expect(await regionIdByIp(db, 2130706433)).toBe(14);
    expect(await regionIdByIp(db, 2130706433)).toBe(14);
    expect(asked).toEqual(['ip']);
    jest.advanceTimersByTime(REGIONS_KEPT_MS);
    await regionIdByIp(db, 2130706433);
    expect(asked).toEqual(['ip', 'ip']);
  });
});
