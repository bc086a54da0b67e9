/**
 * `npm run bench:cluster [-- --seconds 70 --rate 10 --instances 3 --buy-every 3 --keep]`: the store as a cluster on
 * this machine (N API instances on one fresh PostgreSQL database behind nginx with the repo's configuration, from
 * scripts/lib/cluster.ts) under a shopper mix at a fixed open-loop rate from a process of its own (browse, search,
 * add to basket, check out, pay; every request to nginx's one address), while the platform does what it does in
 * production: at 20 s one instance is killed with SIGKILL (the supervisor starts it again), at 35 s the others are
 * restarted gracefully one by one, at 45 s a team deploys a new version of `content` through nginx with its token,
 * at 55 s it rolls it back.
 *
 * Prints requests, errors and p50/p95 per kind, every failed request by what it met, how long every instance took
 * to follow each move (its own /registry.json, polled every 10 ms), and the orders placed, lost and duplicated as
 * the database has them, then one JSON line and PASS/FAIL per aim: 0 failed reads; 0 lost or duplicated orders
 * (a write whose answer a kill cut is retried by the client under its idempotency key); every instance following
 * a move within 1 s. Exits 0 when an aim fails (it is a benchmark), non-zero when the bench itself fails.
 * The cluster's folder (logs) is a temporary one, removed at the end unless --keep.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createToken, packBuild, buildIdentity, readBuildFolder } from '../api/src/releases';
import { APPS, ROOT, findApp } from './lib/apps';
import { freshBenchDatabase, serverAnswers, stockUp } from './lib/bench-database';
import { buildApp, buildStale } from './lib/build';
import { catalogWorkload } from './lib/catalog-workload';
import { startCluster, type Cluster } from './lib/cluster';
import { KINDS, READS, type ClusterPlan, type ClusterResult, type FailedRequest } from './lib/cluster-shopper';
import { PlatformError, platformClient, type PlatformClient } from './lib/platform-client';

// The timeline, in seconds from the first visit of the load.
const KILL_AT_S = 20;
const RESTART_AT_S = 35;
const DEPLOY_AT_S = 45;
const ROLLBACK_AT_S = 55;
/** the instance killed at KILL_AT_S; the others are restarted at RESTART_AT_S */
const KILLED_INSTANCE = 1;

const NGINX_PORT = 3290;
const FIRST_INSTANCE_PORT = 3291;
const PRODUCTS = 500;
const SEED = 20261127;
/** the app a team deploys and rolls back */
const DEPLOYED_APP = 'content';

// The shopper's writes whose answer is lost: retried at most this often, within this long.
const WRITE_TRIES = 10;
const WRITE_WINDOW_MS = 15_000;
const REQUEST_TIMEOUT_MS = 10_000;

// Following a move: each instance's /registry.json is read this often, for at most this long.
const POLL_EVERY_MS = 10;
const FOLLOW_TIMEOUT_MS = 30_000;
/** after an instance shows the new version it is still read this long, to catch one going back */
const FOLLOW_CONFIRM_MS = 1000;
const FOLLOW_AIM_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Aborted extends Error {
  constructor() {
    super('stopped (Ctrl-C)');
  }
}

const abort = new AbortController();
function checkAborted() {
  if (abort.signal.aborted) throw new Aborted();
}
/** Sleeps, unless the bench is stopped. */
function sleep(ms: number): Promise<void> {
  checkAborted();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      abort.signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new Aborted());
    };
    abort.signal.addEventListener('abort', stop, { once: true });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The load process

let shopperProcess: ChildProcess | null = null;

function runShopper(plan: ClusterPlan): Promise<ClusterResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'lib/cluster-shopper.ts')], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    shopperProcess = child;
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      shopperProcess = null;
      if (code === 0) resolve(JSON.parse(out) as ClusterResult);
      else reject(abort.signal.aborted ? new Aborted() : new Error(`the load process exited with ${signal ?? code}`));
    });
    child.stdin.end(JSON.stringify(plan));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The timeline

interface TimelineEvent {
  /** ms after the load began */
  at: number;
  what: string;
  /** failures after it are attributed to it */
  phase?: string;
}

interface InstanceFollow {
  index: number;
  port: number;
  /** ms from the move's answer to this instance's first answer with the new version (negative: before it) */
  followMs: number | null;
  /** ms after the move's answer during which it still answered the old version (0: never) */
  staleMs: number;
  /** how long it did not answer while watched (restarting) */
  downMs: number;
  /** answers of the old version after it had shown the new one */
  relapses: number;
}

interface MoveFigures {
  label: string;
  app: string;
  action: 'deploy' | 'rollback';
  from: string | null;
  to: string;
  /** ms after the load began when the move's answer arrived */
  answeredAt: number | null;
  /** how long the move's request took */
  requestMs: number | null;
  /** what happened first: the upload (deploy), the wait for the killed instance */
  notes: string[];
  instances: InstanceFollow[];
  /** the slowest instance's follow, ms */
  maxFollowMs: number | null;
  /** the longest any instance served the old version after the answer, ms */
  maxStaleMs: number | null;
  error: string | null;
}

