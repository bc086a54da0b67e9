import type { Queryable } from '../../platform/database/types';

export interface HouseRow {
  region_id: number;
  street: string;
  house: string | null;
  lat: number | null;
  lon: number | null;
}

/** Words that only name the kind of thing ('ул.', 'д.', 'г.'), ignored when matching. */
const NOISE = new Set([
  'г',
  'город',
  'ул',
  'улица',
  'д',
  'дом',
  'пр',
  'пр-т',
  'проспект',
  'ш',
  'шоссе',
  'корп',
  'стр',
  'кв',
]);

export interface ParsedAddressQuery {
  words: string[];
  house: string | null;
}

/** 'Москва, ул. Тверская, д. 1' -> words ['москва', 'тверская'], house '1'. The last word starting with a digit is the house. */
export function parseAddressQuery(query: string): ParsedAddressQuery {
  const tokens = query
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[\s,]+/)
    .map((token) => token.replace(/\.+$/, ''))
    .filter((token) => token && !NOISE.has(token));
  let house: string | null = null;
  const words: string[] = [];
  tokens.forEach((token, index) => {
    const isLast = index === tokens.length - 1;
    if (/^\d/.test(token) && (isLast || house === null) && !/^\d+-[а-я]/.test(token)) house = token;
    else words.push(token);
  });
  return { words, house };
}

/**
 * Streets (house null) when the query names no house, otherwise houses whose number starts with it. The region's
 * own name in the query is ignored, so 'Москва Тверская 1' matches 'ул. Тверская' 1 in Moscow.
 */
export async function suggestHouses(
  db: Queryable,
  regionId: number,
  regionName: string,
  query: string,
  count: number,
): Promise<HouseRow[]> {
  const region = regionName.toLowerCase().replace(/ё/g, 'е');
  const { words, house } = parseAddressQuery(query);
  const streetWords = words.filter((word) => !region.split(/[\s-]+/).includes(word) && word !== region);
  if (streetWords.length === 0) return [];
  const params: unknown[] = [regionId];
  const conditions = streetWords.map((word) => {
    params.push(`%${word.replace(/[%_\\]/g, '\\$&')}%`);
    return `replace(lower(street), 'ё', 'е') LIKE $${params.length}`;
  });
  if (house === null) {
    params.push(count);
    const { rows } = await db.query<HouseRow>(
      `SELECT region_id, street, NULL::text AS house, NULL::float8 AS lat, NULL::float8 AS lon
         FROM address_houses WHERE region_id = $1 AND ${conditions.join(' AND ')}
        GROUP BY region_id, street ORDER BY length(street), street LIMIT $${params.length}`,
      params,
    );
    return rows;
  }
  params.push(`${house}%`, house, count);
  const n = params.length;
  const { rows } = await db.query<HouseRow>(
    `SELECT region_id, street, house, lat, lon FROM address_houses
      WHERE region_id = $1 AND ${conditions.join(' AND ')} AND house LIKE $${n - 2}
      ORDER BY house = $${n - 1} DESC, length(street), street, length(house), house LIMIT $${n}`,
    params,
  );
  return rows;
}

/** The seeded house nearest to a point, within about a kilometre, or null. */
export async function nearestHouse(db: Queryable, lat: number, lon: number): Promise<HouseRow | null> {
  const { rows } = await db.query<HouseRow>(
    `SELECT region_id, street, house, lat, lon FROM address_houses
      WHERE lat BETWEEN $1::float8 - 0.01 AND $1::float8 + 0.01 AND lon BETWEEN $2::float8 - 0.02 AND $2::float8 + 0.02
      ORDER BY (lat - $1::float8) ^ 2 + ((lon - $2::float8) * cos(radians($1::float8))) ^ 2 LIMIT 1`,
    [lat, lon],
  );
  return rows[0] ?? null;
}
