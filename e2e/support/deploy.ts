import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRegistry } from '@apteka/contracts';
import { E2E_DEPLOY_DIR } from '../playwright.config';

const ROOT = path.resolve(__dirname, '..', '..');
/** What the registry's moves leave beside the shell's files: neither is a file of the shell. */
const REGISTRY_FILES = new Set(['registry.json', 'registry-history.jsonl', 'registry.lock']);

/** Digests of the shell's published files (everything outside remotes/ and the registry). */
export function shellFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(E2E_DEPLOY_DIR)) {
    const full = path.join(E2E_DEPLOY_DIR, name);
    if (name === 'remotes' || REGISTRY_FILES.has(name) || fs.statSync(full).isDirectory()) continue;
    out[name] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

export function e2eRegistry(): RemoteRegistry {
  return JSON.parse(fs.readFileSync(path.join(E2E_DEPLOY_DIR, 'registry.json'), 'utf8')) as RemoteRegistry;
}

/** Runs one of the team's npm scripts (deploy:remote, release:remote, …) against the e2e store's deploy folder. */
export function runTeamScript(script: string, args: string[], env: Record<string, string> = {}) {
  execFileSync('npm', ['run', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, DEPLOY_DIR: E2E_DEPLOY_DIR },
    stdio: 'inherit',
  });
}

/** Like runTeamScript, for a run expected to be refused: its exit code and what it printed. */
export function runRefusedTeamScript(script: string, args: string[], env: Record<string, string> = {}) {
  const run = spawnSync('npm', ['run', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, DEPLOY_DIR: E2E_DEPLOY_DIR },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const CONTRACTS_PACKAGE = path.join(ROOT, 'shared', 'contracts', 'package.json');

export function contractsVersion(): string {
  return (JSON.parse(fs.readFileSync(CONTRACTS_PACKAGE, 'utf8')) as { version: string }).version;
}

/**
 * Runs `build` with @apteka/contracts declaring another version, as a remote team's checkout of an earlier or later
 * contracts release would: the build records it and offers it to the federation's version negotiation. The
 * package file is put back afterwards whatever happens.
 */
export function withContractsVersion<T>(version: string, build: () => T): T {
  const original = fs.readFileSync(CONTRACTS_PACKAGE, 'utf8');
  fs.writeFileSync(CONTRACTS_PACKAGE, original.replace(/"version": "[^"]+"/, `"version": "${version}"`));
  try {
    return build();
  } finally {
    fs.writeFileSync(CONTRACTS_PACKAGE, original);
  }
}