interface RegistryDocument {
  remotes?: Record<string, { current?: string } | undefined>;
}

/**
 * Reads each instance's own /registry.json every POLL_EVERY_MS from now on; `settle(answeredAt)` says how long each
 * took to show `version` after the move's answer.
 */
function watchFollow(cluster: Cluster, app: string, version: string) {
  const stopWatching = new AbortController();
  const watchers = cluster.instances.map(async (instance) => {
    let firstNewAt: number | null = null;
    let lastOldAt: number | null = null;
    let downMs = 0;
    let relapses = 0;
    const deadline = performance.now() + FOLLOW_TIMEOUT_MS;
    while (!stopWatching.signal.aborted && !abort.signal.aborted && performance.now() < deadline) {
      if (firstNewAt !== null && performance.now() > firstNewAt + FOLLOW_CONFIRM_MS) break;
      const asked = performance.now();
      let shown: string | null | undefined;
      try {
        const response = await fetch(`${instance.url}/registry.json`, { signal: AbortSignal.timeout(1000) });
        shown = response.ok ? ((await response.json()) as RegistryDocument).remotes?.[app]?.current : undefined;
      } catch {
        shown = undefined;
      }
      const answered = performance.now();
      if (shown === undefined) downMs += answered - asked + POLL_EVERY_MS;
      else if (shown === version) firstNewAt ??= answered;
      else if (firstNewAt === null) lastOldAt = answered;
      else relapses += 1;
      await pause(POLL_EVERY_MS);
    }
    return { index: instance.index, port: instance.port, firstNewAt, lastOldAt, downMs, relapses };
  });
  return {
    cancel: () => stopWatching.abort(),
    async settle(answeredAt: number): Promise<InstanceFollow[]> {
      const watched = await Promise.all(watchers);
      return watched.map((w) => ({
        index: w.index,
        port: w.port,
        followMs: w.firstNewAt === null ? null : w.firstNewAt - answeredAt,
        staleMs: w.lastOldAt === null ? 0 : Math.max(0, w.lastOldAt - answeredAt),
        downMs: w.downMs,
        relapses: w.relapses,
      }));
    },
  };
}

/** A lost answer of the deploy API: nothing came back, or nginx had no instance to answer. */
const lostAnswer = (error: unknown) =>
  !(error instanceof PlatformError) || error.status === 502 || error.status === 503 || error.status === 504;

/** Reads (and the PUT of an upload, idempotent) are repeated while their answer is lost. */
async function repeated<T>(what: string, call: () => Promise<T>, notes: string[]): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!lostAnswer(error) || attempt >= 5) throw error;
      notes.push(`${what}: answer lost (${error instanceof Error ? error.message : error}); asked again`);
      await sleep(500);
    }
  }
}

/**
 * One move of the registry through nginx with the team's token, and how every instance followed it. A move whose
 * answer is lost is checked against the registry before it is sent again (it is guarded by its revision).
 */
async function moveAndWatch(
  cluster: Cluster,
  client: PlatformClient,
  loadStart: number,
  move: { label: string; action: 'deploy' | 'rollback'; to: string; version?: string },
  notes: string[],
): Promise<MoveFigures> {
  const figures: MoveFigures = {
    label: move.label,
    app: DEPLOYED_APP,
    action: move.action,
    from: null,
    to: move.to,
    answeredAt: null,
    requestMs: null,
    notes,
    instances: [],
    maxFollowMs: null,
    maxStaleMs: null,
    error: null,
  };
  let watch: ReturnType<typeof watchFollow> | null = null;
  try {
    for (let attempt = 1; ; attempt++) {
      const position = await repeated('reading the position', () => client.position(DEPLOYED_APP), notes);
      figures.from ??= position.current;
      if (attempt > 1 && position.current === move.to) {
        notes.push('the lost move had been made');
        figures.answeredAt = Date.now() - loadStart;
        break;
      }
      watch ??= watchFollow(cluster, DEPLOYED_APP, move.to);
      const sent = performance.now();
      try {
        await client.move(DEPLOYED_APP, {
          action: move.action,
          version: move.version,
          expectedRevision: position.revision,
          reason: 'bench:cluster',
        });
        const answered = performance.now();
        figures.requestMs = answered - sent;
        figures.answeredAt = Date.now() - loadStart;
        figures.instances = await watch.settle(answered);
        break;
      } catch (error) {
        if (!lostAnswer(error) || attempt >= 5) throw error;
        notes.push(`move answer lost (${error instanceof Error ? error.message : error})`);
        await sleep(300);
      }
    }
    if (figures.instances.length === 0 && watch) figures.instances = await watch.settle(performance.now());
  } catch (error) {
    watch?.cancel();
    figures.error = error instanceof Error ? error.message : String(error);
  }
  const follows = figures.instances.map((i) => i.followMs);
  figures.maxFollowMs = follows.length && follows.every((f) => f !== null) ? Math.max(...(follows as number[])) : null;
  figures.maxStaleMs = figures.instances.length ? Math.max(...figures.instances.map((i) => i.staleMs)) : null;
  return figures;
}

