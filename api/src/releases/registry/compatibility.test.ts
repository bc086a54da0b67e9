import { CONTRACTS_VERSION } from '@apteka/contracts';
import type { DomainError } from '../../platform/errors';
import {
  assertParcelsExposed,
  assertRemoteFitsShell,
  assertShellFitsRemotes,
  sharedPackagesAhead,
} from './compatibility';
import type { BuildInfo } from './registry-repository';

const [major, minor] = CONTRACTS_VERSION.split('.').map(Number) as [number, number];
const shell = { name: 'shell', version: '1.0.0', contracts: CONTRACTS_VERSION };

const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
};

describe('a remote against the shell it will be loaded by', () => {
  test('a remote built against the same major, a minor behind, fits', () => {
    const info = { name: 'catalog', version: '1.0.0', contracts: `${major}.${Math.max(0, minor - 1)}.0` };
    expect(() => assertRemoteFitsShell('catalog@1.0.0', info, shell)).not.toThrow();
  });

  test('a remote of another major is refused, naming both versions', () => {
    const theirs = `${major + 1}.0.0`;
    const error = refusal(() =>
      assertRemoteFitsShell('catalog@2.0.0', { name: 'catalog', version: '2.0.0', contracts: theirs }, shell),
    );
    expect(error.code).toBe('contracts_mismatch');
    expect(error.message).toContain(theirs);
    expect(error.message).toContain(CONTRACTS_VERSION);
  });

  test('a build that does not say which contracts it was built against is refused, even before any shell', () => {
    expect(
      refusal(() => assertRemoteFitsShell('catalog@1.0.0', { name: 'catalog', version: '1.0.0' }, null)).code,
    ).toBe('contracts_unknown');
  });

  test("a newer minor of a shared package than the shell's copy is refused: the page loads the shell's", () => {
    const withShared = { ...shell, shared: { '@apteka/ui': '1.1.0', '@apteka/api-client': '1.1.0' } };
    const build = (ui: string) => ({
      name: 'catalog',
      version: '1.0.0',
      contracts: CONTRACTS_VERSION,
      shared: { '@apteka/ui': ui, '@apteka/api-client': '1.1.0' },
    });
    expect(() => assertRemoteFitsShell('catalog@1.0.0', build('1.0.3'), withShared)).not.toThrow();
    const error = refusal(() => assertRemoteFitsShell('catalog@1.1.0', build('1.2.0'), withShared));
    expect(error.code).toBe('shared_ahead');
    expect(error.message).toContain('@apteka/ui 1.2.0 (у оболочки 1.1.0)');
    expect(sharedPackagesAhead({ '@apteka/ui': '1.1.0' }, { '@apteka/ui': '2.0.0', other: '9.9.9' })).toHaveLength(1);
  });

  test('build info recorded before uploads were checked (numbers for versions) is refused, never thrown as a TypeError', () => {
    const recorded = (fields: object) => ({ name: 'catalog', version: '1.0.0', ...fields }) as BuildInfo;
    expect(refusal(() => assertRemoteFitsShell('catalog@1.0.0', recorded({ contracts: 7 }), shell)).code).toBe(
      'contracts_unknown',
    );
    expect(
      refusal(() =>
        assertRemoteFitsShell('catalog@1.0.0', recorded({ contracts: CONTRACTS_VERSION }), recorded({ contracts: 1 })),
      ).code,
    ).toBe('contracts_mismatch');
    const withShared = (ui: unknown) => recorded({ contracts: CONTRACTS_VERSION, shared: { '@apteka/ui': ui } });
    expect(refusal(() => assertRemoteFitsShell('catalog@1.0.0', withShared('1.0.0'), withShared(5))).code).toBe(
      'shared_ahead',
    );
    expect(refusal(() => assertRemoteFitsShell('catalog@1.0.0', withShared(5), withShared('1.0.0'))).code).toBe(
      'shared_ahead',
    );
  });

  test('a remote that does not expose a parcel the contracts name for it is refused', () => {
    const error = refusal(() =>
      assertParcelsExposed('catalog', 'catalog@1.0.0', { exposes: [{ name: 'app' }, { name: 'search-box' }] }),
    );
    expect(error.code).toBe('parcel_missing');
    expect(error.message).toContain('catalog/category-menu');
    expect(() => assertParcelsExposed('content', 'content@1.0.0', { exposes: [{ name: 'app' }] })).not.toThrow();
  });
});

describe('a shell against the remotes browsers load now', () => {
  const remote = (label: string, contracts: string, ui: string) => ({
    label,
    info: { name: label.split('@')[0]!, version: '1.0.0', contracts, shared: { '@apteka/ui': ui } },
  });
  const newShell = { ...shell, shared: { '@apteka/ui': '1.1.0' } };

  test('a shell that loads every remote version goes out; so does one with no remote loaded yet', () => {
    const live = [
      remote('catalog@1.0.0', CONTRACTS_VERSION, '1.1.0'),
      remote('basket@1.0.0', CONTRACTS_VERSION, '1.0.0'),
    ];
    expect(() => assertShellFitsRemotes('shell@2.0.0', newShell, live)).not.toThrow();
    expect(() => assertShellFitsRemotes('shell@2.0.0', newShell, [])).not.toThrow();
  });

  test('a shell that would not load some of them is refused, naming each, with the code of the first', () => {
    const live = [
      remote('basket@1.0.0', CONTRACTS_VERSION, '1.0.0'),
      remote('catalog@1.2.0 (канарейка на 5 %)', CONTRACTS_VERSION, '1.2.0'),
      remote('content@3.0.0', `${major + 1}.0.0`, '1.0.0'),
    ];
    const error = refusal(() => assertShellFitsRemotes('shell@2.0.0', newShell, live));
    expect(error).toMatchObject({ kind: 'unprocessable', code: 'shared_ahead' });
    expect(error.message).toMatch(/^Оболочка shell@2\.0\.0 не загрузит/);
    expect(error.message).toContain('catalog@1.2.0 (канарейка на 5 %) собран с @apteka/ui 1.2.0 (у оболочки 1.1.0)');
    expect(error.message).toContain(`content@3.0.0 собран с @apteka/contracts ${major + 1}.0.0`);
    expect(error.message).not.toContain('basket');
  });
});
