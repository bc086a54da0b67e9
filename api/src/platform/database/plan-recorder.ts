/**
 * Looks at the plan of every statement an API path runs: a Db wrapper that EXPLAINs each query before running it
 * and records sequential scans of the tables that must always be reached through an index. Used by the
 * query-plan tests and by `npm run bench:catalog`; never by the running API.
 */
import type { Db, Queryable, Transaction } from './types';

export interface SeqScan {
  relation: string;
  sql: string;
}

export interface PlanRecorderOptions {
  /** tables that must never be read whole */
  relations: string[];
  /**
   * Plan with sequential scans priced out (enable_seqscan = off): a seq scan that still shows up has no index
   * to replace it. Use it on small test databases, where the planner would rightly prefer a seq scan.
   */
  withoutSeqScans?: boolean;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const EXPLAINABLE = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;

function seqScansIn(node: PlanNode, relations: Set<string>, found: string[]): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && relations.has(node['Relation Name']))
    found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScansIn(child, relations, found);
  return found;
}

export function recordPlans(
  db: Db,
  options: PlanRecorderOptions,
): { db: Db; seqScans: SeqScan[]; statements: () => number } {
  const relations = new Set(options.relations);
  const seqScans: SeqScan[] = [];
  let statements = 0;

  async function inspect(on: Queryable, sql: string, params: readonly unknown[] | undefined, savepoint: boolean) {
    if (!EXPLAINABLE.test(sql)) return;
    statements += 1;
    const explain = async (q: Queryable) => {
      if (options.withoutSeqScans) await q.query('SET LOCAL enable_seqscan = off');
      return q.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    };
    let result;
    if (savepoint) {
      await on.query('SAVEPOINT plan_recorder');
      try {
        result = await explain(on);
      } finally {
        await on.query('ROLLBACK TO SAVEPOINT plan_recorder');
      }
    } else {
      result = await db.transaction((tx) => explain(tx));
    }
    const raw = result.rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
    for (const relation of seqScansIn(plan[0]!.Plan, relations, [])) seqScans.push({ relation, sql });
  }

  const wrapTx = (tx: Transaction): Transaction => ({
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      await inspect(tx, sql, params, true);
      return tx.query<T>(sql, params);
    },
    exec: (sql) => tx.exec(sql),
  });

  const recording: Db = {
    engine: db.engine,
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      await inspect(db, sql, params, false);
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(wrapTx(tx))),
    listen: (channel, onNotify, onReconnect) => db.listen(channel, onNotify, onReconnect),
    usage: () => db.usage(),
    close: () => db.close(),
  };
  return { db: recording, seqScans, statements: () => statements };
}
