/**
 * npm run content:import [-- <folder>]
 *
 * Loads the content folder (default <repo>/content, or CONTENT_DIR) into the database of DATABASE_URL, or the
 * embedded PGlite under DATA_DIR: new and changed files are written, unchanged ones left alone, removed ones
 * unpublished. A wrong file stops the run with its path and field, and nothing of the run is written.
 */
import path from 'node:path';
import { ContentFileError, importContent } from '../modules/content';
import { runOnDatabase } from './run-on-database';

runOnDatabase(
  async (db, config) => {
    const folder = path.resolve(process.argv[2] ?? config.contentDir);
    const report = await importContent(db, folder);
    console.log(`content imported from ${folder}`);
    console.log(`article categories changed: ${report.categoriesChanged}`);
    for (const [kind, counts] of Object.entries(report)) {
      if (typeof counts === 'number') continue;
      console.log(
        `${kind}: ${counts.created} new, ${counts.updated} changed, ${counts.unchanged} unchanged, ${counts.unpublished} unpublished`,
      );
    }
  },
  (error) => (error instanceof ContentFileError ? `content not imported: ${error.message}` : null),
);
