import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Move, RegistryMove } from './registry-moves';

/**
 * The registry's history, one JSON line per move, beside registry.json. It names the people who deploy, so the
 * static server never serves it (and a CDN bucket must not either).
 */
export const HISTORY_FILE = 'registry-history.jsonl';

/** Who moves the registry: DEPLOY_BY (a CI job sets it to the person or pipeline), else the system user. */
function mover(): string {
  if (process.env.DEPLOY_BY) return process.env.DEPLOY_BY;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

export function recordMove(deployDir: string, move: Move, at = new Date()): RegistryMove {
  const line: RegistryMove = { at: at.toISOString(), by: mover(), ...move };
  fs.appendFileSync(path.join(deployDir, HISTORY_FILE), `${JSON.stringify(line)}\n`);
  return line;
}

export function readHistory(deployDir: string): RegistryMove[] {
  const file = path.join(deployDir, HISTORY_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RegistryMove);
}
