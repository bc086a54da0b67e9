import { canaryPosition } from '@apteka/contracts';
import { servedRemoteFor } from './cohort-versions';
import type { LiveRelease, ServedRemote } from './live-release';

const served = (version: string): ServedRemote => ({
  name: 'content',
  version,
  manifestUrl: `/remotes/content/${version}/mf-manifest.json`,
  scripts: [],
  integrity: {},
  render: null,
});

const release = (percent: number, canaryServed = true): LiveRelease => ({
  revisions: { shell: 1, content: 2, catalog: 0, basket: 0, account: 0, pharmacies: 0 },
  registry: {
    allowOverrides: false,
    remotes: {
      content: {
        current: '1.0.0',
        versions: {
          '1.0.0': '/remotes/content/1.0.0/mf-manifest.json',
          '1.1.0': '/remotes/content/1.1.0/mf-manifest.json',
        },
        canary: { version: '1.1.0', percent },
      },
    } as Partial<LiveRelease['registry']['remotes']> as LiveRelease['registry']['remotes'],
  },
  shell: null,
  remotes: { content: served('1.0.0') },
  canaries: canaryServed ? { content: served('1.1.0') } : {},
  checks: [],
  since: new Date(),
});

/** A cohort id whose place in content's canary is below (inside) or at or above (outside) the share. */
function cohort(inside: boolean, percent: number): string {
  for (let i = 0; ; i += 1) {
    const id = `cohort-${i}`;
    if (canaryPosition(id, 'content') < percent === inside) return id;
  }
}

describe('the version a cohort is drawn with', () => {
  it('is the canary inside its share and the current version outside it', () => {
    expect(servedRemoteFor(release(50), 'content', cohort(true, 50))?.version).toBe('1.1.0');
    expect(servedRemoteFor(release(50), 'content', cohort(false, 50))?.version).toBe('1.0.0');
  });

  it('raising the share only adds cohorts: a browser inside at 5 % is inside at 25 %', () => {
    const early = cohort(true, 5);
    expect(servedRemoteFor(release(5), 'content', early)?.version).toBe('1.1.0');
    expect(servedRemoteFor(release(25), 'content', early)?.version).toBe('1.1.0');
  });

  it('is the current version without a cohort (a crawler)', () => {
    expect(servedRemoteFor(release(100), 'content', null)?.version).toBe('1.0.0');
  });

  it('is nobody when the canary the cohort falls in is not served here', () => {
    expect(servedRemoteFor(release(50, false), 'content', cohort(true, 50))).toBeNull();
    expect(servedRemoteFor(release(50, false), 'content', cohort(false, 50))?.version).toBe('1.0.0');
  });
});
