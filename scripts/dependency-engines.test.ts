import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { declaredNodeRange, engineMismatches, productionDependencies } from './lib/dependency-engines';

const root = path.resolve(__dirname, '..');

describe('the engines of production dependencies', () => {
  test('every installed production dependency runs on every Node version the project declares', () => {
    const { packages, missing } = productionDependencies(root);
    expect(missing).toEqual([]);
    // The walk reaches deep into the tree: a dependency of a dependency of a workspace.
    expect(packages.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['fastify', 'sanitize-html', 'htmlparser2']),
    );
    expect(engineMismatches(packages, declaredNodeRange(root))).toEqual([]);
  });

  describe('on a tree built for the test', () => {
    let fixture: string;
    const writePackage = (dir: string, manifest: object) => {
      mkdirSync(path.join(fixture, dir), { recursive: true });
      writeFileSync(path.join(fixture, dir, 'package.json'), JSON.stringify(manifest));
    };

    beforeEach(() => {
      fixture = mkdtempSync(path.join(tmpdir(), 'engines-'));
      writePackage('.', { name: 'store', workspaces: ['app'], engines: { node: '>=20' } });
      writePackage('app', {
        name: 'app',
        dependencies: { parser: '1', anywhere: '1' },
        optionalDependencies: { 'not-for-this-platform': '1' },
        devDependencies: { 'test-runner': '1' },
      });
      writePackage('node_modules/parser', { name: 'parser', version: '2.0.0', dependencies: { entities: '8' } });
      writePackage('node_modules/parser/node_modules/entities', {
        name: 'entities',
        version: '8.0.0',
        engines: { node: '>=20.19.0' },
      });
      writePackage('node_modules/entities', { name: 'entities', version: '4.0.0', engines: { node: '>=0.12' } });
      writePackage('node_modules/anywhere', { name: 'anywhere', version: '1.0.0', engines: { node: 'any node' } });
      writePackage('node_modules/test-runner', { name: 'test-runner', version: '1.0.0', engines: { node: '>=22' } });
    });

    afterEach(() => rmSync(fixture, { recursive: true, force: true }));

    test('names the copy each package actually loads, and an engine range that cannot be read', () => {
      const { packages, missing } = productionDependencies(fixture);
      expect(missing).toEqual([]);
      expect(engineMismatches(packages, declaredNodeRange(fixture))).toEqual([
        'anywhere@1.0.0 (node_modules/anywhere) wants node any node',
        'entities@8.0.0 (node_modules/parser/node_modules/entities) wants node >=20.19.0',
      ]);
    });

    test('a required package that is not installed is reported, an optional one is not', () => {
      rmSync(path.join(fixture, 'node_modules/anywhere'), { recursive: true });
      expect(productionDependencies(fixture).missing).toEqual(['anywhere (wanted by app)']);
    });
  });
});
