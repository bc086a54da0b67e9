import os from 'node:os';
import { loadConfig } from '../../api/src/platform/config';
import { localDeployToken, type RolloutPolicy } from '../../api/src/releases';

/** Where the team scripts send their calls: a platform's deploy API with a team's token, or the local store. */
export interface PlatformTarget {
  url: string;
  token: string;
  /** the local store, with its own token: a rebuilt version may go out under a local version of its own */
  local: boolean;
}

type Env = Record<string, string | undefined>;

/**
 * PLATFORM_URL and DEPLOY_TOKEN, as a team's CI sets them; without them the store `npm start` runs on this machine
 * (PORT, DATA_DIR), with the token only that store's data folder can make.
 */
export function platformTarget(env: Env = process.env): PlatformTarget {
  const url = env.PLATFORM_URL?.replace(/\/+$/, '');
  const token = env.DEPLOY_TOKEN;
  if (url && token) return { url, token, local: false };
  if (url || token) throw new Error('PLATFORM_URL and DEPLOY_TOKEN go together');
  const config = loadConfig(env);
  return { url: `http://127.0.0.1:${config.port}`, token: localDeployToken(config.sessionSecret), local: true };
}

/** The CI run a move comes from, as the common CI services name it. */
export function ciRunUrl(env: Env = process.env): string | undefined {
  if (env.CI_RUN_URL) return env.CI_RUN_URL;
  if (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID) {
    return `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
  }
  return env.CI_JOB_URL;
}

/** Who moves the registry: DEPLOY_BY, the CI's user, else the system user. */
export function deployer(env: Env = process.env): string {
  const named = env.DEPLOY_BY ?? env.GITHUB_ACTOR ?? env.GITLAB_USER_LOGIN;
  if (named) return named;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** A refusal of the deploy API: its status, code and Russian message, and whatever else it said. */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface Position {
  app: string;
  current: string | null;
  canary: { version: string; percent: number } | null;
  revision: number;
}

export interface MoveRecord {
  id: number;
  app: string;
  action: string;
  from: string | null;
  to: string;
  canary: { version: string; percent: number } | null;
  revision: number;
  at: string;
  by: string;
  team: string | null;
  tokenId: string | null;
  ciRunUrl: string | null;
  reason: string | null;
}

export interface SpeedFigure {
  p75: number;
  samples: number;
}

/** One version's health over the minutes of `AppHealth` (see versionHealth in api/src/releases). */
export interface VersionHealth {
  version: string;
  views: number;
  weightedViews: number;
  adds: number;
  addsPerView: number | null;
  errors: number;
  topErrors: Array<{ fingerprint: string; errors: number; source: string; message: string }>;
  loadFailures: number;
  serverFailures: Record<string, number>;
  slowRenders: number;
  errorsPer1000: number | null;
  speed: { LCP: SpeedFigure | null; INP: SpeedFigure | null; CLS: SpeedFigure | null };
}

export interface AppHealth {
  since: string;
  until: string;
  /** the canary first (when one runs), then the current version */
  versions: VersionHealth[];
}

export interface AppOverview extends Position {
  versions: string[];
  moves: MoveRecord[];
  failures: Array<{ version: string; failures: number; lastMessage: string }>;
  /** real users' 75th percentiles in the last 24 hours: per version over all pages (pageType null), then per type */
  speed: Array<{ version: string; pageType: string | null; metric: string; p75: number; samples: number }>;
  /** the canary beside the current version on the same minutes (the last hour, or since the canary started) */
  health?: AppHealth | null;
  /** the canary the platform steps up under the app's policy, if one runs */
  rollout?: RolloutReport | null;
}

export interface PublishAnswer {
  app: string;
  version: string;
  alreadyPublished: boolean;
  files: number;
  serverBundleSha384: string | null;
  move: MoveRecord | null;
}

/** A canary the platform steps up under the app's policy: its shares and minutes, the policy's where not named. */
export interface RolloutRequest {
  steps?: number[];
  minutes?: number;
}

export interface MoveBody {
  action: 'deploy' | 'canary' | 'release' | 'rollback';
  version?: string;
  percent?: number;
  expectedRevision: number;
  reason?: string;
  rollout?: RolloutRequest;
}

/** How the platform judges an app's canary: the API's own type, which holds no date (JSON keeps it as it is). */
export type { RolloutPolicy };

export interface VersionFigures {
  version: string;
  views: number;
  errorsPer1000: number | null;
  lcpP75: number | null;
  inpP75: number | null;
  addsPerView: number | null;
}

/** What the judge would decide of a canary now, and why (see Judgement in api/src/releases). */
export interface Judgement {
  decision: 'wait' | 'step' | 'release' | 'rollback';
  reason: string;
  step: { index: number; of: number; percent: number; since: string; minutes: number };
  nextPercent: number | null;
  nextJudgementAt: string | null;
  figures: { since: string; until: string; canary: VersionFigures; current: VersionFigures };
}

export interface RolloutReport {
  app: string;
  version: string;
  steps: number[];
  stepMinutes: number;
  startedAt: string;
  startedBy: string;
  /** null: a move that was not the platform's took it over */
  judgement: Judgement | null;
}

export interface TokenRecord {
  id: string;
  scope: string;
  team: string;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** The deploy API as a pipeline calls it. */
export function platformClient(target: PlatformTarget, env: Env = process.env) {
  async function call<T>(method: string, path: string, body?: { json: unknown } | { archive: Buffer }): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${target.token}`,
      'x-deploy-by': deployer(env).slice(0, 100),
    };
    const runUrl = ciRunUrl(env);
    if (runUrl) headers['x-ci-run-url'] = runUrl;
    let payload: string | Blob | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers['content-type'] = 'application/gzip';
      payload = new Blob([Uint8Array.from(body.archive)]);
    }
    let response: Response;
    try {
      response = await fetch(`${target.url}${path}`, { method, headers, body: payload });
    } catch (error) {
      const where = target.local
        ? `the local store does not answer at ${target.url}: start it with npm start (PORT names its port), or set PLATFORM_URL and DEPLOY_TOKEN`
        : `the deploy API does not answer at ${target.url}`;
      throw new Error(
        `${where} (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error})`,
      );
    }
    const text = await response.text();
    let answer: Record<string, unknown> = {};
    try {
      answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      answer = { message: text.slice(0, 500) };
    }
    if (!response.ok) {
      throw new PlatformError(
        response.status,
        String(answer.error ?? response.status),
        String(answer.message ?? `${method} ${path} answered ${response.status}`),
        answer,
      );
    }
    return answer as T;
  }

  return {
    target,
    registry: () => call<AppOverview[]>('GET', '/api/platform/registry'),
    position: async (app: string): Promise<AppOverview> => {
      const found = (await call<AppOverview[]>('GET', '/api/platform/registry')).find((entry) => entry.app === app);
      if (!found) throw new Error(`the registry does not know ${app}`);
      return found;
    },
    publish: (app: string, version: string, archive: Buffer) =>
      call<PublishAnswer>('PUT', `/api/platform/apps/${app}/versions/${encodeURIComponent(version)}`, { archive }),
    move: (app: string, move: MoveBody) =>
      call<{ move: MoveRecord; position: Position; rollout: RolloutReport | null }>(
        'POST',
        `/api/platform/apps/${app}/moves`,
        { json: move },
      ),
    preview: (app: string, version: string, hours?: number) =>
      call<{ url: string; expires: string }>('POST', `/api/platform/apps/${app}/previews`, {
        json: { version, ...(hours === undefined ? {} : { hours }) },
      }),
    policy: (app: string) => call<RolloutPolicy>('GET', `/api/platform/apps/${app}/policy`),
    setPolicy: (app: string, changes: Partial<RolloutPolicy>) =>
      call<RolloutPolicy>('PUT', `/api/platform/apps/${app}/policy`, { json: changes }),
    createToken: (scope: string, team: string) =>
      call<{ token: TokenRecord; secret: string }>('POST', '/api/platform/tokens', { json: { scope, team } }),
    tokens: () => call<TokenRecord[]>('GET', '/api/platform/tokens'),
    revokeToken: (id: string) => call<TokenRecord>('DELETE', `/api/platform/tokens/${encodeURIComponent(id)}`),
  };
}

export type PlatformClient = ReturnType<typeof platformClient>;
