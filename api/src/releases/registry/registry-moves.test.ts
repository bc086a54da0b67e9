import { DomainError } from '../../platform/errors';
import {
  planMove,
  releasedVersions,
  type AppPosition,
  type MoveRequest,
  type RecordedMove,
  type RegistryApp,
} from './registry-moves';

const PUBLISHED = ['1.0.0', '1.1.0', '1.2.0'];
/** Each published version was released to everyone in turn, unless a test says otherwise. */
const RELEASED = PUBLISHED;
const at = (current: string | null, canary: AppPosition['canary'] = null): AppPosition => ({ current, canary });

/** The refusal planMove throws, as the deploy API answers it: its kind (the status) and code. */
function refusalOf(
  request: MoveRequest,
  position: AppPosition,
  {
    app = 'catalog',
    published = PUBLISHED,
    released = RELEASED,
  }: { app?: RegistryApp; published?: readonly string[]; released?: readonly string[] } = {},
) {
  try {
    planMove(app, position, published, released, request);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const { kind, code, message } = error as DomainError;
    return { kind, code, message };
  }
  throw new Error(`planMove accepted ${JSON.stringify(request)} from ${JSON.stringify(position)}`);
}

describe('planMove: deploy', () => {
  test('puts a published version before everyone and ends a running canary', () => {
    expect(planMove('catalog', at('1.0.0'), PUBLISHED, RELEASED, { action: 'deploy', version: '1.2.0' })).toEqual({
      next: at('1.2.0'),
      action: 'deploy',
      from: '1.0.0',
      to: '1.2.0',
    });
    const canary = at('1.0.0', { version: '1.1.0', percent: 10 });
    expect(planMove('catalog', canary, PUBLISHED, RELEASED, { action: 'deploy', version: '1.2.0' }).next).toEqual(
      at('1.2.0'),
    );
  });

  test("an app's first deploy comes from nothing; the shell is deployed like any remote", () => {
    expect(planMove('content', at(null), ['2.0.0'], RELEASED, { action: 'deploy', version: '2.0.0' })).toEqual({
      next: at('2.0.0'),
      action: 'deploy',
      from: null,
      to: '2.0.0',
    });
    expect(planMove('shell', at('1.0.0'), PUBLISHED, RELEASED, { action: 'deploy', version: '1.1.0' }).to).toBe(
      '1.1.0',
    );
  });

  test('an unpublished version is refused, naming what is published', () => {
    expect(refusalOf({ action: 'deploy', version: '9.9.9' }, at('1.0.0'))).toEqual({
      kind: 'unprocessable',
      code: 'version_not_published',
      message: 'catalog@9.9.9 не опубликована; опубликованы: 1.0.0, 1.1.0, 1.2.0.',
    });
    expect(refusalOf({ action: 'deploy', version: '1.0.0' }, at(null), { published: [] }).message).toBe(
      'catalog@1.0.0 не опубликована; опубликованы: ни одной.',
    );
  });
});

describe('planMove: canary', () => {
  test('a share of browsers loads the new version; everyone else stays where they were', () => {
    expect(
      planMove('catalog', at('1.0.0'), PUBLISHED, RELEASED, { action: 'canary', version: '1.1.0', percent: 10 }),
    ).toEqual({
      next: at('1.0.0', { version: '1.1.0', percent: 10 }),
      action: 'canary',
      from: '1.0.0',
      to: '1.0.0',
    });
  });

  test.each([0, 100, 12.5])('a share of %p %% is a share', (percent) => {
    const planned = planMove('basket', at('1.0.0'), PUBLISHED, RELEASED, {
      action: 'canary',
      version: '1.2.0',
      percent,
    });
    expect(planned.next.canary).toEqual({ version: '1.2.0', percent });
  });

  test('a canary replaces a running one', () => {
    const running = at('1.0.0', { version: '1.1.0', percent: 5 });
    const planned = planMove('catalog', running, PUBLISHED, RELEASED, {
      action: 'canary',
      version: '1.2.0',
      percent: 50,
    });
    expect(planned.next).toEqual(at('1.0.0', { version: '1.2.0', percent: 50 }));
  });

  test('the shell is refused: its page is one for every shopper', () => {
    expect(refusalOf({ action: 'canary', version: '1.1.0', percent: 10 }, at('1.0.0'), { app: 'shell' })).toMatchObject(
      { kind: 'unprocessable', code: 'shell_canary', message: expect.stringMatching(/^Оболочку нельзя/) },
    );
  });

  test('the current version is refused: there is nothing to try', () => {
    expect(refusalOf({ action: 'canary', version: '1.0.0', percent: 10 }, at('1.0.0'))).toMatchObject({
      kind: 'unprocessable',
      code: 'already_current',
    });
  });

  test.each([-1, 100.5, 1000, Number.NaN, Number.POSITIVE_INFINITY])('a share of %p is refused', (percent) => {
    expect(refusalOf({ action: 'canary', version: '1.1.0', percent }, at('1.0.0'))).toMatchObject({
      kind: 'unprocessable',
      code: 'canary_share',
      message: expect.stringMatching(/^Доля канарейки — процент от 0 до 100/),
    });
  });

  test('before any version is current it is refused: the first version goes to everyone', () => {
    expect(refusalOf({ action: 'canary', version: '1.0.0', percent: 10 }, at(null))).toMatchObject({
      kind: 'unprocessable',
      code: 'nothing_current',
    });
  });

  test('an unpublished version is refused', () => {
    expect(refusalOf({ action: 'canary', version: '2.0.0', percent: 10 }, at('1.0.0')).code).toBe(
      'version_not_published',
    );
  });
});

