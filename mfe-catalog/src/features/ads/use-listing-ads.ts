import type { AdTile, ProductList } from '@apteka/contracts';
import type { LocationKey } from '@apteka/bus';
import { useGetListingAdsQuery } from '../../api';
import { adSlotCount } from './ad-slots';

/** The most ads one request may ask for (the API's AD_LISTING_MAX). */
const MAX_ADS = 10;
const NO_ADS: AdTile[] = [];

/**
 * The ads for the slots of a listing's first `pages` pages ("Показать ещё" adds one); none while loading or when
 * the ad service fails (a listing never waits for or breaks on its ads). Asking for more keeps the ads shown.
 */
export function useListingAds(
  key: LocationKey,
  category: string | undefined,
  firstPage: ProductList | undefined,
  pages: number,
): AdTile[] {
  const { total = 0, pageSize = 0 } = firstPage?.productList.pagination ?? {};
  const shown = Math.min(total, pages * pageSize);
  const count = Math.min(MAX_ADS, adSlotCount(shown));
  const { data, isError } = useGetListingAdsQuery(
    { ...key, count, ...(category ? { category } : {}) },
    { skip: count === 0 },
  );
  return count === 0 || isError ? NO_ADS : (data ?? NO_ADS);
}
