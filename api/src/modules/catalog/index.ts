/** The catalogue: categories, product listings and pages, search, alphabetical directories, product pictures. */
export { catalogModule } from './catalog-module';
export { createCatalogCaches, type CatalogCaches } from './catalog-caches';
export { assertProductsExist, productIdsByGuids } from './product-lookups';
export { productExists } from './products-repository';
export { CARD_COLUMNS, cardJoins, parameters, rankedCardsSql, toCard, type CardRow } from './product-cards';
