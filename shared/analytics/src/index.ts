export {
  ANALYTICS_EVENTS,
  type AnalyticsEventMap,
  type AnalyticsEventName,
  type AnalyticsItem,
  type DeliveryLabel,
  type EcommercePayload,
} from './events';
export { dataLayer, onTracked, track, type DataLayerEntry, type TrackListener } from './data-layer';
export { trackItems } from './ecommerce';
export { analyticsItem, categoryFields, itemsValue, rubles, type ItemSource } from './items';
export { beginPageView, currentPageView, trackPageView } from './page-view';
export { useImpression } from './impressions';
export { useProductCardAnalytics } from './product-card-analytics';
export { firstInBrowser, firstInSession } from './once';
export { clickedOwnAdvert, markOwnAdvertClick } from './own-adverts';
export { LISTING_EVENT_DELAY_MS, PRODUCT_COUNT_KEY, saveListingCount, trackListingChange } from './listing-events';
export { NO_ERROR_TEXT, NO_FIELD, trackError } from './error-event';
