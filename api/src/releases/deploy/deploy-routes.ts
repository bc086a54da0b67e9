import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database/types';
import { invalid } from '../../platform/errors';
import { errorResponses } from '../../platform/http/error-responses';
import type { BuildOrigin } from '../origin/build-origin';
import { ARCHIVE_LIMITS, readBuildArchive } from './build-archive';
import { assertScope, createToken, listTokens, revokeToken, tokenHolder, type TokenHolder } from './deploy-tokens';
import type { DeployToken } from './deploy-tokens-repository';
import { forbidden, notFound } from '../../platform/errors';
import { registryReport } from '../registry/registry-report';
import { AppHealthSchema, appHealthJson } from '../health/health-schema';
import { rolloutRoutes } from '../rollout/rollout-routes';
import { previewRoutes } from '../preview/preview-routes';
import {
  RolloutReportSchema,
  RolloutRequestSchema,
  RolloutSchema,
  rolloutJson,
  rolloutReportJson,
} from '../rollout/rollout-schema';
import { moveUnderPolicy } from '../rollout/rollouts';
import { VERSION_PATTERN } from '../origin/origin-keys';
import { publishBuild } from './publish-build';
import { REGISTRY_APPS, type MoveRequest } from '../registry/registry-moves';
import { recentMoves, type Actor } from '../registry/registry-repository';

export interface DeployRoutesOptions {
  db: Db;
  origin: BuildOrigin;
  /** the local store's own token (never in production) */
  localToken: string | null;
  /** waits until this instance serves a move it just made: its caller reads its own write */
  followMove: () => Promise<void>;
  /** preview links: the API's secret they are signed from, and the store's address they open */
  previews: { secret: string; publicUrl: string };
}

const AppParam = Type.Union(
  REGISTRY_APPS.map((app) => Type.Literal(app)),
  { description: 'shell, content, catalog, basket, account or pharmacies' },
);

const CanarySchema = Type.Union([Type.Null(), Type.Object({ version: Type.String(), percent: Type.Number() })]);

const PositionSchema = Type.Object({
  app: Type.String(),
  current: Type.Union([Type.String(), Type.Null()]),
  canary: CanarySchema,
  revision: Type.Integer({ description: 'moves are made against it: a move against a stale revision is refused' }),
});

const MoveSchema = Type.Object({
  id: Type.Integer(),
  app: Type.String(),
  action: Type.String(),
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.String(),
  canary: CanarySchema,
  revision: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  by: Type.String(),
  team: Type.Union([Type.String(), Type.Null()]),
  tokenId: Type.Union([Type.String(), Type.Null()]),
  ciRunUrl: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
});

const StaleMoveSchema = Type.Object({
  error: Type.String(),
  message: Type.String(),
  current: Type.Optional(PositionSchema),
});

const MoveBodySchema = Type.Object(
  {
    action: Type.Union([
      Type.Literal('deploy'),
      Type.Literal('canary'),
      Type.Literal('release'),
      Type.Literal('rollback'),
    ]),
    version: Type.Optional(Type.String({ pattern: VERSION_PATTERN })),
    percent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    expectedRevision: Type.Integer({ minimum: 0, maximum: 2_000_000_000 }),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
    rollout: Type.Optional(RolloutRequestSchema),
  },
  { additionalProperties: false },
);

const DeployHeadersSchema = Type.Object({
  'x-deploy-by': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  'x-ci-run-url': Type.Optional(Type.String({ maxLength: 500 })),
});

const BEARER = [{ deployToken: [] }];

/** The content types of an upload: a tar archive, gzipped or not. */
const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/x-tar', 'application/octet-stream'];

/** A move or a token request says what it does in a few hundred bytes. */
const JSON_BODY_LIMIT = 16 * 1024;

