import type { Queryable } from '../../platform/database/types';

/** Adds `counts` (visits by address) to the day's: instances adding at once each add their own. */
export async function addPageVisits(db: Queryable, day: string, counts: ReadonlyMap<string, number>): Promise<void> {
  await db.query(
    `INSERT INTO page_visits (address, day, visits)
     SELECT address, $1::date, visits FROM unnest($2::text[], $3::int[]) AS v(address, visits)
     ON CONFLICT (address, day) DO UPDATE SET visits = page_visits.visits + excluded.visits`,
    [day, [...counts.keys()], [...counts.values()]],
  );
}

export async function deletePageVisitsBefore(db: Queryable, day: string): Promise<void> {
  await db.query('DELETE FROM page_visits WHERE day < $1::date', [day]);
}

/** The addresses with the most visits since `day`, most first (ties by address, so every instance reads one list). */
export async function readMostVisited(db: Queryable, since: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ address: string }>(
    `SELECT address FROM page_visits WHERE day >= $1::date
      GROUP BY address ORDER BY sum(visits) DESC, address LIMIT $2`,
    [since, limit],
  );
  return rows.map((row) => row.address);
}
