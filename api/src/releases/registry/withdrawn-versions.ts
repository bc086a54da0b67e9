import { REMOTE_NAMES } from '@apteka/contracts';
import type { LiveRelease } from './live-release';

/** What a move of the registry is judged on: the remotes' positions and the shell served. */
export type ReleasePosition = Pick<LiveRelease, 'registry'> & {
  shell: Pick<NonNullable<LiveRelease['shell']>, 'version' | 'publishedAt'> | null;
};

/**
 * The versions a move of the registry took away from shoppers as unfit (`name@version`): a remote's canary that
 * ended without becoming current, and a current version (of a remote or of the shell) rolled back to one published
 * before it. A version replaced by a newer one, or a canary given to everyone, is not withdrawn: pages drawn with it
 * may still be sent while they are drawn again; pages drawn with a withdrawn version may not, since they load it in
 * the browser.
 */
export function withdrawnVersions(before: ReleasePosition, after: ReleasePosition): string[] {
  const withdrawn: string[] = [];
  for (const name of REMOTE_NAMES) {
    const was = before.registry.remotes[name];
    const now = after.registry.remotes[name];
    if (!was || !now) continue;
    const canary = was.canary?.version;
    if (canary && canary !== now.current && canary !== now.canary?.version) withdrawn.push(`${name}@${canary}`);
    if (was.current !== now.current && publishedBefore(now.versions, now.current, was.current)) {
      withdrawn.push(`${name}@${was.current}`);
    }
  }
  const shell = { was: before.shell, now: after.shell };
  if (shell.was && shell.now && shell.was.version !== shell.now.version) {
    if (shell.now.publishedAt.getTime() < shell.was.publishedAt.getTime()) withdrawn.push(`shell@${shell.was.version}`);
  }
  return withdrawn;
}

/** Whether `version` was published before `other` (a registry lists a remote's versions in the order published). */
function publishedBefore(versions: Record<string, string>, version: string, other: string): boolean {
  const order = Object.keys(versions);
  const at = order.indexOf(version);
  const otherAt = order.indexOf(other);
  return at !== -1 && otherAt !== -1 && at < otherAt;
}
