import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack, type Header } from 'tar-stream';
import { DomainError } from '../../platform/errors';
import { packBuild, readBuildArchive, type BuildFiles } from './build-archive';

const BUILD: BuildFiles = new Map([
  ['build-info.json', Buffer.from(JSON.stringify({ name: 'catalog', version: '1.0.0' }))],
  ['mf-manifest.json', Buffer.from('{"exposes":[]}')],
  ['remoteEntry.js', Buffer.from('var catalog = 1;')],
  ['static/js/411.5160bc8b2d.js', Buffer.from('/* chunk */')],
  ['static/media/logo.0c4a9e7d.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x00, 0x10])],
  ['empty.txt', Buffer.alloc(0)],
]);

type Entry = Partial<Header> & { name: string; body?: string | Buffer };

/** A tar archive written entry by entry, for the cases packBuild never writes. */
async function tarOf(entries: Entry[]): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: unknown) => {
    if (Buffer.isBuffer(chunk)) chunks.push(chunk);
  });
  const done = new Promise<void>((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  for (const { body, ...header } of entries) {
    if (body === undefined) archive.entry({ mode: 0o644, ...header });
    else archive.entry({ mode: 0o644, ...header }, body);
  }
  archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

const file = (name: string, body = `/* ${name} */`): Entry => ({ name, body });

/** The refusal of an archive: a DomainError of kind 'invalid' with code 'malformed_build' (a 400). */
async function refusalOf(body: Buffer): Promise<DomainError> {
  const error = await readBuildArchive(body).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ kind: 'invalid', code: 'malformed_build', message: expect.stringMatching(/[а-я]/) });
  return error as DomainError;
}

describe('a build archive', () => {
  test('packBuild -> readBuildArchive gives back every file, byte for byte', async () => {
    const archive = await packBuild(BUILD);
    expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const files = await readBuildArchive(archive);
    expect([...files.keys()].sort()).toEqual([...BUILD.keys()].sort());
    for (const [name, bytes] of BUILD) expect(files.get(name)!.equals(bytes)).toBe(true);
  });

  test('a plain tar (not gzipped) is taken too', async () => {
    const files = await readBuildArchive(await tarOf([...BUILD].map(([name, body]) => ({ name, body }))));
    expect([...files.keys()].sort()).toEqual([...BUILD.keys()].sort());
    expect(files.get('static/media/logo.0c4a9e7d.png')!.equals(BUILD.get('static/media/logo.0c4a9e7d.png')!)).toBe(
      true,
    );
  });

  test("'./'-prefixed names and folder entries, as `tar czf - -C dist .` writes them, are the build's paths", async () => {
    const archive = await tarOf([
      { name: './', type: 'directory', mode: 0o755 },
      file('./build-info.json', '{"name":"catalog"}'),
      { name: './static/', type: 'directory', mode: 0o755 },
      { name: './static/js/', type: 'directory', mode: 0o755 },
      file('./static/js/main.1a2b3c4d.js', 'main()'),
    ]);
    const files = await readBuildArchive(gzipSync(archive));
    expect(Object.fromEntries([...files].map(([name, bytes]) => [name, bytes.toString()]))).toEqual({
      'build-info.json': '{"name":"catalog"}',
      'static/js/main.1a2b3c4d.js': 'main()',
    });
  });

  test('an archive written by tar itself from a dist folder, without the stamp of the sources npm run build leaves', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'apteka-dist-'));
    try {
      for (const [name, bytes] of BUILD) {
        mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
        writeFileSync(path.join(dist, name), bytes);
      }
      writeFileSync(path.join(dist, '.build-hash'), '83dea4b55a96cdb5');
      const archive = execFileSync('tar', ['czf', '-', '-C', dist, '.']);
      const files = await readBuildArchive(archive);
      expect([...files.keys()].sort()).toEqual([...BUILD.keys()].sort());
      for (const [name, bytes] of BUILD) expect(files.get(name)!.equals(bytes)).toBe(true);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  describe('refused with malformed_build', () => {
    test('garbage, plain or behind a gzip header', async () => {
      await refusalOf(Buffer.from('this is not an archive at all, just some text that goes on for a while'.repeat(20)));
      await refusalOf(Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), Buffer.alloc(600, 0x41)]));
      // a whole tar cut short
      const whole = await tarOf([file('build-info.json', 'x'.repeat(2000))]);
      await refusalOf(whole.subarray(0, 1000));
    });

    test('an empty archive, or an empty body', async () => {
      expect((await refusalOf(await packBuild(new Map()))).message).toBe('Архив сборки пуст.');
      expect((await refusalOf(await tarOf([{ name: './', type: 'directory' }]))).message).toBe('Архив сборки пуст.');
      await refusalOf(Buffer.alloc(0));
    });

    test.each([
      ['a way out of its folder', '../outside.js'],
      ['a way out further down', 'static/../../outside.js'],
      ['a ".." segment alone', 'static/..'],
      ['an absolute path', '/etc/cron.d/job'],
      ['an empty segment', 'static//main.js'],
      ['a backslash', 'static\\main.js'],
      ['a control character', 'static/ma\u0001in.js'],
    ])('%s (%j)', async (_what, name) => {
      const error = await refusalOf(await tarOf([file('build-info.json'), file(name)]));
      expect(error.message).toMatch(/^В архиве сборки недопустимый путь/);
    });

    test('a symlink, a hard link or a device among the files', async () => {
      for (const entry of [
        { name: 'static/passwd', type: 'symlink', linkname: '/etc/passwd' },
        { name: 'static/copy.js', type: 'link', linkname: 'build-info.json' },
        { name: 'static/null', type: 'character-device', devmajor: 1, devminor: 3 },
      ] satisfies Entry[]) {
        const error = await refusalOf(await tarOf([file('build-info.json'), entry]));
        expect(error.message).toContain(`не файл, а ${entry.type}`);
      }
    });

    test('the same path twice, even spelt once with ./', async () => {
      const twice = await tarOf([file('build-info.json'), file('main.js', 'a'), file('main.js', 'b')]);
      expect((await refusalOf(twice)).message).toBe('В архиве сборки файл main.js встречается дважды.');
      const spelt = await tarOf([file('build-info.json'), file('main.js', 'a'), file('./main.js', 'b')]);
      expect((await refusalOf(gzipSync(spelt))).message).toBe('В архиве сборки файл main.js встречается дважды.');
    });
  });
});
