/**
 * The lint rules that keep the API's module layout, each shown firing on a fixture and staying quiet on the
 * allowed form beside it. The fixtures are linted as if they sat at the given paths; no file is written.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..', '..', '..');
// Handed over as an object: ESLint's own loading of the file uses a dynamic import that jest's sandbox refuses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(ROOT, 'eslint.config.js')) as ESLint.Options['overrideConfig'];
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'api/src', file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

jest.setTimeout(60_000);

describe('API architecture lint rules', () => {
  it('a route that imports the database layer or a repository, or runs SQL, is refused', async () => {
    const messages = await ruleIds(
      'modules/orders/fixture-routes.ts',
      `import type { Db } from '../../platform/database/types';
import { findOrderRow } from './orders-repository';
export async function handler(db: Db) {
  await db.transaction(async () => undefined);
  return [await db.query('SELECT 1'), await findOrderRow(db, 1)];
}
`,
    );
    expect(messages).toEqual([
      "api/thin-routes: Routes never import the database layer ('../../platform/database/types'): call a function of the module.",
      "api/thin-routes: Routes never import a repository ('./orders-repository'): call a function of the module.",
      'api/sql-in-repositories: A route handler calls one function of its module; that function owns the transaction.',
      'api/sql-in-repositories: SQL belongs in a *-repository.ts of the module: call a repository function instead of .query().',
    ]);
  });

  it('SQL in a service is refused; in a repository it is where it belongs', async () => {
    const code = `import type { Queryable } from '../../platform/database/types';
export const count = (db: Queryable) => db.query('SELECT count(*) FROM orders');
`;
    expect(await ruleIds('modules/orders/fixture-service.ts', code)).toEqual([
      'api/sql-in-repositories: SQL belongs in a *-repository.ts of the module: call a repository function instead of .query().',
    ]);
    expect(await ruleIds('modules/orders/fixture-repository.ts', code)).toEqual([]);
  });

  it("a module reaching into another module's internals is refused; its index is the way in", async () => {
    expect(
      await ruleIds(
        'modules/orders/fixture.ts',
        `import { buildCart } from '../basket/cart-view';\nexport const build = buildCart;\n`,
      ),
    ).toEqual([
      "api/module-boundaries: '../basket/cart-view' reaches into the basket module's internals: import what it exports from '../basket' (its index.ts).",
    ]);
    expect(
      await ruleIds(
        'modules/orders/fixture.ts',
        `import { buildCart } from '../basket';\nexport const build = buildCart;\n`,
      ),
    ).toEqual([]);
  });

  it('the platform imports no module, and neither imports the seed or the dev tools', async () => {
    expect(
      await ruleIds(
        'platform/fixture.ts',
        `import { basketModule } from '../modules/basket';\nexport const m = basketModule;\n`,
      ),
    ).toEqual(['api/module-boundaries: The platform has no business rule: it must not import the basket module.']);
    expect(
      await ruleIds('modules/catalog/fixture.ts', `import { seed } from '../../seed';\nexport const s = seed;\n`),
    ).toEqual([
      "api/module-boundaries: '../../seed' is a seed or dev-only tool: modules and the platform never import seed/.",
    ]);
  });

  it('domain code does not speak HTTP or read the environment', async () => {
    expect(
      await ruleIds(
        'modules/basket/fixture.ts',
        `import type { FastifyRequest } from 'fastify';\nexport const region = (r: FastifyRequest) => [r.id, process.env.REGION];\n`,
      ),
    ).toEqual([
      "api/domain-without-http: 'fastify' is HTTP: domain code takes plain values (a SessionAccess for the session) and throws domain errors.",
      "no-restricted-properties: 'process.env' is restricted from being used. Read configuration through loadConfig() in platform/config.ts.",
    ]);
  });

  it('the delivery platform is reached only through its door, and reaches no business module', async () => {
    expect(
      await ruleIds(
        'platform/http/fixture.ts',
        `import { readApps } from '../../releases/registry/registry-repository';\nexport const r = readApps;\n`,
      ),
    ).toEqual([
      "api/releases-door: '../../releases/registry/registry-repository' reaches into the delivery platform's internals: import what it exports from '../../releases'.",
    ]);
    expect(
      await ruleIds(
        'platform/http/fixture.ts',
        `import { readApps } from '../../releases';\nexport const r = readApps;\n`,
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'releases/registry/fixture.ts',
        `import { basketModule } from '../../modules/basket';\nexport const m = basketModule;\n`,
      ),
    ).toEqual(['api/releases-door: The delivery platform has no business rule: it must not import the basket module.']);
  });

  it('the API as it stands passes every one of these rules', async () => {
    const results = await eslint.lintFiles(['api/src/**/*.ts']);
    const problems = results.flatMap((result) =>
      result.messages.map((message) => `${path.relative(ROOT, result.filePath)}: ${message.ruleId}`),
    );
    expect(problems).toEqual([]);
  });
});