const TokenSchema = Type.Object({
  id: Type.String(),
  scope: Type.String(),
  team: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.String(),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const tokenJson = (token: DeployToken) => ({
  ...token,
  createdAt: token.createdAt.toISOString(),
  revokedAt: token.revokedAt?.toISOString() ?? null,
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
});

/** Tokens are the platform's to give: only a holder of every app (the local store's token) manages them here. */
function assertPlatform(holder: TokenHolder) {
  if (holder.scope !== null) {
    throw forbidden('token_scope', 'Токенами управляет платформа: DATABASE_URL и npm run platform -- token ….');
  }
}

function moveRequestOf(body: Static<typeof MoveBodySchema>): MoveRequest {
  const needsVersion = (action: string) => invalid('move_version', `Для действия ${action} укажите версию (version).`);
  switch (body.action) {
    case 'deploy':
      if (!body.version) throw needsVersion('deploy');
      return { action: 'deploy', version: body.version };
    case 'canary':
      if (!body.version) throw needsVersion('canary');
      if (body.percent === undefined) throw invalid('move_percent', 'Для канарейки укажите долю браузеров (percent).');
      return { action: 'canary', version: body.version, percent: body.percent };
    case 'release':
      return { action: 'release' };
    case 'rollback':
      return body.version ? { action: 'rollback', version: body.version } : { action: 'rollback' };
  }
}

function actorOf(request: FastifyRequest, holder: TokenHolder): Actor {
  const headers = request.headers as Static<typeof DeployHeadersSchema>;
  const ciRunUrl = headers['x-ci-run-url'] ?? null;
  if (ciRunUrl !== null && !/^https?:\/\/[^\s]+$/.test(ciRunUrl)) {
    throw invalid('ci_run_url', 'X-CI-Run-Url — адрес запуска CI, http(s)://…');
  }
  return {
    by: headers['x-deploy-by'] ?? holder.team ?? 'local',
    team: holder.team,
    tokenId: holder.tokenId,
    ciRunUrl,
  };
}

const moveJson = (move: Awaited<ReturnType<typeof recentMoves>>[number]) => ({ ...move, at: move.at.toISOString() });

/**
 * The deploy API of the product teams' pipelines: upload a build (immutable, idempotent), move the registry
 * (against the revision read, so two pipelines never overwrite each other unseen), read the registry and its
 * history. Every call carries a team's token; a token moves its own app only. Bearer tokens, not cookies: the
 * browser's CSRF check does not apply.
 */
export const deployRoutes: FastifyPluginAsyncTypebox<DeployRoutesOptions> = async (
  app,
  { db, origin, localToken, followMove, previews },
) => {
  // Every call is checked on its headers, before its body is read: a stranger, or another team, cannot make an
  // instance read an archive it would refuse anyway.
  const holders = new WeakMap<FastifyRequest, TokenHolder>();
  app.addHook('onRequest', async (request) => {
    const holder = await tokenHolder({
      db,
      authorization: request.headers.authorization,
      address: request.ip,
      localToken,
    });
    holders.set(request, holder);
  });
  const holderOf = (request: FastifyRequest) => {
    const holder = holders.get(request);
    if (!holder) throw new Error('a deploy route ran without the token check of its onRequest hook');
    return holder;
  };
  /** For the routes that change one app (the :app of their address): its team's token, or the platform's. */
  const ownAppOnly = async (request: FastifyRequest, _reply: FastifyReply) => {
    assertScope(holderOf(request), (request.params as { app?: string }).app ?? '');
  };
  const platformOnly = async (request: FastifyRequest, _reply: FastifyReply) => {
    assertPlatform(holderOf(request));
  };

  app.get(
    '/platform/registry',
    {
      schema: {
        tags: ['platform'],
        summary: "Every app's current version, canary, revision, published versions and last moves",
        security: BEARER,
        response: {
          200: Type.Array(
            Type.Intersect([
              PositionSchema,
              Type.Object({
                versions: Type.Array(Type.String()),
                moves: Type.Array(MoveSchema),
                failures: Type.Array(
                  Type.Object({ version: Type.String(), failures: Type.Integer(), lastMessage: Type.String() }),
                  { description: "loads of the app that failed in shoppers' browsers in the last hour, per version" },
                ),
                speed: Type.Array(
                  Type.Object({
                    version: Type.String(),
                    pageType: Type.Union([Type.String(), Type.Null()]),
                    metric: Type.String(),
                    p75: Type.Number(),
                    samples: Type.Integer(),
                  }),
                  {
                    description: "real users' speed in the last 24 hours, per version (all pages, then per page type)",
                  },
                ),
                health: AppHealthSchema,
                rollout: RolloutReportSchema,
              }),
            ]),
          ),
          ...errorResponses(401, 429),
        },
      },
    },
    async () => {
      return (await registryReport(db)).map((entry) => ({
        ...entry,
        moves: entry.moves.map(moveJson),
        health: appHealthJson(entry.health),
        rollout: rolloutReportJson(entry.rollout),
      }));
    },
  );

  // the upload alone takes an archive, and up to 200 MB of it: its own parsers, and no JSON
  const uploadRoute: FastifyPluginAsyncTypebox = async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      ARCHIVE_TYPES,
      { parseAs: 'buffer', bodyLimit: ARCHIVE_LIMITS.unpackedBytes },
      (_request, body, done) => done(null, body),
    );
    uploads.put(
      '/platform/apps/:app/versions/:version',
      {
        bodyLimit: ARCHIVE_LIMITS.unpackedBytes,
        config: { csrf: false },
        onRequest: ownAppOnly,
        schema: {
          tags: ['platform'],
          summary: "Publish a build: its dist folder as a tar or tar.gz (`tar czf - -C dist .`), the team's own app",
          security: BEARER,
          params: Type.Object({ app: AppParam, version: Type.String({ pattern: VERSION_PATTERN }) }),
          headers: DeployHeadersSchema,
          response: {
            200: Type.Object({
              app: Type.String(),
              version: Type.String(),
              alreadyPublished: Type.Boolean(),
              files: Type.Integer(),
              serverBundleSha384: Type.Union([Type.String(), Type.Null()]),
              move: Type.Union([MoveSchema, Type.Null()]),
            }),
            ...errorResponses(400, 401, 403, 409, 413, 415, 422, 429),
          },
        },
      },
      async (request) => {
        const holder = holderOf(request);
        const { app: name, version } = request.params;
        if (!Buffer.isBuffer(request.body)) {
          throw invalid(
            'malformed_build',
            'Тело запроса — архив сборки (tar или tar.gz), Content-Type: application/gzip.',
          );
        }
        const files = await readBuildArchive(request.body);
        const outcome = await publishBuild({ db, origin }, name, version, files, actorOf(request, holder));
        if (outcome.move) await followMove();
        request.log.info(
          { app: name, version, team: holder.team, tokenId: holder.tokenId, already: outcome.alreadyPublished },
          'build published',
        );
        return { ...outcome, move: outcome.move ? moveJson(outcome.move) : null };
      },
    );
  };
  await app.register(uploadRoute);

  app.post(
    '/platform/apps/:app/moves',
    {
      bodyLimit: JSON_BODY_LIMIT,
      config: { csrf: false },
      onRequest: ownAppOnly,
      schema: {
        tags: ['platform'],
        summary: 'Move the registry: deploy a version to everyone, start a canary, release it, or roll back',
        security: BEARER,
        params: Type.Object({ app: AppParam }),
        headers: DeployHeadersSchema,
        body: MoveBodySchema,
        response: {
          200: Type.Object({
            move: MoveSchema,
            position: PositionSchema,
            rollout: Type.Union([RolloutSchema, Type.Null()]),
          }),
          409: StaleMoveSchema,
          ...errorResponses(400, 401, 403, 413, 415, 422, 429),
        },
      },
    },
    async (request) => {
      const holder = holderOf(request);
      const { app: name } = request.params;
      const { move, position, rollout } = await moveUnderPolicy(
        db,
        name,
        moveRequestOf(request.body),
        request.body.expectedRevision,
        actorOf(request, holder),
        request.body.reason ?? null,
        request.body.rollout,
      );
      request.log.info({ move: { ...move, at: undefined } }, 'registry moved');
      await followMove();
      return {
        move: moveJson(move),
        position: {
          app: position.app,
          current: position.current,
          canary: position.canary,
          revision: position.revision,
        },
        rollout: rollout && rolloutJson(rollout),
      };
    },
  );

  await app.register(previewRoutes, { db, ownAppOnly, ...previews });

  await app.register(rolloutRoutes, {
    db,
    ownAppOnly,
    changedBy: (request) => actorOf(request, holderOf(request)).by,
  });

  app.get(
    '/platform/apps/:app/moves',
    {
      schema: {
        tags: ['platform'],
        summary: "An app's moves, newest first: who, with which token, when, from, to and why",
        security: BEARER,
        params: Type.Object({ app: AppParam }),
        querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }) }),
        response: { 200: Type.Array(MoveSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      return (await recentMoves(db, request.params.app, request.query.limit)).map(moveJson);
    },
  );

  app.post(
    '/platform/tokens',
    {
      bodyLimit: JSON_BODY_LIMIT,
      config: { csrf: false },
      onRequest: platformOnly,
      schema: {
        tags: ['platform'],
        summary: "A team's deploy token for one app; its secret is shown only in this answer",
        security: BEARER,
        body: Type.Object(
          { scope: AppParam, team: Type.String({ minLength: 1, maxLength: 100 }) },
          { additionalProperties: false },
        ),
        headers: DeployHeadersSchema,
        response: {
          201: Type.Object({ token: TokenSchema, secret: Type.String() }),
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const holder = holderOf(request);
      const { token, secret } = await createToken(
        db,
        request.body.scope,
        request.body.team,
        actorOf(request, holder).by,
      );
      return reply.code(201).send({ token: tokenJson(token), secret });
    },
  );

  app.get(
    '/platform/tokens',
    {
      onRequest: platformOnly,
      schema: {
        tags: ['platform'],
        summary: 'Every deploy token, revoked ones included (never their secrets)',
        security: BEARER,
        response: { 200: Type.Array(TokenSchema), ...errorResponses(401, 403, 429) },
      },
    },
    async () => {
      return (await listTokens(db)).map(tokenJson);
    },
  );

  app.delete(
    '/platform/tokens/:id',
    {
      config: { csrf: false },
      onRequest: platformOnly,
      schema: {
        tags: ['platform'],
        summary: 'Revoke a deploy token: it is refused from then on, by every instance',
        security: BEARER,
        params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{12}$' }) }),
        response: { 200: TokenSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const token = await revokeToken(db, request.params.id);
      if (!token) throw notFound('token_not_found', `Токена ${request.params.id} нет.`);
      return tokenJson(token);
    },
  );
};
