import type { Region, RegionSummary } from '@apteka/contracts';

export function toRegionSummary(region: Region): RegionSummary {
  const { id, name, slug, skloneniya, hasCourierDelivery, hasNightDelivery, timeZone } = region;
  return { id, name, slug, skloneniya, hasCourierDelivery, hasNightDelivery, timeZone };
}
