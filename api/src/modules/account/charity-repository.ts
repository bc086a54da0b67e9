import type { Queryable } from '../../platform/database/types';

export async function charityProgrammes(db: Queryable) {
  const { rows } = await db.query<{ id: number; name: string; description: string }>(
    'SELECT id, name, description FROM charity_programmes WHERE active ORDER BY id',
  );
  return rows;
}

export async function charityProgrammeExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM charity_programmes WHERE id = $1 AND active', [id]);
  return rows.length > 0;
}

export async function recordCharityMove(db: Queryable, customerId: number, programmeId: number, bonuses: number) {
  await db.query('INSERT INTO charity_moves (customer_id, programme_id, bonuses) VALUES ($1, $2, $3)', [
    customerId,
    programmeId,
    bonuses,
  ]);
}

export async function charityMovesOf(db: Queryable, customerId: number) {
  const { rows } = await db.query<{
    id: string | number;
    programme_id: number;
    name: string;
    bonuses: number;
    created_at: Date | string;
  }>(
    `SELECT m.id, m.programme_id, p.name, m.bonuses, m.created_at FROM charity_moves m
       JOIN charity_programmes p ON p.id = m.programme_id
      WHERE m.customer_id = $1 ORDER BY m.id DESC LIMIT 100`,
    [customerId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    programmeId: row.programme_id,
    programmeName: row.name,
    bonuses: row.bonuses,
    at: new Date(row.created_at).toISOString(),
  }));
}
