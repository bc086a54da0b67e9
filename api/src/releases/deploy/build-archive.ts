import { Readable } from 'node:stream';
import { gunzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { extract, pack } from 'tar-stream';
import { invalid } from '../../platform/errors';
import { NOT_PUBLISHED } from './build-folder';

/** A build's files by their path in it (forward slashes, no leading './'). */
export type BuildFiles = Map<string, Buffer>;

export const ARCHIVE_LIMITS = {
  /** a remote's build with its source maps and compressed copies is about 12 MB */
  unpackedBytes: 200 * 1024 * 1024,
  files: 5000,
};

const unzip = promisify(gunzip);
const gzipAsync = promisify(gzip);

const malformed = (message: string) => invalid('malformed_build', message);

/** A path inside the build: relative, with no way out of its folder and nothing a file name should not hold. */
function buildPath(name: string): string {
  const path = name.replace(/^(\.\/)+/, '');
  const segments = path.split('/');
  const bad =
    path === '' ||
    path.length > 400 ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f\\]/.test(path) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw malformed(`В архиве сборки недопустимый путь: ${JSON.stringify(name.slice(0, 200))}.`);
  return path;
}

/**
 * The files of a build uploaded as a tar archive, gzipped or not (`tar czf - -C dist .`). Folders are skipped;
 * links and devices are refused, and so is an archive too large when unpacked, with too many files, or with one
 * path twice.
 */
export async function readBuildArchive(body: Buffer): Promise<BuildFiles> {
  let tar = body;
  if (body[0] === 0x1f && body[1] === 0x8b) {
    try {
      tar = await unzip(body, { maxOutputLength: ARCHIVE_LIMITS.unpackedBytes + 1024 * 1024 });
    } catch {
      throw malformed('Архив сборки не распаковывается: ожидается tar или tar.gz.');
    }
  }
  const files: BuildFiles = new Map();
  let total = 0;
  const reader = extract();
  const reading = new Promise<void>((resolve, reject) => {
    reader.on('entry', (header, stream, next) => {
      // destroying the reader destroys the entry being read with the same error: it is the reader's to report, and
      // an entry stream with no listener would throw it out of the process instead
      stream.on('error', () => undefined);
      const chunks: Buffer[] = [];
      const skip = () => {
        stream.resume();
        stream.on('end', next);
      };
      try {
        if (header.type === 'directory') return skip();
        if (header.type !== 'file' && header.type !== 'contiguous-file') {
          throw malformed(`В архиве сборки не файл, а ${header.type}: ${header.name.slice(0, 200)}.`);
        }
        const path = buildPath(header.name);
        // `tar czf - -C dist .` packs the folder's source stamp too: it is no file of the build (nor of the origin)
        if (NOT_PUBLISHED.has(path.slice(path.lastIndexOf('/') + 1))) return skip();
        if (files.has(path)) throw malformed(`В архиве сборки файл ${path} встречается дважды.`);
        if (files.size >= ARCHIVE_LIMITS.files) throw malformed('В архиве сборки слишком много файлов.');
        stream.on('data', (chunk: unknown) => {
          if (!Buffer.isBuffer(chunk)) return;
          total += chunk.length;
          if (total > ARCHIVE_LIMITS.unpackedBytes) {
            reader.destroy(malformed('Сборка в распакованном виде слишком велика.'));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('end', () => {
          files.set(path, Buffer.concat(chunks));
          next();
        });
      } catch (error) {
        reader.destroy(error as Error);
      }
    });
    reader.on('finish', resolve);
    reader.on('error', (error) =>
      reject(
        error instanceof Error && 'kind' in error
          ? error
          : malformed('Архив сборки повреждён: ожидается tar или tar.gz.'),
      ),
    );
  });
  Readable.from([tar]).pipe(reader);
  await reading;
  if (files.size === 0) throw malformed('Архив сборки пуст.');
  return files;
}

/** A build's files as the tar.gz the deploy API takes: what a team's pipeline uploads. */
export async function packBuild(files: BuildFiles): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: unknown) => {
    if (Buffer.isBuffer(chunk)) chunks.push(chunk);
  });
  const done = new Promise<void>((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  for (const name of [...files.keys()].sort()) archive.entry({ name, mode: 0o644 }, files.get(name)!);
  archive.finalize();
  await done;
  return gzipAsync(Buffer.concat(chunks));
}
