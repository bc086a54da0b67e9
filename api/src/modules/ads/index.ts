/** Advertising: the top banner of catalogue pages and ad tiles in listings, built-in or from an ad server. */
export { adsModule } from './ads-module';
export { clearAdCaches, createAdCaches, type AdCaches } from './ad-caches';