describe('planMove: release', () => {
  test("the canary's version goes to everyone and the canary ends", () => {
    const running = at('1.0.0', { version: '1.1.0', percent: 25 });
    expect(planMove('catalog', running, PUBLISHED, RELEASED, { action: 'release' })).toEqual({
      next: at('1.1.0'),
      action: 'release',
      from: '1.0.0',
      to: '1.1.0',
    });
  });

  test('without a canary it is refused', () => {
    expect(refusalOf({ action: 'release' }, at('1.0.0'))).toMatchObject({ kind: 'unprocessable', code: 'no_canary' });
    expect(refusalOf({ action: 'release' }, at(null)).code).toBe('no_canary');
  });
});

describe('planMove: rollback', () => {
  test('a running canary is ended first: everyone stays on the current version', () => {
    const running = at('1.1.0', { version: '1.2.0', percent: 30 });
    expect(planMove('catalog', running, PUBLISHED, RELEASED, { action: 'rollback' })).toEqual({
      next: at('1.1.0'),
      action: 'rollback',
      from: '1.1.0',
      to: '1.1.0',
    });
  });

  test('without a canary it returns to the version released to everyone before the current one', () => {
    expect(planMove('catalog', at('1.2.0'), PUBLISHED, RELEASED, { action: 'rollback' })).toEqual({
      next: at('1.1.0'),
      action: 'rollback',
      from: '1.2.0',
      to: '1.1.0',
    });
    // the order of releasing decides, not the version numbers
    const rolled = planMove('catalog', at('1.0.1'), ['1.1.0', '1.0.1'], ['1.1.0', '1.0.1'], { action: 'rollback' });
    expect(rolled.to).toBe('1.1.0');
  });

  test('a version published but only tried on a canary is passed over', () => {
    expect(planMove('catalog', at('1.2.0'), PUBLISHED, ['1.0.0', '1.2.0'], { action: 'rollback' }).to).toBe('1.0.0');
  });

  test('to a named version, ending a canary too', () => {
    expect(
      planMove('catalog', at('1.2.0'), PUBLISHED, RELEASED, { action: 'rollback', version: '1.0.0' }).next,
    ).toEqual(at('1.0.0'));
    const running = at('1.2.0', { version: '1.1.0', percent: 5 });
    expect(planMove('catalog', running, PUBLISHED, RELEASED, { action: 'rollback', version: '1.0.0' })).toEqual({
      next: at('1.0.0'),
      action: 'rollback',
      from: '1.2.0',
      to: '1.0.0',
    });
  });

  test('nothing released to everyone before the current version: refused, even with older versions published', () => {
    expect(refusalOf({ action: 'rollback' }, at('1.0.0'))).toMatchObject({
      kind: 'unprocessable',
      code: 'nothing_older',
      message:
        'До catalog@1.0.0 на всех не выкатывали другой версии: откатываться некуда. Назовите версию, если нужно.',
    });
    expect(refusalOf({ action: 'rollback' }, at('1.2.0'), { released: ['1.2.0'] }).code).toBe('nothing_older');
  });

  test('an unpublished version is refused', () => {
    expect(refusalOf({ action: 'rollback', version: '0.9.0' }, at('1.2.0'))).toMatchObject({
      kind: 'unprocessable',
      code: 'version_not_published',
    });
  });

  test('the current version, or an app never deployed, is refused', () => {
    expect(refusalOf({ action: 'rollback', version: '1.2.0' }, at('1.2.0')).code).toBe('already_current');
    expect(refusalOf({ action: 'rollback' }, at(null)).code).toBe('nothing_current');
  });
});

describe('releasedVersions: what a rollback without a version may return to', () => {
  const moves = (...list: Array<[RecordedMove['action'], string | null, string]>): RecordedMove[] =>
    list.map(([action, from, to]) => ({ action, from, to }));

  test('deploys and releases add the version everyone loads; canaries, and ending them, add nothing', () => {
    const history = moves(
      ['deploy', null, '1.0.0'],
      ['canary', '1.0.0', '1.0.0'],
      ['rollback', '1.0.0', '1.0.0'],
      ['canary', '1.0.0', '1.0.0'],
      ['release', '1.0.0', '1.2.0'],
    );
    expect(releasedVersions(history)).toEqual(['1.0.0', '1.2.0']);
  });

  test('a rollback takes off the version it left: the next one goes further back, not forward', () => {
    const history = moves(['deploy', null, '1.0.0'], ['deploy', '1.0.0', '1.1.0'], ['deploy', '1.1.0', '1.2.0']);
    expect(releasedVersions([...history, ...moves(['rollback', '1.2.0', '1.1.0'])])).toEqual(['1.0.0', '1.1.0']);
  });

  test('a rollback to a named version drops what came after it; one to a version never released takes its place', () => {
    const history = moves(['deploy', null, '1.0.0'], ['deploy', '1.0.0', '1.1.0'], ['release', '1.1.0', '1.2.0']);
    expect(releasedVersions([...history, ...moves(['rollback', '1.2.0', '1.0.0'])])).toEqual(['1.0.0']);
    expect(releasedVersions([...history, ...moves(['rollback', '1.2.0', '0.9.0'])])).toEqual([
      '1.0.0',
      '1.1.0',
      '0.9.0',
    ]);
  });
});
