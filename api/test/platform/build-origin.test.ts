import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { OriginConflictError, type BuildOrigin } from '../../src/releases/origin/build-origin';
import { fsOrigin } from '../../src/releases/origin/fs-origin';
import { s3Origin, type S3OriginOptions } from '../../src/releases/origin/s3-origin';
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in';

const BUCKET = 'apteka-builds';
const PREFIX = 'builds/test';
const CREDENTIALS = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret' };

/** An origin to test, and everything its store has seen (files, or requests and objects), to show nothing happened. */
interface Driver {
  origin: BuildOrigin;
  trace(): Promise<string[]>;
  dispose(): Promise<void>;
}

async function openFs(): Promise<Driver> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'build-origin-'));
  return {
    origin: fsOrigin(dir),
    trace: async () => (await fs.readdir(dir, { recursive: true })).sort(),
    dispose: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

const s3Options = (store: S3StandIn, extra: Partial<S3OriginOptions> = {}): S3OriginOptions => ({
  bucket: BUCKET,
  prefix: PREFIX,
  endpoint: store.url,
  ...CREDENTIALS,
  ...extra,
});

async function openS3(): Promise<Driver> {
  const store = await startS3StandIn({ bucket: BUCKET, accessKeyId: CREDENTIALS.accessKeyId });
  return {
    origin: s3Origin(s3Options(store)),
    trace: async () => [...store.requests, ...store.objects.keys()],
    dispose: () => store.close(),
  };
}

const bytes = (text: string) => Buffer.from(text);

describe.each([
  ['fs', openFs],
  ['s3', openS3],
])('build origin (%s driver)', (_name, open) => {
  let driver: Driver;
  let origin: BuildOrigin;

  beforeAll(async () => {
    driver = await open();
    origin = driver.origin;
  });
  afterAll(() => driver?.dispose());

  test('a written key reads back the same bytes', async () => {
    const content = Buffer.from([0, 1, 2, 255, 0xd0, 0xb0]);
    expect(await origin.write('remotes/catalog/1.0.0/remoteEntry.js', content, 'text/javascript')).toBe('written');
    expect(await origin.read('remotes/catalog/1.0.0/remoteEntry.js')).toEqual(content);
  });

  test('writing the same bytes again answers same', async () => {
    expect(await origin.write('shell/1.0.0/index.html', bytes('<!doctype html>'))).toBe('written');
    expect(await origin.write('shell/1.0.0/index.html', bytes('<!doctype html>'))).toBe('same');
  });

  test('other bytes under a taken key are refused and leave the key as it was', async () => {
    await origin.write('remotes/basket/2.0.0/main.js', bytes('first'));
    await expect(origin.write('remotes/basket/2.0.0/main.js', bytes('second'))).rejects.toBeInstanceOf(
      OriginConflictError,
    );
    expect(await origin.read('remotes/basket/2.0.0/main.js')).toEqual(bytes('first'));
  });

  test('a missing key reads as null', async () => {
    expect(await origin.read('remotes/nothing/0.0.0/remoteEntry.js')).toBeNull();
  });

  test.each(['../x', '/abs', 'a//b', 'a/./b', 'a\\b', 'a\u0000b', 'a/', ''])(
    'the key %j is refused before anything is done',
    async (key) => {
      const before = await driver.trace();
      await expect(origin.write(key, bytes('x'))).rejects.toThrow('not a key of the build origin');
      await expect(origin.read(key)).rejects.toThrow('not a key of the build origin');
      expect(await driver.trace()).toEqual(before);
    },
  );

  test('of two writes of one new key with different bytes at once, exactly one succeeds', async () => {
    const key = 'remotes/account/3.0.0/remoteEntry.js';
    const results = await Promise.allSettled([origin.write(key, bytes('one')), origin.write(key, bytes('two'))]);
    const written = results.flatMap((result, i) => (result.status === 'fulfilled' ? [i] : []));
    expect(written).toHaveLength(1);
    expect(results.map((result) => result.status === 'fulfilled' && result.value)).toContain('written');
    const failed = results.find((result) => result.status === 'rejected');
    expect(failed?.reason).toBeInstanceOf(OriginConflictError);
    expect(await origin.read(key)).toEqual(bytes(written[0] === 0 ? 'one' : 'two'));
  });
});

describe('build origin in an S3-compatible store', () => {
  let store: S3StandIn;
  let origin: BuildOrigin;

  beforeAll(async () => {
    store = await startS3StandIn({ bucket: BUCKET, accessKeyId: CREDENTIALS.accessKeyId });
    origin = s3Origin(s3Options(store));
  });
  afterAll(() => store?.close());

  test('objects land under the prefix (path-style) with their content type and an immutable Cache-Control', async () => {
    expect(origin.description).toBe(`s3://${BUCKET}/${PREFIX}`);
    expect(origin.localFolder).toBeUndefined();
    await origin.write('shell/2.0.0/app.css', bytes('body{}'), 'text/css');
    expect(store.objects.get(`${PREFIX}/shell/2.0.0/app.css`)).toEqual({
      body: bytes('body{}'),
      contentType: 'text/css',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(store.requests).toContain(`PUT /${BUCKET}/${PREFIX}/shell/2.0.0/app.css`);
  });

  test('a prefix is joined with one slash; no prefix is the bucket root', async () => {
    await s3Origin(s3Options(store, { prefix: '/slashed/' })).write('a.js', bytes('a'));
    await s3Origin(s3Options(store, { prefix: undefined })).write('b.js', bytes('b'));
    expect([...store.objects.keys()]).toEqual(expect.arrayContaining(['slashed/a.js', 'b.js']));
    expect(s3Origin(s3Options(store, { prefix: '' })).description).toBe(`s3://${BUCKET}/`);
  });

  test('wrong credentials are a thrown error, not a missing file', async () => {
    const stranger = s3Origin(s3Options(store, { accessKeyId: 'WRONGKEY' }));
    await expect(stranger.read('shell/2.0.0/app.css')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
      message: expect.stringMatching(/access key/),
    });
    await expect(stranger.write('shell/9.0.0/app.css', bytes('x'))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
  });

  test('an unknown bucket is a thrown error, not a missing file', async () => {
    await expect(s3Origin(s3Options(store, { bucket: 'elsewhere' })).read('a.js')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });

  test('a key written by another upload between the check and the PUT: same bytes are fine, others conflict', async () => {
    // A client that lets "another upload" store the key just before each PUT is sent, after the existence check.
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: store.url,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    let racer: Buffer | undefined;
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const { Key } = args.input as { Key: string };
        if (context.commandName === 'PutObjectCommand' && racer) {
          store.objects.set(Key, { body: racer, contentType: undefined, cacheControl: undefined });
        }
        return next(args);
      },
      { step: 'initialize' },
    );
    const raced = s3Origin(s3Options(store, { client }));

    racer = bytes('same');
    expect(await raced.write('shell/3.0.0/a.js', bytes('same'))).toBe('same');
    racer = bytes('theirs');
    await expect(raced.write('shell/3.0.0/b.js', bytes('mine'))).rejects.toBeInstanceOf(OriginConflictError);
    expect(await origin.read('shell/3.0.0/b.js')).toEqual(bytes('theirs'));
    client.destroy();
  });

  test('a store without conditional writes still refuses other bytes and accepts the same', async () => {
    const plain = await startS3StandIn({
      bucket: BUCKET,
      accessKeyId: CREDENTIALS.accessKeyId,
      conditionalWrites: false,
    });
    try {
      const plainOrigin = s3Origin(s3Options(plain));
      expect(await plainOrigin.write('shell/4.0.0/a.js', bytes('a'), 'text/javascript')).toBe('written');
      expect(plain.objects.get(`${PREFIX}/shell/4.0.0/a.js`)?.contentType).toBe('text/javascript');
      // the conditional PUT was refused (501), then made without the condition
      expect(plain.requests.filter((request) => request.startsWith('PUT '))).toHaveLength(2);
      expect(await plainOrigin.write('shell/4.0.0/a.js', bytes('a'))).toBe('same');
      await expect(plainOrigin.write('shell/4.0.0/a.js', bytes('b'))).rejects.toBeInstanceOf(OriginConflictError);
      expect(await plainOrigin.read('shell/4.0.0/a.js')).toEqual(bytes('a'));
    } finally {
      await plain.close();
    }
  });
});
