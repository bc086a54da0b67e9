import type { CourierAddress, CourierAddressInput } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { conflict, invalid } from '../../platform/errors';
import { regionIdByAlias, type RegionRecord } from '../regions';

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Checks a courier address against the session's region and shapes it for storage: the house is required, the
 * flat is dropped when the shopper marked that it does not apply, and an address naming another region is refused.
 */
export async function normalizeCourierAddress(
  db: Queryable,
  input: CourierAddressInput,
  region: RegionRecord,
): Promise<CourierAddress> {
  const house = clean(input.house);
  if (!house) throw invalid('address_without_house', 'Укажите номер дома, чтобы курьер нашёл адрес.');
  if ((input.lat == null) !== (input.lon == null)) {
    throw invalid('coordinates_incomplete', 'Координаты адреса должны содержать широту и долготу.');
  }
  const named = clean(input.region);
  if (named) {
    const regionId = await regionIdByAlias(db, named);
    if (regionId !== null && regionId !== region.region.id) {
      throw conflict(
        'address_other_region',
        `Этот адрес не в регионе «${region.region.name}». Смените город или укажите адрес по ${region.region.skloneniya.name_dat}.`,
      );
    }
  }
  return {
    address: input.address.trim(),
    house,
    flat: input.noFlat ? null : clean(input.flat),
    entrance: clean(input.entrance),
    floor: clean(input.floor),
    intercom: clean(input.intercom),
    comment: clean(input.comment),
    lat: input.lat ?? null,
    lon: input.lon ?? null,
  };
}
