/**
 * Address suggestions and reverse geocoding behind one interface. 'builtin' answers from the seeded houses and works
 * offline; 'dadata' speaks the DaData suggestions protocol (token header) to a real service.
 */
import type { AddressSuggestion, Region } from '@apteka/contracts';
import type { AddressSuggestConfig } from '../../platform/config';
import type { Queryable } from '../../platform/database/types';
import { upstreamUnavailable } from '../../platform/errors';
import { nearestHouse, suggestHouses, type HouseRow } from './address-houses-repository';
import { findRegion, regionIdByAlias } from '../regions';

export interface AddressProvider {
  suggest(query: string, region: Region, count: number): Promise<AddressSuggestion[]>;
  reverse(lat: number, lon: number): Promise<AddressSuggestion | null>;
}

export function formatAddress(city: string, street: string, house: string | null): string {
  return `г. ${city}, ${street}${house ? `, д. ${house}` : ''}`;
}

async function houseToSuggestion(db: Queryable, row: HouseRow, region?: Region): Promise<AddressSuggestion> {
  const city = region ?? (await findRegion(db, row.region_id))?.region;
  const cityName = city?.name ?? '';
  return {
    value: formatAddress(cityName, row.street, row.house),
    street: row.street,
    house: row.house,
    lat: row.lat,
    lon: row.lon,
    regionId: row.region_id,
    addressStructure: {
      region_with_type: `г ${cityName}`,
      city_with_type: `г ${cityName}`,
      street_with_type: row.street,
      house: row.house,
      flat: null,
    },
  };
}

export function builtinProvider(db: Queryable): AddressProvider {
  return {
    async suggest(query, region, count) {
      const rows = await suggestHouses(db, region.id, region.name, query, count);
      return Promise.all(rows.map((row) => houseToSuggestion(db, row, region)));
    },
    async reverse(lat, lon) {
      const row = await nearestHouse(db, lat, lon);
      return row ? houseToSuggestion(db, row) : null;
    },
  };
}

/** The part of a DaData suggestion we read. */
interface DadataSuggestion {
  value: string;
  data: {
    region_with_type?: string | null;
    city_with_type?: string | null;
    street_with_type?: string | null;
    house?: string | null;
    flat?: string | null;
    geo_lat?: string | null;
    geo_lon?: string | null;
  };
}

const TIMEOUT_MS = 3000;

export function dadataProvider(db: Queryable, config: AddressSuggestConfig): AddressProvider {
  async function call(path: string, body: unknown): Promise<DadataSuggestion[]> {
    let response: Response;
    try {
      response = await fetch(`${config.url}/suggestions/api/4_1/rs/${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Token ${config.token ?? ''}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw upstreamUnavailable('suggest_unavailable', 'Сервис подсказок адресов недоступен. Введите адрес вручную.');
    }
    if (!response.ok)
      throw upstreamUnavailable('suggest_unavailable', 'Сервис подсказок адресов недоступен. Введите адрес вручную.');
    const json = (await response.json()) as { suggestions?: DadataSuggestion[] };
    return Array.isArray(json.suggestions) ? json.suggestions : [];
  }

  async function toSuggestion(item: DadataSuggestion): Promise<AddressSuggestion> {
    const { data } = item;
    const number = (value: string | null | undefined) => (value ? Number(value) : null);
    const regionName = data.region_with_type ?? null;
    return {
      value: item.value,
      street: data.street_with_type ?? null,
      house: data.house ?? null,
      lat: number(data.geo_lat),
      lon: number(data.geo_lon),
      regionId: regionName ? await regionIdByAlias(db, regionName) : null,
      addressStructure: {
        region_with_type: regionName,
        city_with_type: data.city_with_type ?? null,
        street_with_type: data.street_with_type ?? null,
        house: data.house ?? null,
        flat: data.flat ?? null,
      },
    };
  }

  return {
    async suggest(query, region, count) {
      const locations = region.regionKladr.map((code) => ({ kladr_id: code.slice(0, 2) }));
      return Promise.all((await call('suggest/address', { query, count, locations })).map(toSuggestion));
    },
    async reverse(lat, lon) {
      const [first] = await call('geolocate/address', { lat, lon, count: 1 });
      return first ? toSuggestion(first) : null;
    },
  };
}

export function addressProvider(db: Queryable, config: AddressSuggestConfig | undefined): AddressProvider {
  return config?.provider === 'dadata' ? dadataProvider(db, config) : builtinProvider(db);
}
