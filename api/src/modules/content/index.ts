/** Editorial content: articles and authors, promotions, news, information pages, home-page slides. */
export { contentModule } from './content-module';
export { importContent, type ImportReport } from './import/content-import';
export { hasImportedContent } from './import/content-import-repository';
export { ContentFileError } from './import/front-matter';
/** What the server composes a content page's head from. */
export {
  articleForPage,
  authorForPage,
  contentSitemap,
  infoPageForPage,
  newsForPage,
  promotionForPage,
  type ArticleHead,
} from './page-facts';