interface TimelineContext {
  cluster: Cluster;
  client: PlatformClient;
  /** epoch ms of the load's first visit */
  loadStart: number;
  deploy: { version: string; archive: Buffer; original: string };
  instances: number;
}

async function runTimeline(ctx: TimelineContext, events: TimelineEvent[], moves: MoveFigures[]) {
  const { cluster, client, loadStart } = ctx;
  const now = () => Date.now() - loadStart;
  const note = (what: string, phase?: string) => events.push({ at: now(), what, phase });
  const until = (seconds: number) => sleep(Math.max(0, loadStart + seconds * 1000 - Date.now()));
  let killedBack: Promise<void> | null = null;
  let killedReadyAt: number | null = null;
  let restarts: Promise<void> | null = null;
  let restarting: number | null = null;
  try {
    await until(KILL_AT_S);
    const victim = cluster.instances[KILLED_INSTANCE]!;
    note(
      `kill -9 instance ${KILLED_INSTANCE} (port ${victim.port}, pid ${victim.pid})`,
      `kill -9 of ${KILLED_INSTANCE}`,
    );
    await cluster.kill(KILLED_INSTANCE, 'SIGKILL');
    note(`instance ${KILLED_INSTANCE} exited; the supervisor started it again (pid ${victim.pid})`);
    killedBack = cluster.ready(KILLED_INSTANCE).then(() => {
      killedReadyAt = now();
      note(`instance ${KILLED_INSTANCE} ready again`, `instance ${KILLED_INSTANCE} back`);
    });
    killedBack.catch(() => undefined);

    await until(RESTART_AT_S);
    const others = cluster.instances.map((i) => i.index).filter((index) => index !== KILLED_INSTANCE);
    restarts = (async () => {
      for (const index of others) {
        if (abort.signal.aborted) return;
        restarting = index;
        note(`restart instance ${index}: SIGTERM, drain, new process`, `restart of ${index} (drain)`);
        const stopping = cluster.restart(index);
        await stopping;
        note(
          `instance ${index} restarted and ready (pid ${cluster.instances[index]!.pid})`,
          `instance ${index} restarted`,
        );
        restarting = null;
      }
    })();
    restarts.catch(() => undefined);

    await until(DEPLOY_AT_S);
    const notes: string[] = [];
    if (killedReadyAt === null) {
      const waitStart = now();
      note(`deploy waits for instance ${KILLED_INSTANCE} (killed at ${KILL_AT_S} s) to be ready`);
      await killedBack;
      notes.push(`waited ${((now() - waitStart) / 1000).toFixed(1)} s for instance ${KILLED_INSTANCE} to be ready`);
    } else {
      notes.push(
        `instance ${KILLED_INSTANCE} (killed at ${KILL_AT_S} s) was ready again at ${(killedReadyAt / 1000).toFixed(1)} s`,
      );
    }
    note(`deploy ${DEPLOYED_APP}@${ctx.deploy.version}: upload through nginx`, 'deploy (upload)');
    const uploadStart = performance.now();
    const published = await repeated(
      'upload',
      () => client.publish(DEPLOYED_APP, ctx.deploy.version, ctx.deploy.archive),
      notes,
    );
    notes.push(
      `uploaded ${published.files} files (${(ctx.deploy.archive.length / 1e6).toFixed(1)} MB) in ${((performance.now() - uploadStart) / 1000).toFixed(2)} s`,
    );
    note(`deploy ${DEPLOYED_APP}@${ctx.deploy.version}: move`, 'deploy (move)');
    const deployed = await moveAndWatch(
      cluster,
      client,
      loadStart,
      { label: 'deploy', action: 'deploy', to: ctx.deploy.version, version: ctx.deploy.version },
      notes,
    );
    moves.push(deployed);
    note(
      deployed.error
        ? `deploy failed: ${deployed.error}`
        : `deploy answered at ${((deployed.answeredAt ?? 0) / 1000).toFixed(2)} s; slowest instance followed: ${fmtFollow(deployed.maxFollowMs)}`,
    );

    await until(ROLLBACK_AT_S);
    note(`rollback ${DEPLOYED_APP} to ${ctx.deploy.original}`, 'rollback');
    const rolledBack = await moveAndWatch(
      cluster,
      client,
      loadStart,
      { label: 'rollback', action: 'rollback', to: ctx.deploy.original },
      [],
    );
    moves.push(rolledBack);
    note(
      rolledBack.error
        ? `rollback failed: ${rolledBack.error}`
        : `rollback answered at ${((rolledBack.answeredAt ?? 0) / 1000).toFixed(2)} s; slowest instance followed: ${fmtFollow(rolledBack.maxFollowMs)}`,
    );
    await restarts;
  } finally {
    // a restart under way would start a process after the cluster is stopped: it ends first
    if (restarting !== null && abort.signal.aborted) {
      console.error(`letting the restart of instance ${restarting} finish first (up to ~15 s)…`);
    }
    await restarts?.catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The orders as the database has them

interface OrderFigures {
  /** distinct order ids the shoppers were given */
  placed: number;
  /** orders the shoppers believe placed that the database lacks, and orders the database has for a placement the
   * shopper gave up on or was refused */
  lost: number;
  lostSamples: string[];
  /** orders beyond the first, per idempotency key, per phone (one per journey), per session */
  duplicated: number;
  duplicatedByKey: number;
  duplicatedByPhone: number;
  duplicatedBySession: number;
  /** placements retried after a lost answer, and what the retry met */
  retried: number;
  retriedFoundPlaced: number;
  retriedPlaced: number;
  gaveUp: number;
  refused: number;
  /** orders in the database no shopper asked for */
  unknown: number;
  ordersInDatabase: number;
  paidByShoppers: number;
  paidInDatabase: number;
}

async function countOrders(
  db: Awaited<ReturnType<typeof freshBenchDatabase>>['db'],
  result: ClusterResult,
): Promise<OrderFigures> {
  const { rows } = await db.query<{
    id: number;
    key: string;
    phone: string;
    session: string;
    payed: boolean;
  }>(`SELECT id, idempotency_key AS key, phone, session_id AS session, payed FROM orders ORDER BY id`);
  const byKey = new Map<string, typeof rows>();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const beyondFirst = (pick: (row: (typeof rows)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(pick(row), (counts.get(pick(row)) ?? 0) + 1);
    return [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
  };
  const lostSamples: string[] = [];
  let lost = 0;
  for (const claim of result.orders) {
    const found = byKey.get(claim.idempotencyKey) ?? [];
    if (claim.outcome === 'placed') {
      const row = claim.orderId === null ? undefined : byId.get(claim.orderId);
      if (!row || row.key !== claim.idempotencyKey) {
        lost += 1;
        lostSamples.push(
          `${claim.idempotencyKey}: the shopper was given order ${claim.orderId}, the database lacks it`,
        );
      }
    } else if (found.length > 0) {
      lost += 1;
      lostSamples.push(
        `${claim.idempotencyKey}: the shopper ${claim.outcome === 'gave_up' ? 'gave up' : `was refused (${claim.status})`}, the database has order ${found.map((r) => r.id).join(', ')}`,
      );
    }
  }
  const asked = new Set(result.orders.map((claim) => claim.idempotencyKey));
  const placedClaims = result.orders.filter((claim) => claim.outcome === 'placed');
  const retriedClaims = result.orders.filter((claim) => claim.tries > 1);
  const paidIds = new Set(placedClaims.filter((claim) => claim.paid).map((claim) => claim.orderId));
  const duplicatedByKey = beyondFirst((row) => row.key);
  const duplicatedByPhone = beyondFirst((row) => row.phone);
  const duplicatedBySession = beyondFirst((row) => row.session);
  return {
    placed: new Set(placedClaims.map((claim) => claim.orderId)).size,
    lost,
    lostSamples,
    duplicated: Math.max(duplicatedByKey, duplicatedByPhone, duplicatedBySession),
    duplicatedByKey,
    duplicatedByPhone,
    duplicatedBySession,
    retried: retriedClaims.length,
    retriedFoundPlaced: retriedClaims.filter((claim) => claim.retryStatus === 200).length,
    retriedPlaced: retriedClaims.filter((claim) => claim.retryStatus === 201).length,
    gaveUp: result.orders.filter((claim) => claim.outcome === 'gave_up').length,
    refused: result.orders.filter((claim) => claim.outcome === 'refused').length,
    unknown: rows.filter((row) => !asked.has(row.key)).length,
    ordersInDatabase: rows.length,
    paidByShoppers: paidIds.size,
    paidInDatabase: rows.filter((row) => row.payed && paidIds.has(row.id)).length,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What the logs say

/** nginx's error log, grouped by what it met, per upstream and method, with the time span (s of the load). */
function nginxErrors(file: string, loadStart: number): string[] {
  if (!fs.existsSync(file)) return [];
  const groups = new Map<string, { count: number; first: number; last: number }>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^(\d{4})\/(\d\d)\/(\d\d) (\d\d):(\d\d):(\d\d) \[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*)$/.exec(line);
    if (!match) continue;
    const [, y, mo, d, h, mi, s, level, rest] = match;
    const at = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)).getTime() - loadStart;
    const message = rest!.split(', client:')[0]!.replace(/\d+#\d+/g, '');
    const method = /request: "(\w+)/.exec(rest!)?.[1] ?? '';
    const upstream = /upstream: "http:\/\/[\d.]+:(\d+)/.exec(rest!)?.[1] ?? /server [\d.]+:(\d+)/.exec(rest!)?.[1];
    const key = `[${level}] ${message}${method ? ` — ${method}` : ''}${upstream ? ` — upstream :${upstream}` : ''}`;
    const group = groups.get(key) ?? { count: 0, first: at, last: at };
    group.count += 1;
    group.last = at;
    groups.set(key, group);
  }
  return [...groups]
    .sort((a, b) => a[1].first - b[1].first)
    .map(
      ([key, g]) =>
        `${fmtS(g.first).padStart(5)}–${fmtS(g.last + 1000).padEnd(5)} s ×${String(g.count).padEnd(4)} ${key.length > 150 ? `${key.slice(0, 147)}…` : key}`,
    );
}

/** An instance's log lines at error level (50) or above, the first few of each message. */
function instanceErrors(dir: string, instances: number): string[] {
  const lines: string[] = [];
  for (let index = 0; index < instances; index++) {
    const file = path.join(dir, 'logs', `instance-${index}.log`);
    if (!fs.existsSync(file)) continue;
    const seen = new Map<string, number>();
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      let entry: { level?: number; msg?: string; err?: { message?: string } } | null = null;
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        if (/error|exited/i.test(line)) entry = { level: 50, msg: line.slice(0, 200) };
      }
      if (!entry || (entry.level ?? 0) < 50) continue;
      const message = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`.slice(0, 200);
      seen.set(message, (seen.get(message) ?? 0) + 1);
    }
    for (const [message, count] of seen) lines.push(`instance ${index}: ×${count} ${message}`);
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// Printing

const fmtS = (ms: number) => (ms / 1000).toFixed(1);
const fmtMs = (ms: number | null) => (ms === null ? '—' : `${ms.toFixed(0)} ms`);
/** a follow time: negative when the instance showed the version before the move's answer arrived */
const fmtFollow = (ms: number | null) => (ms !== null && ms <= 0 ? 'before the answer' : fmtMs(ms));

/** The requests that failed, grouped by kind, answer and the timeline's last event before them. */
function failureGroups(failures: FailedRequest[], events: TimelineEvent[]): string[] {
  const phases = events.filter((event) => event.phase).sort((a, b) => a.at - b.at);
  const phaseOf = (at: number) => phases.filter((event) => event.at <= at).at(-1)?.phase ?? 'the start';
  const groups = new Map<string, { count: number; first: number; last: number; retried: number; sample: string }>();
  for (const failure of failures) {
    const what = failure.status === 0 ? `no answer (${failure.detail.split(': ').at(-1)})` : `${failure.status}`;
    const phase = phaseOf(failure.at);
    const key = `${failure.kind.padEnd(8)} ${what.padEnd(28)} after ${phase}`;
    const group = groups.get(key) ?? {
      count: 0,
      first: failure.at,
      last: failure.at,
      retried: 0,
      sample: failure.detail,
    };
    group.count += 1;
    group.last = failure.at;
    if (failure.retried) group.retried += 1;
    groups.set(key, group);
  }
  return [...groups]
    .sort((a, b) => a[1].first - b[1].first)
    .map(
      ([key, g]) =>
        `${fmtS(g.first).padStart(5)}–${fmtS(g.last).padEnd(5)} s ×${String(g.count).padEnd(3)} ${key}` +
        `${g.retried ? ` (${g.retried} retried)` : ''}\n${' '.repeat(17)}e.g. ${g.sample.slice(0, 140)}`,
    );
}

// ---------------------------------------------------------------------------------------------------------------

/** Puts this checkout's build back, unless someone rebuilt the folder meanwhile (then theirs stays). */
function putDistBack(dist: string, saved: string, ours: string) {
  let holds: string | null = null;
  try {
    holds =
      (JSON.parse(fs.readFileSync(path.join(dist, 'build-info.json'), 'utf8')) as { version?: string }).version ?? null;
  } catch {
    holds = null;
  }
  if (holds !== null && holds !== ours) return;
  fs.rmSync(dist, { recursive: true, force: true });
  fs.cpSync(saved, dist, { recursive: true });
}

function integer(name: string, text: string | undefined, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name}: ${min} to ${max}`);
  return value;
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '70' },
      rate: { type: 'string', default: '10' },
      instances: { type: 'string', default: '3' },
      'buy-every': { type: 'string', default: '3' },
      /** keeps the cluster's folder (instances' and nginx's logs) */
      keep: { type: 'boolean', default: false },
    },
  });
  const seconds = integer('seconds', values.seconds, 60, 3600);
  const rate = Number(values.rate);
  if (!(rate > 0 && rate <= 500)) throw new Error('--rate: journeys per second, above 0, at most 500');
  const instanceCount = integer('instances', values.instances, 2, 16);
  const buyEvery = integer('buy-every', values['buy-every'], 1, 1000);

  // What the machine must have: nginx (cluster.ts checks its modules), PostgreSQL, and these ports free.
  if (!['/usr/sbin/nginx', '/usr/bin/nginx'].some((file) => fs.existsSync(file))) {
    throw new Error('nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static');
  }
  if (!(await serverAnswers('127.0.0.1', 5432))) throw new Error('no PostgreSQL server at 127.0.0.1:5432');
  for (let port = NGINX_PORT; port < FIRST_INSTANCE_PORT + instanceCount; port++) {
    if (await serverAnswers('127.0.0.1', port)) throw new Error(`port ${port} is taken: another bench:cluster?`);
  }

  const onSignal = () => {
    if (abort.signal.aborted) {
      console.error('stopping already; a second Ctrl-C leaves now, processes and the database may stay behind');
      process.exit(130);
    }
    console.error('stopping: the load, the cluster and the database…');
    abort.abort();
    shopperProcess?.kill('SIGTERM');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  // The builds the cluster publishes; an APP_VERSION of the caller's would stamp them all.
  delete process.env.APP_VERSION;
  const built = await buildStale(APPS);
  console.log(built.length ? `built ${built.map((app) => app.name).join(', ')}` : 'builds are up to date');
  checkAborted();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apteka-bench-cluster-'));
  const app = findApp(DEPLOYED_APP);
  const dist = path.join(app.dir, 'dist');
  const savedDist = path.join(dir, 'saved-dist');
  let distMoved = false;
  let version = '';
  let database: Awaited<ReturnType<typeof freshBenchDatabase>> | null = null;
  let cluster: Cluster | null = null;
  try {
    database = await freshBenchDatabase(PRODUCTS);
    checkAborted();
    const goods = await stockUp(database.db);
    const workload = await catalogWorkload(database.db);
    const { secret } = await createToken(database.db, DEPLOYED_APP, 'Контент', 'bench');

    console.log(`starting ${instanceCount} instances and nginx in ${dir}…`);
    const clusterStart = performance.now();
    cluster = await startCluster({
      databaseUrl: database.url,
      instances: instanceCount,
      port: NGINX_PORT,
      firstInstancePort: FIRST_INSTANCE_PORT,
      dir,
    });
    console.log(`cluster up in ${((performance.now() - clusterStart) / 1000).toFixed(1)} s at ${cluster.address}`);
    checkAborted();
    const client = platformClient({ url: cluster.address, token: secret, local: false });
    const original = (await client.position(DEPLOYED_APP)).current;
    if (!original) throw new Error(`the cluster published no ${DEPLOYED_APP}`);

    // The team's next version, built now so that the build does not compete with the load; its files are read
    // into the upload at once and this checkout's build is put back.
    version = `${original.replace(/[-+].*$/, '')}-bench.${Date.now()}`;
    fs.cpSync(dist, savedDist, { recursive: true });
    distMoved = true;
    process.env.APP_VERSION = version;
    try {
      await buildApp(app);
    } finally {
      delete process.env.APP_VERSION;
    }
    const files = readBuildFolder(dist);
    const identity = buildIdentity(files);
    if (identity.name !== DEPLOYED_APP || identity.version !== version) {
      throw new Error(`${dist} holds ${identity.name}@${identity.version}, not ${DEPLOYED_APP}@${version}`);
    }
    const archive = await packBuild(files);
    putDistBack(dist, savedDist, version);
    distMoved = false;
    checkAborted();

    const loadStart = Date.now() + 2000;
    const plan: ClusterPlan = {
      base: cluster.address,
      startAt: loadStart,
      journeysPerSecond: rate,
      durationMs: seconds * 1000,
      buyEvery,
      ...workload,
      goods,
      seed: SEED,
      writeTries: WRITE_TRIES,
      writeWindowMs: WRITE_WINDOW_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    };
    console.log(
      `load: ${rate} visits/s for ${seconds} s through nginx; kill -9 at ${KILL_AT_S} s, restarts from ${RESTART_AT_S} s, ` +
        `deploy ${DEPLOYED_APP}@${version} at ${DEPLOY_AT_S} s, rollback at ${ROLLBACK_AT_S} s`,
    );
    const events: TimelineEvent[] = [{ at: 0, what: 'the load begins', phase: 'the start' }];
    const moves: MoveFigures[] = [];
    const load = runShopper(plan);
    const timeline = runTimeline(
      { cluster, client, loadStart, deploy: { version, archive, original }, instances: instanceCount },
      events,
      moves,
    );
    const [loadOutcome, timelineOutcome] = await Promise.allSettled([load, timeline]);
    if (loadOutcome.status === 'rejected') throw loadOutcome.reason;
    if (timelineOutcome.status === 'rejected') {
      if (timelineOutcome.reason instanceof Aborted) throw timelineOutcome.reason;
      events.push({
        at: Date.now() - loadStart,
        what: `the timeline failed: ${timelineOutcome.reason instanceof Error ? timelineOutcome.reason.message : timelineOutcome.reason}`,
      });
    }
    const result = loadOutcome.value;
    events.push({ at: Date.now() - loadStart, what: 'the load has ended (last answers in)' });
    const orders = await countOrders(database.db, result);
    const nginxLog = nginxErrors(path.join(dir, 'nginx/logs/error.log'), loadStart);
    const instanceLog = instanceErrors(dir, instanceCount);

    report({
      seconds,
      rate,
      instanceCount,
      buyEvery,
      version,
      original,
      result,
      events,
      moves,
      orders,
      nginxLog,
      instanceLog,
      loadStart,
    });
  } finally {
    process.off('SIGINT', onSignal);
    // Ctrl-C during the cleanup must not leave the cluster running
    process.on('SIGINT', () => console.error('still stopping…'));
    try {
      if (distMoved) putDistBack(dist, savedDist, version);
    } catch (error) {
      console.error(`could not put ${dist} back (a rebuild will): ${error instanceof Error ? error.message : error}`);
    }
    if (shopperProcess) shopperProcess.kill('SIGTERM');
    await cluster?.stop().catch((error: unknown) => console.error('stopping the cluster:', error));
    await database?.dispose().catch((error: unknown) => console.error('dropping the database:', error));
    if (values.keep) {
      fs.rmSync(savedDist, { recursive: true, force: true });
      console.log(`kept ${dir} (logs/, nginx/logs/)`);
    } else fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Report {
  seconds: number;
  rate: number;
  instanceCount: number;
  buyEvery: number;
  version: string;
  original: string;
  result: ClusterResult;
  events: TimelineEvent[];
  moves: MoveFigures[];
  orders: OrderFigures;
  nginxLog: string[];
  instanceLog: string[];
  loadStart: number;
}

function report(r: Report) {
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`;
  const date = new Date(r.loadStart).toISOString().replace('T', ' ').slice(0, 16);
  const { result, orders } = r;
  const requests = KINDS.reduce((sum, kind) => sum + result.kinds[kind].requests, 0);
  console.log('');
  console.log(
    `bench:cluster ${date} UTC — ${r.instanceCount} API instances on one PostgreSQL database behind nginx; ${machine}`,
  );
  console.log(
    `load: ${result.journeys} visits at ${r.rate}/s over ${result.seconds.toFixed(1)} s (open loop; the last arrived ` +
      `≤ ${result.maxArrivalLagMs.toFixed(0)} ms late), a purchase every ${r.buyEvery}; ${requests} requests`,
  );
  console.log('');
  console.log('kind      operations requests errors retried   p50 ms   p95 ms   max ms');
  for (const kind of KINDS) {
    const k = result.kinds[kind];
    const retried = READS.includes(kind) ? '—' : String(k.retried);
    console.log(
      `${kind.padEnd(9)} ${String(k.operations).padStart(10)} ${String(k.requests).padStart(8)} ${String(k.errors).padStart(6)} ` +
        `${retried.padStart(7)} ${k.p50.toFixed(1).padStart(8)} ${k.p95.toFixed(1).padStart(8)} ${k.max.toFixed(0).padStart(8)}`,
    );
  }
  console.log('(reads are sent once, nginx passes them over a failed instance; a write whose answer is lost is sent');
  console.log(
    ` again, at most ${WRITE_TRIES} times within ${WRITE_WINDOW_MS / 1000} s; its time runs from its first try to its last answer)`,
  );
  if (result.checkoutsSkipped) console.log(`checkouts skipped because the add failed: ${result.checkoutsSkipped}`);

  console.log('');
  console.log('timeline (s after the first visit)');
  for (const event of r.events) console.log(`  ${fmtS(event.at).padStart(6)}  ${event.what}`);

  console.log('');
  console.log(
    `moves: from the move's answer to each instance's own /registry.json showing the new current version ` +
      `(read every ${POLL_EVERY_MS} ms)`,
  );
  for (const move of r.moves) {
    console.log(
      `  ${move.label} ${move.app} ${move.from ?? '—'} → ${move.to}: ` +
        (move.error
          ? `FAILED: ${move.error}`
          : `answered at ${fmtS(move.answeredAt ?? 0)} s (request ${fmtMs(move.requestMs)}); ` +
            `slowest instance ${fmtFollow(move.maxFollowMs)}`),
    );
    for (const note of move.notes) console.log(`      ${note}`);
    for (const i of move.instances) {
      const follow =
        i.followMs === null
          ? `did not show it within ${FOLLOW_TIMEOUT_MS / 1000} s`
          : i.followMs < 0
            ? `showed it ${(-i.followMs).toFixed(0)} ms before the answer`
            : `followed in ${i.followMs.toFixed(0)} ms`;
      const extra = [
        i.downMs > 0 ? `did not answer for ~${i.downMs.toFixed(0)} ms (restarting)` : '',
        i.staleMs > 0 ? `old version served until ${i.staleMs.toFixed(0)} ms after the answer` : '',
        i.relapses ? `showed the old version again ${i.relapses} times` : '',
      ].filter(Boolean);
      console.log(`      instance ${i.index} (:${i.port}) ${follow}${extra.length ? `; ${extra.join('; ')}` : ''}`);
    }
  }

  console.log('');
  console.log(
    `orders: placed ${orders.placed} (distinct ids the shoppers got), lost ${orders.lost}, duplicated ${orders.duplicated} ` +
      `(beyond the first per idempotency key ${orders.duplicatedByKey}, per shopper's phone ${orders.duplicatedByPhone}, ` +
      `per session ${orders.duplicatedBySession})`,
  );
  console.log(
    `  placements retried after a lost answer: ${orders.retried} (the retry found the order the lost try had placed: ` +
      `${orders.retriedFoundPlaced}; placed it itself: ${orders.retriedPlaced}); gave up: ${orders.gaveUp}; refused: ${orders.refused}`,
  );
  console.log(
    `  in the database: ${orders.ordersInDatabase} orders, ${orders.unknown} nobody asked for; paid: ${orders.paidByShoppers} ` +
      `by the shoppers' account, ${orders.paidInDatabase} of those paid in the database`,
  );
  for (const sample of orders.lostSamples.slice(0, 10)) console.log(`  lost: ${sample}`);

  console.log('');
  const failedTries = result.failures.length + result.failuresLeftOff;
  console.log(`requests that failed (every try, by kind, answer and the last event before it): ${failedTries}`);
  for (const line of failureGroups(result.failures, r.events)) console.log(`  ${line}`);
  if (result.failuresLeftOff) console.log(`  … and ${result.failuresLeftOff} more not kept`);
  console.log(`nginx's error log (s of the load; nginx writes whole seconds): ${r.nginxLog.length ? '' : 'empty'}`);
  for (const line of r.nginxLog.slice(0, 30)) console.log(`  ${line}`);
  if (r.instanceLog.length) {
    console.log("the instances' logs at error level:");
    for (const line of r.instanceLog.slice(0, 20)) console.log(`  ${line}`);
  }

  const readErrors = READS.reduce((sum, kind) => sum + result.kinds[kind].errors, 0);
  const reads = READS.reduce((sum, kind) => sum + result.kinds[kind].operations, 0);
  const moveOk = (move: MoveFigures) =>
    !move.error &&
    move.instances.length > 0 &&
    move.instances.every(
      (i) =>
        i.followMs !== null &&
        i.relapses === 0 &&
        // an instance that was restarting during the move may follow later, but must never serve the old version
        (i.followMs <= FOLLOW_AIM_MS || (i.downMs > 0 && i.staleMs <= FOLLOW_AIM_MS)),
    );
  const aims = {
    noFailedReads: readErrors === 0,
    noLostOrDuplicatedOrders: orders.lost === 0 && orders.duplicated === 0,
    movesFollowedWithin1s: r.moves.length === 2 && r.moves.every(moveOk),
  };
  const summary = {
    bench: 'cluster',
    date: new Date(r.loadStart).toISOString(),
    machine: {
      cpus: cpus.length,
      model: cpus[0]?.model.trim() ?? null,
      memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
    },
    instances: r.instanceCount,
    rate: r.rate,
    seconds: +result.seconds.toFixed(1),
    buyEvery: r.buyEvery,
    journeys: result.journeys,
    requests,
    kinds: Object.fromEntries(
      KINDS.map((kind) => {
        const k = result.kinds[kind];
        return [kind, { ...k, p50: +k.p50.toFixed(1), p95: +k.p95.toFixed(1), max: +k.max.toFixed(0) }];
      }),
    ),
    timeline: r.events.map((event) => ({ at: +fmtS(event.at), what: event.what })),
    moves: r.moves.map((move) => ({
      move: move.label,
      from: move.from,
      to: move.to,
      error: move.error,
      answeredAt: move.answeredAt === null ? null : +fmtS(move.answeredAt),
      maxFollowMs: move.maxFollowMs === null ? null : Math.round(move.maxFollowMs),
      instances: move.instances.map((i) => ({
        index: i.index,
        followMs: i.followMs === null ? null : Math.round(i.followMs),
        staleMs: Math.round(i.staleMs),
        downMs: Math.round(i.downMs),
      })),
    })),
    orders: { ...orders, lostSamples: undefined },
    failedTries,
    aims,
  };
  console.log('');
  console.log(JSON.stringify(summary));
  console.log('');
  const line = (ok: boolean, text: string) => console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  line(aims.noFailedReads, `0 failed reads: ${readErrors} of ${reads} failed`);
  line(
    aims.noLostOrDuplicatedOrders,
    `0 lost or duplicated orders: ${orders.lost} lost, ${orders.duplicated} duplicated of ${orders.placed} placed ` +
      `(${orders.retried} placements retried under their idempotency key, ${orders.gaveUp} given up)`,
  );
  line(
    aims.movesFollowedWithin1s,
    `every instance following each move within ${FOLLOW_AIM_MS / 1000} s: ` +
      (r.moves.map((move) => `${move.label} ${move.error ? 'failed' : fmtFollow(move.maxFollowMs)}`).join(', ') ||
        'no move made'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof Aborted) {
    console.error(error.message);
    process.exit(130);
  }
  console.error(error);
  process.exit(1);
});
