import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { BuildOrigin } from '../origin/build-origin';

/** A published file the registry names with its SHA-384: what an instance checks before it trusts the bytes. */
export interface VerifiedFile {
  key: string;
  sha384: string;
}

export type FileRefusal = (file: VerifiedFile, reason: string) => void;

const sha384 = (bytes: Buffer) => createHash('sha384').update(bytes).digest('base64');

/**
 * Published files as this instance trusts them: read from the origin (never from a folder only one machine has),
 * checked against the SHA-384 the registry recorded at upload, and kept on this machine's disk, where they are
 * checked again each time they are read. A file whose bytes do not match is refused: `onRefused` logs and counts it.
 */
export function verifiedFiles({
  origin,
  cacheDir,
  onRefused,
}: {
  origin: BuildOrigin;
  cacheDir: string;
  onRefused: FileRefusal;
}) {
  const cached = (file: VerifiedFile) =>
    path.join(cacheDir, Buffer.from(file.sha384, 'base64').toString('hex').slice(0, 32), path.posix.basename(file.key));

  async function read(file: VerifiedFile): Promise<Buffer | null> {
    const local = cached(file);
    const kept = await fs.readFile(local).catch(() => null);
    if (kept && sha384(kept) === file.sha384) return kept;
    const bytes = await origin.read(file.key);
    if (!bytes) {
      onRefused(file, 'missing from the origin');
      return null;
    }
    if (sha384(bytes) !== file.sha384) {
      onRefused(file, `its SHA-384 is ${sha384(bytes)}, the registry recorded ${file.sha384}`);
      return null;
    }
    await fs.mkdir(path.dirname(local), { recursive: true });
    const temp = `${local}.${process.pid}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, local);
    return bytes;
  }

  /**
   * Where a verified file is kept on this machine's disk, in a folder of its own: a renderer is allowed to read that
   * folder and nothing else. Null when the file is refused or missing.
   */
  async function localPath(file: VerifiedFile): Promise<string | null> {
    return (await read(file)) ? cached(file) : null;
  }

  /**
   * Removes the kept files the release no longer serves: a rollback fetches them again, and a long-lived instance
   * would otherwise keep every version it ever served.
   */
  async function keepOnly(files: VerifiedFile[]): Promise<void> {
    const kept = new Set(files.map((file) => path.basename(path.dirname(cached(file)))));
    const folders = await fs.readdir(cacheDir).catch(() => [] as string[]);
    await Promise.all(
      folders
        .filter((folder) => !kept.has(folder))
        .map((folder) => fs.rm(path.join(cacheDir, folder), { recursive: true, force: true })),
    );
  }

  return { read, localPath, keepOnly };
}

export type VerifiedFiles = ReturnType<typeof verifiedFiles>;
