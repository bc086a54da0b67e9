import { loadConfig, type AppConfig } from '../platform/config';
import { createDb } from '../platform/database/create-db';
import { migrate } from '../platform/database/migrate';
import type { Db } from '../platform/database/types';

/**
 * The frame of a command-line tool on the store's database: DATABASE_URL, or the embedded PGlite under DATA_DIR
 * (which belongs to one process at a time), migrated first and closed at the end. `refusal` turns an expected
 * failure into the line to print, with exit code 1; anything else is printed whole.
 */
export function runOnDatabase(
  work: (db: Db, config: AppConfig) => Promise<void>,
  refusal: (error: unknown) => string | null,
): void {
  const main = async (): Promise<number> => {
    const config = loadConfig();
    const db = await createDb(config);
    try {
      await migrate(db);
      await work(db, config);
      return 0;
    } catch (error) {
      const line = refusal(error);
      if (line === null) throw error;
      console.error(line);
      return 1;
    } finally {
      await db.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
