/** Pharmacies: the store list and pages, reviews, favourites, and what each store has on its shelves. */
export { pharmaciesModule } from './pharmacies-module';
export {
  availabilityLabel,
  basketAcrossStores,
  productsForCourier,
  productsInStore,
  type WantedProduct,
} from './availability-repository';
export { findStore, pharmacyIds, takesOrdersIn } from './stores-repository';
export { bestStockedStore, returnUnits, takeUnits } from './stock-repository';
export { CHAINS, chainOf, chainStores, type Chain } from './store-chains';
