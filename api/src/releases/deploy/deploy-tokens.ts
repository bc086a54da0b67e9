import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../platform/database/types';
import { forbidden, invalid, rateLimited, unauthenticated } from '../../platform/errors';
import { hitLimits, type RateLimit } from '../../platform/rate-limit/rate-limits';
import { isRegistryApp, type RegistryApp } from '../registry/registry-moves';
import {
  allTokens,
  findLiveToken,
  insertToken,
  markTokenUsed,
  revokeTokenRow,
  type DeployToken,
} from './deploy-tokens-repository';

/** `apk_<id>_<secret>`: the id names the token in the registry's history, the secret proves it. */
const TOKEN_FORMAT = /^apk_([0-9a-f]{12}|local)_([A-Za-z0-9_-]{20,100})$/;

/** Wrong tokens from one address, and wrong secrets for one token id, before guessing is refused for a while. */
export const TOKEN_GUESS_LIMITS = {
  address: { bucket: 'deploy-token:address', limit: 10, windowSeconds: 15 * 60 } satisfies RateLimit,
  token: { bucket: 'deploy-token:id', limit: 20, windowSeconds: 15 * 60 } satisfies RateLimit,
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Who acts with a token: a team, for one app; the local store's own token may move every app. */
export interface TokenHolder {
  tokenId: string | null;
  team: string | null;
  /** null: every app (the local store's token, never in production) */
  scope: RegistryApp | null;
}

export async function createToken(
  db: Db,
  scope: string,
  team: string,
  createdBy: string,
): Promise<{ token: DeployToken; secret: string }> {
  if (!isRegistryApp(scope)) {
    throw invalid(
      'token_scope',
      `Токен выдаётся для shell, content, catalog, basket, account или pharmacies, а не «${scope}».`,
    );
  }
  const name = team.trim();
  if (name.length === 0 || name.length > 100) throw invalid('token_team', 'Укажите команду: от 1 до 100 символов.');
  const id = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const token = await insertToken(db, { id, scope, team: name, secretSha256: sha256(secret), createdBy });
  return { token, secret: `apk_${id}_${secret}` };
}

export const revokeToken = (db: Db, id: string) => revokeTokenRow(db, id);
export const listTokens = (db: Db) => allTokens(db);

/**
 * The token of the local store (APP_ENV=local only): `npm start` and the team scripts publish with it on the
 * developer's own machine, where whoever reads the data folder may do anything anyway.
 */
export const localDeployToken = (sessionSecret: string) =>
  `apk_local_${createHmac('sha256', sessionSecret).update('local-deploy').digest('base64url')}`;

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export interface TokenCheck {
  db: Db;
  /** the Authorization header as sent */
  authorization: string | undefined;
  /** the client's address, as the proxy names it */
  address: string;
  /** the local store's token, accepted only outside production */
  localToken: string | null;
}

const tooManyGuesses = (seconds: number) =>
  rateLimited('token_guessing', 'Слишком много неверных токенов с этого адреса. Попробуйте позже.', seconds);

/**
 * The holder of a bearer token, or a refusal: 401 for a missing, unknown, revoked or wrong token, 429 once an
 * address (or a token id) has guessed wrong too often. The counts live in the database, so guessing is limited
 * across every instance. They count wrong tokens only: a right one is accepted whatever its address's count, since
 * an address is shared (a NAT, a CI runner) and a guesser beside a team must not lock the team out. Guessing gains
 * nothing by it: a secret is 256 random bits, compared in constant time, and every wrong one is still refused.
 */
export async function tokenHolder({ db, authorization, address, localToken }: TokenCheck): Promise<TokenHolder> {
  const presented = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const match = TOKEN_FORMAT.exec(presented);
  const id = match?.[1];
  let holder: TokenHolder | null = null;
  if (id === 'local') {
    if (localToken && sameSecret(presented, localToken)) holder = { tokenId: null, team: null, scope: null };
  } else if (id && match) {
    const found = await findLiveToken(db, id);
    if (found && sameSecret(sha256(match[2]!), found.secretSha256)) {
      holder = { tokenId: found.token.id, team: found.token.team, scope: found.token.scope };
      await markTokenUsed(db, found.token.id);
    }
  }
  if (holder) return holder;
  const hits = [
    { limit: TOKEN_GUESS_LIMITS.address, key: address },
    ...(id && id !== 'local' ? [{ limit: TOKEN_GUESS_LIMITS.token, key: id }] : []),
  ];
  const outcome = await hitLimits(db, hits);
  if (!outcome.allowed) throw tooManyGuesses(outcome.retryAfterSeconds);
  throw unauthenticated(
    'deploy_token',
    presented
      ? 'Токен развёртывания неверен или отозван.'
      : 'Нужен токен развёртывания: заголовок Authorization: Bearer apk_….',
  );
}

/** A team's token moves its own app only (`app` as the address names it, checked before the address is validated). */
export function assertScope(holder: TokenHolder, app: string) {
  if (holder.scope !== null && holder.scope !== app) {
    throw forbidden(
      'token_scope',
      `Токен команды «${holder.team ?? '—'}» выдан для ${holder.scope} и не может публиковать или двигать ${app}.`,
    );
  }
}
