import type { RemoteRegistry, RemoteRegistryEntry } from '@apteka/contracts';
import { type ReleasePosition, withdrawnVersions } from './withdrawn-versions';

const VERSIONS = ['1.0.0', '1.1.0', '1.2.0'];

function registry(content: Omit<RemoteRegistryEntry, 'versions'>, shellVersion = '1.0.0'): ReleasePosition {
  const versions = Object.fromEntries(VERSIONS.map((v) => [v, `/remotes/content/${v}/mf-manifest.json`]));
  const remotes: RemoteRegistry = {
    allowOverrides: false,
    remotes: { content: { ...content, versions } } as Partial<RemoteRegistry['remotes']> as RemoteRegistry['remotes'],
  };
  return { registry: remotes, shell: shellAt(shellVersion) };
}

/** A shell version published on the day its minor number says (1.1.0 on the first, 1.2.0 on the second). */
function shellAt(version: string): ReleasePosition['shell'] {
  const day = Number(version.split('.')[1]);
  return { version, publishedAt: new Date(Date.UTC(2026, 10, 1 + day)) };
}

describe('the versions a move withdrew', () => {
  it('a canary ended without becoming current', () => {
    const before = registry({ current: '1.0.0', canary: { version: '1.1.0', percent: 5 } });
    expect(withdrawnVersions(before, registry({ current: '1.0.0' }))).toEqual(['content@1.1.0']);
  });

  it('a canary replaced by another', () => {
    const before = registry({ current: '1.0.0', canary: { version: '1.1.0', percent: 5 } });
    const after = registry({ current: '1.0.0', canary: { version: '1.2.0', percent: 5 } });
    expect(withdrawnVersions(before, after)).toEqual(['content@1.1.0']);
  });

  it('a current version rolled back to one published before it', () => {
    expect(withdrawnVersions(registry({ current: '1.2.0' }), registry({ current: '1.1.0' }))).toEqual([
      'content@1.2.0',
    ]);
  });

  it('none when a canary is stepped up, given to everyone, or a newer version replaces the current one', () => {
    const canary = registry({ current: '1.0.0', canary: { version: '1.1.0', percent: 5 } });
    expect(
      withdrawnVersions(canary, registry({ current: '1.0.0', canary: { version: '1.1.0', percent: 25 } })),
    ).toEqual([]);
    expect(withdrawnVersions(canary, registry({ current: '1.1.0' }))).toEqual([]);
    expect(withdrawnVersions(registry({ current: '1.0.0' }), registry({ current: '1.2.0' }))).toEqual([]);
  });

  it("the shell's current version rolled back to one published before it", () => {
    const current = { current: '1.0.0' };
    expect(withdrawnVersions(registry(current, '1.2.0'), registry(current, '1.1.0'))).toEqual(['shell@1.2.0']);
  });

  it('none when a newer shell replaces the current one, or the first shell is served', () => {
    const current = { current: '1.0.0' };
    expect(withdrawnVersions(registry(current, '1.1.0'), registry(current, '1.2.0'))).toEqual([]);
    expect(withdrawnVersions({ ...registry(current), shell: null }, registry(current, '1.2.0'))).toEqual([]);
  });
});
