import { unprocessable } from '../../platform/errors';

/** The shell and the remotes: every app the registry moves. */
export const REGISTRY_APPS = ['shell', 'content', 'catalog', 'basket', 'account', 'pharmacies'] as const;
export type RegistryApp = (typeof REGISTRY_APPS)[number];

export const isRegistryApp = (value: unknown): value is RegistryApp =>
  typeof value === 'string' && (REGISTRY_APPS as readonly string[]).includes(value);

export type RegistryAction = 'deploy' | 'canary' | 'release' | 'rollback';

export interface Canary {
  version: string;
  percent: number;
}

/** Where an app stands: the version everyone loads and the canary some browsers load first. */
export interface AppPosition {
  current: string | null;
  canary: Canary | null;
}

export type MoveRequest =
  | { action: 'deploy'; version: string }
  | { action: 'canary'; version: string; percent: number }
  | { action: 'release' }
  | { action: 'rollback'; version?: string };

export interface PlannedMove {
  next: AppPosition;
  action: RegistryAction;
  /** the version everyone outside a canary loaded before the move */
  from: string | null;
  /** the version everyone outside a canary loads after it */
  to: string;
}

/** A move as the history records it: what everyone outside a canary loaded before it and after it. */
export interface RecordedMove {
  action: RegistryAction;
  from: string | null;
  to: string;
}

/**
 * The versions released to everyone, oldest first, as an app's moves (oldest first) left them; the last is the current
 * one. A version only a canary loaded is never among them. A rollback takes off the version it left, and everything
 * after the version it returned to: a rollback without a version undoes releases one by one, never returning to what
 * was rolled back.
 */
export function releasedVersions(moves: readonly RecordedMove[]): string[] {
  const released: string[] = [];
  for (const move of moves) {
    // a canary started, changed or ended: everyone stays where they were
    if (move.to === released[released.length - 1]) continue;
    if (move.action !== 'rollback') {
      released.push(move.to);
      continue;
    }
    released.pop();
    const back = released.lastIndexOf(move.to);
    if (back >= 0) released.length = back + 1;
    else released.push(move.to);
  }
  return released;
}

const refuse = (code: string, message: string) => unprocessable(code, message);

function assertPublished(app: RegistryApp, published: readonly string[], version: string) {
  if (!published.includes(version)) {
    throw refuse(
      'version_not_published',
      `${app}@${version} не опубликована; опубликованы: ${published.join(', ') || 'ни одной'}.`,
    );
  }
}

export function assertCanaryShare(percent: number) {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw refuse('canary_share', `Доля канарейки — процент от 0 до 100, а не ${percent}.`);
  }
}

/**
 * The position after a move, or a refusal saying why the move makes no sense. `published` lists the app's versions
 * in the order they were published; `released` the versions released to everyone (releasedVersions): a rollback
 * without a version returns to the one released before the current, never to a canary that was only tried.
 */
export function planMove(
  app: RegistryApp,
  position: AppPosition,
  published: readonly string[],
  released: readonly string[],
  request: MoveRequest,
): PlannedMove {
  const { current, canary } = position;
  switch (request.action) {
    case 'deploy': {
      assertPublished(app, published, request.version);
      if (current === request.version && !canary) {
        throw refuse('already_current', `${app}@${request.version} уже текущая для всех.`);
      }
      return {
        next: { current: request.version, canary: null },
        action: 'deploy',
        from: current,
        to: request.version,
      };
    }
    case 'canary': {
      // the shell's page is one for every shopper: a share of browsers cannot load another shell
      if (app === 'shell') throw refuse('shell_canary', 'Оболочку нельзя выкатить на долю браузеров: только всем.');
      assertCanaryShare(request.percent);
      assertPublished(app, published, request.version);
      if (current === null) {
        throw refuse('nothing_current', `У ${app} ещё нет текущей версии: первую версию получают все.`);
      }
      if (current === request.version) {
        throw refuse('already_current', `${app}@${request.version} уже текущая: пробовать на доле нечего.`);
      }
      return {
        // the registry keeps hundredths of a percent
        next: { current, canary: { version: request.version, percent: Math.round(request.percent * 100) / 100 } },
        action: 'canary',
        from: current,
        to: current,
      };
    }
    case 'release': {
      if (!canary) throw refuse('no_canary', `У ${app} нет канарейки, которую можно выкатить на всех.`);
      return { next: { current: canary.version, canary: null }, action: 'release', from: current, to: canary.version };
    }
    case 'rollback': {
      if (current === null) throw refuse('nothing_current', `${app} ещё ни разу не выкатывали.`);
      if (request.version === undefined && canary) {
        return { next: { current, canary: null }, action: 'rollback', from: current, to: current };
      }
      const to = request.version ?? released[released.lastIndexOf(current) - 1];
      if (to === undefined) {
        throw refuse(
          'nothing_older',
          `До ${app}@${current} на всех не выкатывали другой версии: откатываться некуда. Назовите версию, если нужно.`,
        );
      }
      assertPublished(app, published, to);
      if (to === current) throw refuse('already_current', `${app}@${to} уже текущая.`);
      return { next: { current: to, canary: null }, action: 'rollback', from: current, to };
    }
  }
}
