/** The catalogue: categories, product listings and pages, search, alphabetical directories, product pictures. */
export { catalogModule } from './catalog-module';
export { clearCatalogCaches, createCatalogCaches, type CatalogCaches } from './catalog-caches';
export { assertProductExists, assertProductOnSale, assertProductsExist, productIdsByGuids } from './product-lookups';
/** A catalogue operator's changes to one product: withdrawn from sale, restored, renamed. */
export {
  renameProduct,
  restoreProduct,
  withdrawProduct,
  type ProductChange,
  type ProductRecord,
} from './product-admin-service';
export { productExists } from './products-repository';
export { topCategories } from './categories-repository';
export {
  CARD_COLUMNS,
  cardJoins,
  parameters,
  rankedCardsSql,
  STOCKLESS_OFFERS,
  toCard,
  type CardRow,
} from './product-cards';
/** The search relevance set and how well search finds its products (a quality measure, not a shop feature). */
export { evaluateRelevance, recallOf, TOP } from './search/relevance';
/** The search's complaint dictionary, written into the database by the seed. */
export { updateComplaintDictionary, writeComplaintDictionary } from './search/complaint-dictionary-repository';
export { complaintPrecision, twoSlipRecall } from './search/complaint-recall';
export { LEAFLET_PHRASINGS, leafletPrecision, leafletWordsAnsweringNothing } from './search/leaflet-recall';
export { cardsOfNamedProducts, type ProductNames } from './named-products-repository';
/** What the server composes a catalogue page's head from. */
export { catalogSitemap, categoryForPage, productForPage, type CategoryPageFacts } from './page-facts';
