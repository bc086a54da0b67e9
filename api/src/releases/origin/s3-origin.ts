import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertOriginKey, OriginConflictError, type BuildOrigin } from './build-origin';

export interface S3OriginOptions {
  bucket: string;
  /** folder in the bucket the keys live under; empty for the bucket's root */
  prefix?: string;
  /** for stores other than AWS, e.g. https://storage.yandexcloud.net (region ru-central1) or a MinIO URL */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path rather than the host name; the default when an endpoint is given */
  forcePathStyle?: boolean;
  client?: S3Client;
}

interface S3Error {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const failedWith = (error: unknown, name: string, status: number) =>
  (error as S3Error).name === name || (error as S3Error).$metadata?.httpStatusCode === status;

/**
 * The origin as a bucket in any S3-compatible store (AWS, Yandex Object Storage, MinIO…). Objects are written with
 * a conditional PUT (If-None-Match: *), so two uploads of one key at once cannot both write.
 */
export function s3Origin(options: S3OriginOptions): BuildOrigin {
  const { bucket } = options;
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const objectKey = (key: string) => (prefix ? `${prefix}/${assertOriginKey(key)}` : assertOriginKey(key));
  const client =
    options.client ??
    new S3Client({
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // the SDK's default CRC checksums and aws-chunked uploads are refused or stored garbled by several S3-compatible stores
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });

  async function read(key: string): Promise<Buffer | null> {
    try {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      if (!Body) return Buffer.alloc(0);
      return Buffer.from(await Body.transformToByteArray());
    } catch (error) {
      // a 404 for a missing bucket is a misconfiguration, not a missing file
      if (failedWith(error, 'NoSuchKey', 404) && (error as S3Error).name !== 'NoSuchBucket') return null;
      throw error;
    }
  }

  /** 'same' when `key` holds `bytes`; throws the conflict when it holds others; null when it holds nothing */
  async function compare(key: string, bytes: Buffer): Promise<'same' | null> {
    const held = await read(key);
    if (!held) return null;
    if (held.equals(bytes)) return 'same';
    throw new OriginConflictError(key);
  }

  async function put(key: string, bytes: Buffer, contentType: string | undefined, conditional: boolean) {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
        IfNoneMatch: conditional ? '*' : undefined,
      }),
    );
  }

  return {
    description: `s3://${bucket}/${prefix}`,
    read,
    async write(key, bytes, contentType) {
      if ((await compare(key, bytes)) === 'same') return 'same';
      try {
        await put(key, bytes, contentType, true);
      } catch (error) {
        if (failedWith(error, 'PreconditionFailed', 412)) {
          // another upload of the same key won the race: the same bytes are fine
          if ((await compare(key, bytes)) === 'same') return 'same';
          throw error;
        }
        if (!failedWith(error, 'NotImplemented', 501)) throw error;
        // the store has no conditional PUT: the existence check above is all the protection it allows
        await put(key, bytes, contentType, false);
      }
      return 'written';
    },
  };
}
