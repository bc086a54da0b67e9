/** Bulk inserts: one JSON parameter per batch, unpacked by jsonb_populate_recordset on the server. */
import type { Queryable } from '../platform/database/types';

const BATCH_ROWS = 2000;

export async function insertRows(
  db: Queryable,
  table: string,
  rows: readonly object[],
  batchRows = BATCH_ROWS,
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first).join(', ');
  let inserted = 0;
  for (let start = 0; start < rows.length; start += batchRows) {
    const batch = rows.slice(start, start + batchRows);
    const result = await db.query(
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [JSON.stringify(batch)],
    );
    inserted += result.affectedRows;
  }
  return inserted;
}

/** Section titles, in order, of the two info-section sets (MED_DRUG and DEFAULT). */
export const MEDICINE_SECTION_TITLES = [
  'Состав',
  'Показания',
  'Способ применения и дозы',
  'Противопоказания',
  'Побочные действия',
  'Условия хранения',
  'Условия отпуска',
];
export const GOODS_SECTION_TITLES = [
  'Описание',
  'Способ применения',
  'Меры предосторожности',
  'Условия хранения',
  'Производитель',
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

function sectionsSql(titles: string[]): string {
  const objects = titles.map((title, i) => `jsonb_build_object('title', ${literal(title)}, 'text', x${i + 1}.text)`);
  return `jsonb_build_array(${objects.join(', ')})`;
}

/**
 * Products arrive with their info sections as text ids (see TextDictionary); the dictionary goes to a temporary
 * table and each row's jsonb array is assembled on the server from the fixed titles of its set.
 */
export async function insertProducts(
  db: Queryable,
  rows: readonly (object & { is_medicine: boolean; section_texts: number[] })[],
  texts: readonly string[],
  batchRows = 2000,
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  await db.query('CREATE TEMP TABLE seed_text (id integer PRIMARY KEY, text text NOT NULL) ON COMMIT DROP');
  await insertRows(
    db,
    'seed_text',
    texts.map((text, i) => ({ id: i + 1, text })),
    5000,
  );
  await db.query('ANALYZE seed_text');
  await db.query(`CREATE TEMP TABLE seed_product_input (LIKE products, section_texts integer[]) ON COMMIT DROP`);
  const columns = Object.keys(first).filter((column) => column !== 'section_texts');
  const joins = Array.from(
    { length: MEDICINE_SECTION_TITLES.length },
    (_, i) => `LEFT JOIN seed_text x${i + 1} ON x${i + 1}.id = r.section_texts[${i + 1}]`,
  );
  let inserted = 0;
  for (let start = 0; start < rows.length; start += batchRows) {
    const batch = rows.slice(start, start + batchRows);
    const result = await db.query(
      `INSERT INTO products (${columns.join(', ')}, info_sections)
       SELECT ${columns.map((column) => `r.${column}`).join(', ')},
              CASE WHEN r.is_medicine THEN ${sectionsSql(MEDICINE_SECTION_TITLES)} ELSE ${sectionsSql(GOODS_SECTION_TITLES)} END
       FROM json_populate_recordset(NULL::seed_product_input, $1::json) r
       ${joins.join('\n       ')}`,
      [JSON.stringify(batch)],
    );
    inserted += result.affectedRows;
  }
  await db.query('DROP TABLE seed_product_input, seed_text');
  return inserted;
}
