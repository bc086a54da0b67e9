/** Editorial content: articles and authors, promotions, news, information pages, home-page slides. */
export { contentModule } from './content-module';
export { importContent, type ImportReport } from './import/content-import';
export { hasImportedContent } from './import/content-import-repository';
export { ContentFileError } from './import/front-matter';
