import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RemoteName, RemoteRegistry } from '@apteka/contracts';
import { findApp } from '../../scripts/lib/apps';
import { deployDist, type DeployOutcome } from '../../scripts/lib/deploy-build';
import { platformClient, platformTarget, type RolloutRequest } from '../../scripts/lib/platform-client';
import { E2E_DATA_DIR, E2E_DEPLOY_DIR, E2E_PORT } from '../playwright.config';

const ROOT = path.resolve(__dirname, '..', '..');
/** Digests of the shell's published files: its versions under shell/ and its hashed assets at the origin's top. */
export function shellFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else out[path.relative(E2E_DEPLOY_DIR, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  for (const name of fs.readdirSync(E2E_DEPLOY_DIR)) {
    const full = path.join(E2E_DEPLOY_DIR, name);
    if (name === 'remotes') continue;
    if (fs.statSync(full).isDirectory()) walk(full);
    else out[name] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

/**
 * The registry as the e2e store serves it to browsers. Asked on a connection of its own: between two reads a
 * journey may build for longer than the server keeps an idle connection open, and a kept one could be closed by the
 * server just as it is used again.
 */
export function e2eRegistry(): Promise<RemoteRegistry> {
  return new Promise((resolve, reject) => {
    http
      .get(`http://localhost:${E2E_PORT}/registry.json`, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(body) as RemoteRegistry);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The team scripts talk to the e2e store as they talk to the local one: its port, and the token of its data. */
const teamEnv = (env: Record<string, string>) => ({
  ...process.env,
  ...env,
  PORT: String(E2E_PORT),
  DATA_DIR: E2E_DATA_DIR,
});

/** Runs one of the team's npm scripts (deploy:remote, release:remote, …) against the e2e store. */
export function runTeamScript(script: string, args: string[], env: Record<string, string> = {}) {
  execFileSync('npm', ['run', script, '--', ...args], { cwd: ROOT, env: teamEnv(env), stdio: 'inherit' });
}

/** What one of the team's scripts printed (`registry -- status`), against the e2e store. */
export function teamScriptOutput(script: string, args: string[]): string {
  return execFileSync('npm', ['run', '-s', script, '--', ...args], { cwd: ROOT, env: teamEnv({}), encoding: 'utf8' });
}

/** Like runTeamScript, for a run expected to be refused: its exit code and what it printed. */
export function runRefusedTeamScript(script: string, args: string[], env: Record<string, string> = {}) {
  const run = spawnSync('npm', ['run', script, '--', ...args], { cwd: ROOT, env: teamEnv(env), encoding: 'utf8' });
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

/** The e2e store's deploy API, as the team scripts reach it (its local token). */
export const e2ePlatform = () => platformClient(platformTarget(teamEnv({})));

/**
 * Deploys a copy of a remote's last build whose browser files `alter` changed, as a team's build that differs from
 * the current one only there: published under a version of its own (`<version>-local.<digest>`), then given to a
 * canary, under the app's policy with `rollout`. Its server bundle is the current one's: the server draws its pages
 * as it draws the current version's, and only browsers run what changed. Nothing is built; the app's dist/ is only
 * read.
 */
export async function deployAlteredBuild(
  name: RemoteName,
  alter: (code: string) => string,
  options: { canary: number; rollout?: RolloutRequest; reason?: string },
): Promise<DeployOutcome> {
  const app = findApp(name);
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `altered-${name}-`));
  try {
    const dist = path.join(copy, 'dist');
    fs.cpSync(path.join(app.dir, 'dist'), dist, { recursive: true });
    let altered = 0;
    for (const file of fs.readdirSync(dist).filter((entry) => entry.endsWith('.js'))) {
      const full = path.join(dist, file);
      const code = fs.readFileSync(full, 'utf8');
      const changed = alter(code);
      if (changed === code) continue;
      altered += 1;
      fs.writeFileSync(full, changed);
      // the compressed copies the store serves to browsers that take them say the same
      if (fs.existsSync(`${full}.gz`)) fs.writeFileSync(`${full}.gz`, zlib.gzipSync(changed));
      if (fs.existsSync(`${full}.br`)) fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(changed));
    }
    if (altered === 0) throw new Error(`nothing of ${name}'s browser files was altered`);
    return await deployDist(e2ePlatform(), { ...app, dir: copy }, options);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
