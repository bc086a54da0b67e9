import { REMOTE_NAMES, type RemoteRegistry } from '@apteka/contracts';

/**
 * The remote versions a move of the registry took away from shoppers as unfit (`name@version`): a canary that ended
 * without becoming current, and a current version rolled back to one published before it. A version replaced by a
 * newer one, or a canary given to everyone, is not withdrawn: pages drawn with it may still be sent while they are
 * drawn again; pages drawn with a withdrawn version may not, since they load it in the browser.
 */
export function withdrawnVersions(before: RemoteRegistry, after: RemoteRegistry): string[] {
  const withdrawn: string[] = [];
  for (const name of REMOTE_NAMES) {
    const was = before.remotes[name];
    const now = after.remotes[name];
    if (!was || !now) continue;
    const canary = was.canary?.version;
    if (canary && canary !== now.current && canary !== now.canary?.version) withdrawn.push(`${name}@${canary}`);
    if (was.current !== now.current && publishedBefore(now.versions, now.current, was.current)) {
      withdrawn.push(`${name}@${was.current}`);
    }
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
