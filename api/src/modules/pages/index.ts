/** Pages as the server answers them: status and head of each address, robots.txt, the sitemap. */
export { pagesModule, pagesDepsOf } from './pages-module';
export { describePage, pageHeadFor, type PageDescription, type PagesDeps } from './page-description';
export { renderHead, type PageHead } from './page-head';
export { likelyAddresses, likelyOwnAddresses } from './likely-addresses';
export { mostVisitedAddresses, pageVisitTally, type PageVisitTally } from './page-visits';
