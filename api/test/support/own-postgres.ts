import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Whether this machine can run a PostgreSQL server of a test's own (initdb and pg_ctl on the PATH). */
export function canRunOwnPostgres(): boolean {
  try {
    execFileSync('pg_ctl', ['--version'], { stdio: 'ignore' });
    execFileSync('initdb', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface OwnPostgres {
  url: string;
  start(): Promise<void>;
  /** a fast shutdown: open connections are cut, as when the server goes away */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own in a temporary folder, which it may stop and start. The server refuses to
 * run as root, so under root it runs as the `postgres` user.
 */
export async function ownPostgres(): Promise<OwnPostgres> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'apteka-own-pg-'));
  const dataDir = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  // Asynchronous, so the load a test puts on the API goes on while the server stops and starts.
  const run = (command: string, args: string[]) =>
    promisify(execFile)(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      timeout: 60_000,
    });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(root, uid, gid);
  }
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  let running = false;
  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'server.log'), '-w', 'start']);
      running = true;
    },
    async stop() {
      await run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async dispose() {
      try {
        if (running) await own.stop();
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
  await own.start();
  return own;
}
