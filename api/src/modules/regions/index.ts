/** Delivery cities: the region records, the session's region, and finding a region by name or IP address. */
export { regionsModule } from './regions-module';
export { findRegion, type RegionRecord } from './regions-repository';
export { normalizeRegionName, regionIdByAlias, regionIdByIp } from './region-aliases-repository';
export { sessionRegion } from './session-region';
export { courierCost, type CourierRules } from './courier-cost';
