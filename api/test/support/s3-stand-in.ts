import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3StandInOptions {
  bucket: string;
  /** the access key id requests must be signed with */
  accessKeyId: string;
  /** false: the store refuses `If-None-Match: *` on PUT with 501 NotImplemented, like some S3-compatible stores */
  conditionalWrites?: boolean;
}

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface S3StandIn {
  /** the endpoint to give the client, e.g. http://127.0.0.1:40123 */
  readonly url: string;
  /** what the bucket holds, by object key */
  readonly objects: Map<string, StoredObject>;
  /** every request as 'METHOD /path' (decoded, without the query) */
  readonly requests: string[];
  close(): Promise<void>;
}

/**
 * A stand-in for an S3-compatible store, path-style only (`/<bucket>/<key>`): PUT (honouring `If-None-Match: *`),
 * GET and HEAD of one bucket, kept in memory. It checks that requests are SigV4-signed with the configured access
 * key id (not the signature itself) and that a hex `x-amz-content-sha256` matches the body, and answers errors in
 * S3's XML.
 */
export async function startS3StandIn(options: S3StandInOptions): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    // answered only once the whole body is in: an answer before it makes the SDK see a reset connection
    request.on('end', () => answer(request, response, Buffer.concat(chunks)));
  });

  function answer(request: IncomingMessage, response: ServerResponse, body: Buffer) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = decodeURIComponent(url.pathname);
    const method = request.method ?? 'GET';
    requests.push(`${method} ${path}`);
    const fail = (status: number, code: string, message: string) => {
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<Error><Code>${code}</Code><Message>${message}</Message><Resource>${escapeXml(path)}</Resource>` +
        `<RequestId>${randomUUID()}</RequestId></Error>`;
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(method === 'HEAD' ? undefined : xml);
    };

    const credential = /^AWS4-HMAC-SHA256 Credential=([^/]+)\//.exec(request.headers.authorization ?? '');
    if (credential?.[1] !== options.accessKeyId) {
      return fail(403, 'InvalidAccessKeyId', 'The access key id you provided does not exist in our records.');
    }
    const declared = request.headers['x-amz-content-sha256'];
    if (typeof declared === 'string' && /^[0-9a-f]{64}$/.test(declared)) {
      if (createHash('sha256').update(body).digest('hex') !== declared) {
        return fail(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match.");
      }
    }
    const [, bucket = '', ...rest] = path.split('/');
    const key = rest.join('/');
    if (bucket !== options.bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist.');
    if (!key) return fail(501, 'NotImplemented', 'The stand-in serves objects only.');

    if (method === 'PUT') {
      if (request.headers['if-none-match'] === '*') {
        if (options.conditionalWrites === false) {
          return fail(501, 'NotImplemented', 'A header you provided implies functionality that is not implemented.');
        }
        if (objects.has(key)) {
          return fail(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold.');
        }
      }
      objects.set(key, {
        body,
        contentType: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
      });
      response.writeHead(200, { etag: etagOf(body) }).end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(key);
      if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
      response.writeHead(200, {
        etag: etagOf(object.body),
        'content-length': object.body.length,
        'content-type': object.contentType ?? 'binary/octet-stream',
        ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
      });
      response.end(method === 'HEAD' ? undefined : object.body);
      return;
    }
    fail(501, 'NotImplemented', `The stand-in does not serve ${method}.`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // the SDK keeps its connections alive: close them rather than wait for them
        server.closeAllConnections();
      }),
  };
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
