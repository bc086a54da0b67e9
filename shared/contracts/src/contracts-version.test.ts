import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS_VERSION, contractsCompatible } from './contracts-version';

describe('contracts version', () => {
  it('is the version of the package', () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(CONTRACTS_VERSION).toBe(manifest.version);
  });

  it('lets a shell load remotes of its own major, whichever side is a minor ahead', () => {
    expect(contractsCompatible('1.1.0', '1.0.0')).toBe(true);
    expect(contractsCompatible('1.1.0', '1.2.3')).toBe(true);
    expect(contractsCompatible('1.1.0', '1.1.0-beta.1')).toBe(true);
  });

  it('refuses another major and anything that is not a version', () => {
    expect(contractsCompatible('1.1.0', '2.0.0')).toBe(false);
    expect(contractsCompatible('2.0.0', '1.9.0')).toBe(false);
    expect(contractsCompatible('1.1.0', 'unknown')).toBe(false);
    expect(contractsCompatible('1.1.0', '')).toBe(false);
  });
});
