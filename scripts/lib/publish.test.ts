import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACTS_VERSION } from '@apteka/contracts';
import type { AppInfo } from './apps';
import { moveRegistry, publishRemote, readRegistry } from './publish';
import { HISTORY_FILE, readHistory } from './registry-history';
import { releaseCanary, rollBack } from './registry-moves';
import { formatStatus } from './registry-status';

let work: string;
let deployDir: string;
let catalog: AppInfo;

/** A build of the catalog remote as webpack leaves it: build info, manifest and a chunk. */
function build(
  version: string,
  {
    contracts = CONTRACTS_VERSION,
    exposes = ['app', 'search-box', 'category-menu'],
    shared = undefined as Record<string, string> | undefined,
  } = {},
) {
  const dist = path.join(catalog.dir, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'build-info.json'),
    JSON.stringify({ name: 'catalog', version, contracts, ...(shared ? { shared } : {}) }),
  );
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ exposes: exposes.map((name) => ({ name, path: `./${name}` })) }),
  );
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* catalog ${version} */`);
}

const deploy = (version: string, canaryPercent?: number, options: Parameters<typeof build>[1] = {}) => {
  build(version, options);
  return publishRemote(catalog, deployDir, { canaryPercent });
};
const entry = () => readRegistry(deployDir).remotes.catalog;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
  deployDir = path.join(work, 'deploy');
  catalog = { name: 'catalog', dir: path.join(work, 'mfe-catalog'), role: 'remote' };
  fs.mkdirSync(deployDir, { recursive: true });
  fs.writeFileSync(
    path.join(deployDir, 'build-info.json'),
    JSON.stringify({ name: 'shell', version: '1.0.0', contracts: CONTRACTS_VERSION }),
  );
  process.env.DEPLOY_BY = 'catalog-team';
});

afterEach(() => {
  fs.rmSync(work, { recursive: true, force: true });
  delete process.env.DEPLOY_BY;
});

describe('deploy, canary, release and rollback of one remote', () => {
  it('makes a deployed version current, or gives it to a share of browsers first, and records who did it', () => {
    deploy('1.0.0');
    expect(entry()).toEqual({ current: '1.0.0', versions: { '1.0.0': '/remotes/catalog/1.0.0/mf-manifest.json' } });

    const result = deploy('1.1.0', 10);
    expect(result.move).toMatchObject({ action: 'canary', from: '1.0.0', to: '1.0.0' });
    expect(entry().current).toBe('1.0.0');
    expect(entry().canary).toEqual({ version: '1.1.0', percent: 10 });
    expect(fs.readFileSync(path.join(deployDir, 'remotes/catalog/1.1.0/remoteEntry.js'), 'utf8')).toContain('1.1.0');

    // the share grows without a new build: the same files, already published
    expect(deploy('1.1.0', 50).alreadyPublished).toBe(true);
    expect(entry().canary).toEqual({ version: '1.1.0', percent: 50 });

    moveRegistry(deployDir, (registry) => releaseCanary(registry, 'catalog'));
    expect(entry().current).toBe('1.1.0');
    expect(entry().canary).toBeUndefined();

    expect(readHistory(deployDir).map(({ action, from, to, by }) => [action, from, to, by])).toEqual([
      ['deploy', null, '1.0.0', 'catalog-team'],
      ['canary', '1.0.0', '1.0.0', 'catalog-team'],
      ['canary', '1.0.0', '1.0.0', 'catalog-team'],
      ['release', '1.0.0', '1.1.0', 'catalog-team'],
    ]);
  });

  it('rolls back one step at a time, to a named version, or ends a running canary', () => {
    deploy('1.0.0');
    deploy('1.1.0');
    deploy('1.2.0');
    moveRegistry(deployDir, (registry) => rollBack(registry, 'catalog'));
    expect(entry().current).toBe('1.1.0');
    moveRegistry(deployDir, (registry) => rollBack(registry, 'catalog'));
    expect(entry().current).toBe('1.0.0');
    expect(() => moveRegistry(deployDir, (registry) => rollBack(registry, 'catalog'))).toThrow(/first version/);

    moveRegistry(deployDir, (registry) => rollBack(registry, 'catalog', '1.2.0'));
    expect(entry().current).toBe('1.2.0');
    expect(() => moveRegistry(deployDir, (registry) => rollBack(registry, 'catalog', '9.9.9'))).toThrow(
      /9\.9\.9 is not published/,
    );

    deploy('1.3.0', 5);
    moveRegistry(deployDir, (registry) => rollBack(registry, 'catalog'));
    expect(entry()).toMatchObject({ current: '1.2.0' });
    expect(entry().canary).toBeUndefined();
    // every published version stays where it was, for pages that already loaded it
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) {
      expect(fs.existsSync(path.join(deployDir, `remotes/catalog/${version}/remoteEntry.js`))).toBe(true);
    }
  });

  it('refuses a canary share outside 0–100 and a canary of the current version, moving nothing', () => {
    deploy('1.0.0');
    const before = fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8');
    expect(() => deploy('1.1.0', 140)).toThrow(/from 0 to 100/);
    expect(() => deploy('1.0.0', 10)).toThrow(/already the current version/);
    expect(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8')).toBe(before);
    expect(readHistory(deployDir)).toHaveLength(1);
  });
});

describe('contracts between the shell and a remote', () => {
  it('accepts a remote built against the previous minor version of the contracts', () => {
    const [major, minor] = CONTRACTS_VERSION.split('.').map(Number) as [number, number];
    expect(() => deploy('1.0.0', undefined, { contracts: `${major}.${Math.max(0, minor - 1)}.0` })).not.toThrow();
    expect(entry().current).toBe('1.0.0');
  });

  it('refuses a remote of another major version, naming both versions, and publishes nothing', () => {
    const [major] = CONTRACTS_VERSION.split('.').map(Number) as [number];
    const theirs = `${major + 1}.0.0`;
    expect(() => deploy('2.0.0', undefined, { contracts: theirs })).toThrow(
      new RegExp(`${theirs.replace(/\./g, '\\.')}.*${CONTRACTS_VERSION.replace(/\./g, '\\.')}`),
    );
    expect(fs.existsSync(path.join(deployDir, 'remotes/catalog/2.0.0'))).toBe(false);
    expect(fs.existsSync(path.join(deployDir, 'registry.json'))).toBe(false);
    expect(fs.existsSync(path.join(deployDir, HISTORY_FILE))).toBe(false);
  });

  it("refuses a remote built with a newer minor of a shared package than the shell's, which the page would load", () => {
    fs.writeFileSync(
      path.join(deployDir, 'build-info.json'),
      JSON.stringify({
        name: 'shell',
        version: '1.0.0',
        contracts: CONTRACTS_VERSION,
        shared: { '@apteka/ui': '1.1.0', '@apteka/api-client': '1.1.0' },
      }),
    );
    // the same or an older minor: everything it uses is in the shell's copy
    expect(() =>
      deploy('1.0.0', undefined, { shared: { '@apteka/ui': '1.0.3', '@apteka/api-client': '1.1.0' } }),
    ).not.toThrow();
    expect(() =>
      deploy('1.1.0', undefined, { shared: { '@apteka/ui': '1.2.0', '@apteka/api-client': '1.1.0' } }),
    ).toThrow(/@apteka\/ui 1\.2\.0 \(the shell has 1\.1\.0\)/);
    expect(fs.existsSync(path.join(deployDir, 'remotes/catalog/1.1.0'))).toBe(false);
    expect(entry().current).toBe('1.0.0');
  });

  it('refuses a remote that does not expose a parcel the contracts name for it', () => {
    expect(() => deploy('1.0.0', undefined, { exposes: ['app', 'search-box'] })).toThrow(/catalog\/category-menu/);
  });
});

describe('registry status', () => {
  it('shows current, canary and share, what to roll back to, failures per version and the last moves', () => {
    deploy('1.0.0');
    deploy('1.1.0');
    deploy('1.2.0', 25);
    const text = formatStatus(readRegistry(deployDir), readHistory(deployDir), [
      { remote: 'catalog', version: '1.2.0', failures: 3, lastMessage: 'ChunkLoadError' },
    ]);
    const catalogPart = text.slice(text.indexOf('catalog\n'), text.indexOf('basket'));
    expect(catalogPart).toContain('current:      1.1.0');
    expect(catalogPart).toContain('canary:       1.2.0 for 25 % of browsers');
    expect(catalogPart).toContain('roll back to: 1.0.0');
    expect(catalogPart).toContain('1.2.0: 3 (last: ChunkLoadError)');
    expect(catalogPart).toMatch(/catalog-team canary: 1\.1\.0 -> 1\.1\.0 \(canary 1\.2\.0 for 25 %\)/);
    expect(text).toContain('content: not deployed');
    expect(formatStatus(readRegistry(deployDir), [], null)).toContain('unknown (the store did not answer)');
  });
});
