import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { assertOriginKey, OriginConflictError, type BuildOrigin } from './build-origin';

/**
 * The origin as a folder: the local default, and on several servers a folder they share (or the one a CDN's nginx
 * serves). A file appears whole or not at all: it is written beside its place and linked in, and linking fails
 * when the key is taken, so two uploads of one key at once cannot both write.
 */
export function fsOrigin(dir: string): BuildOrigin {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, ...assertOriginKey(key).split('/'));

  async function read(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    description: `fs:${root}`,
    localFolder: root,
    read,
    async write(key, bytes) {
      const file = fileOf(key);
      const held = await read(key);
      if (held) {
        if (held.equals(bytes)) return 'same';
        throw new OriginConflictError(key);
      }
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.uploading`;
      await fs.writeFile(temp, bytes);
      try {
        await fs.link(temp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // another upload of the same key won the race: the same bytes are fine
        const other = await read(key);
        if (!other?.equals(bytes)) throw new OriginConflictError(key);
        return 'same';
      } finally {
        await fs.rm(temp, { force: true });
      }
      return 'written';
    },
  };
}
