/**
 * `npm run platform -- token create --remote <app> --team <name>`: a team's deploy token for one app (or the shell).
 * `npm run platform -- token list` / `token revoke <id>`.
 * On the database of DATABASE_URL (the platform's operators), else through the local store on PORT. The token's
 * secret is printed once; only its hash is kept.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/src/platform/config';
import { createDb } from '../api/src/platform/database/create-db';
import { createToken, listTokens, revokeToken } from '../api/src/releases';
import { deployer, platformClient, platformTarget, type TokenRecord } from './lib/platform-client';
import { runCommand } from './lib/run-command';

const USAGE = `usage: npm run platform -- token create --remote <shell|content|catalog|basket|account|pharmacies> --team <name>
       npm run platform -- token list
       npm run platform -- token revoke <id>`;

interface Tokens {
  create(scope: string, team: string): Promise<{ token: TokenRecord; secret: string }>;
  list(): Promise<TokenRecord[]>;
  revoke(id: string): Promise<TokenRecord | null>;
  close(): Promise<void>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function tokensOn(databaseUrl: string | undefined): Promise<Tokens> {
  if (!databaseUrl) {
    const client = platformClient(platformTarget());
    return {
      create: (scope, team) => client.createToken(scope, team),
      list: () => client.tokens(),
      revoke: (id) => client.revokeToken(id),
      close: async () => undefined,
    };
  }
  const db = await createDb({ databaseUrl, dataDir: '' });
  const record = (token: Awaited<ReturnType<typeof listTokens>>[number]): TokenRecord => ({
    ...token,
    createdAt: token.createdAt.toISOString(),
    revokedAt: iso(token.revokedAt),
    lastUsedAt: iso(token.lastUsedAt),
  });
  return {
    create: async (scope, team) => {
      const { token, secret } = await createToken(db, scope, team, deployer());
      return { token: record(token), secret };
    },
    list: async () => (await listTokens(db)).map(record),
    revoke: async (id) => {
      const token = await revokeToken(db, id);
      return token && record(token);
    },
    close: () => db.close(),
  };
}

runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { remote: { type: 'string' }, team: { type: 'string' } },
  });
  const [subject, command, id] = positionals;
  if (subject !== 'token' || !command) throw new Error(USAGE);
  const tokens = await tokensOn(loadConfig().databaseUrl);
  try {
    if (command === 'create') {
      if (!values.remote || !values.team) throw new Error(USAGE);
      const { token, secret } = await tokens.create(values.remote, values.team);
      console.log(`token ${token.id} for ${token.scope}, team «${token.team}»:\n\n  ${secret}\n`);
      console.log('Shown once: put it in the team CI as DEPLOY_TOKEN (a secret variable), beside PLATFORM_URL.');
    } else if (command === 'list') {
      for (const token of await tokens.list()) {
        const state = token.revokedAt ? `revoked ${token.revokedAt}` : `last used ${token.lastUsedAt ?? 'never'}`;
        console.log(
          `${token.id}  ${token.scope.padEnd(10)} «${token.team}»  created ${token.createdAt} by ${token.createdBy}; ${state}`,
        );
      }
    } else if (command === 'revoke' && id) {
      const token = await tokens.revoke(id);
      if (!token) throw new Error(`no token ${id}`);
      console.log(`token ${token.id} (${token.scope}, «${token.team}») revoked at ${token.revokedAt}`);
    } else throw new Error(USAGE);
  } finally {
    await tokens.close();
  }
});
