// One contract for every FileStorage: the local disk (default) and the S3-compatible adapter,
// the latter against an in-test S3 server that recomputes each request's SigV4 signature (its
// own implementation, not the adapter's) and keeps objects in memory.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  type FileStorage,
  isSafeKey,
  localDiskStorage,
  type S3Options,
  StorageError,
  s3ObjectUrl,
  s3Storage,
  signV4,
} from '../src/services/storage.ts';
import { client, login, startServer } from './helpers.ts';
import { removeAll, tempDir } from './process.ts';

/** A test that starts a server of its own gets the hooks' time for it (a busy machine is slow). */
const SERVER_START = { timeout: 120_000 };

const dirs: string[] = [];
afterAll(() => removeAll(dirs));

const CREDENTIALS = {
  accessKeyId: 'AKIDTESTSTORAGE01',
  secretAccessKey: 'test/secret+key/0123456789abcdefghijklmn',
};
const REGION = 'eu-central-1';
const BUCKET = 'showroom-uploads';

interface FakeS3 {
  endpoint: string;
  objects: Map<string, { data: Buffer; type: string | undefined }>;
  requests: { method: string; path: string; status: number; code?: string }[];
  close(): Promise<void>;
}

const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** What the server expects the signature of `req` to be (AWS SigV4, header form). */
function expectedSignature(
  req: IncomingMessage,
  signedHeaders: string[],
  payloadHash: string,
  scope: { day: string; region: string },
  amzDate: string,
  secret: string,
) {
  const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((p) => {
      const [k = '', v = ''] = p.split('=');
      return [k, v] as const;
    })
    .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerLines = signedHeaders
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonical = [
    req.method,
    rawPath,
    query,
    headerLines,
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const credentialScope = `${scope.day}/${scope.region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${credentialScope}\n${hex(canonical)}`;
  let key: Buffer = createHmac('sha256', `AWS4${secret}`).update(scope.day).digest();
  for (const part of [scope.region, 's3', 'aws4_request'])
    key = createHmac('sha256', key).update(part).digest();
  return createHmac('sha256', key).update(toSign).digest('hex');
}

async function fakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const answer = (status: number, code?: string, payload?: Buffer, type?: string) => {
      requests.push({ method: req.method ?? '', path, status, ...(code ? { code } : {}) });
      if (code) {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code} from the test server</Message></Error>`,
        );
        return;
      }
      res.writeHead(status, type ? { 'content-type': type } : {});
      res.end(payload);
    };
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return answer(403, 'AccessDenied');
    const [, akid, day = '', region = '', signed = '', signature = ''] = auth;
    if (akid !== CREDENTIALS.accessKeyId) return answer(403, 'InvalidAccessKeyId');
    if (region !== REGION) return answer(400, 'AuthorizationHeaderMalformed');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const when = Date.parse(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (!amzDate.startsWith(day) || !(Math.abs(Date.now() - when) < 15 * 60_000))
      return answer(403, 'RequestTimeTooSkewed');
    const signedHeaders = signed.split(';');
    for (const must of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!signedHeaders.includes(must)) return answer(403, 'AccessDenied');
    }
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== hex(body)) return answer(400, 'XAmzContentSHA256Mismatch');
    const expected = expectedSignature(
      req,
      signedHeaders,
      payloadHash,
      { day, region },
      amzDate,
      CREDENTIALS.secretAccessKey,
    );
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
      return answer(403, 'SignatureDoesNotMatch');
    // Path-style: /bucket/key.
    const [, bucket, ...rest] = path.split('/');
    if (bucket !== BUCKET) return answer(404, 'NoSuchBucket');
    const key = decodeURIComponent(rest.join('/'));
    if (req.method === 'PUT') {
      objects.set(key, { data: body, type: req.headers['content-type'] });
      return answer(200);
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      return object ? answer(200, undefined, object.data, object.type) : answer(404, 'NoSuchKey');
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return answer(204);
    }
    return answer(405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function s3Options(endpoint: string, overrides: Partial<S3Options> = {}): S3Options {
  return {
    bucket: BUCKET,
    region: REGION,
    endpoint,
    forcePathStyle: true,
    ...CREDENTIALS,
    ...overrides,
  };
}

let s3: FakeS3;
beforeAll(async () => {
  s3 = await fakeS3();
});
afterAll(async () => {
  await s3.close();
});

const adapters: [string, () => FileStorage][] = [
  ['localDiskStorage', () => localDiskStorage(tempDir('api-storage-', dirs))],
  ['s3Storage (signature-checking S3 server)', () => s3Storage(s3Options(s3.endpoint))],
];

describe.each(adapters)('FileStorage contract: %s', (_name, make) => {
  it('puts and gets a file, and a missing key is null', async () => {
    const storage = make();
    const data = new TextEncoder().encode('hello showroom');
    await storage.put('chat/1/hello.txt', data, 'text/plain');
    expect(await storage.get('chat/1/hello.txt')).toEqual(data);
    expect(await storage.get('chat/1/other.txt')).toBeNull();
    expect(await storage.get('never/was/there.png')).toBeNull();
  });

  it('overwrites a key with the new content', async () => {
    const storage = make();
    await storage.put('logos/7/logo.png', new Uint8Array([1, 2, 3, 4, 5]), 'image/png');
    await storage.put('logos/7/logo.png', new Uint8Array([9]), 'image/png');
    expect(await storage.get('logos/7/logo.png')).toEqual(new Uint8Array([9]));
  });

  it('deletes one key, leaves the others, and deleting a missing key is fine', async () => {
    const storage = make();
    await storage.put('chat/2/a.pdf', new Uint8Array([1]), 'application/pdf');
    await storage.put('chat/2/b.pdf', new Uint8Array([2]), 'application/pdf');
    await storage.delete('chat/2/a.pdf');
    expect(await storage.get('chat/2/a.pdf')).toBeNull();
    expect(await storage.get('chat/2/b.pdf')).toEqual(new Uint8Array([2]));
    await storage.delete('chat/2/a.pdf');
    await storage.delete('chat/2/never.pdf');
  });

  it('round-trips binary data byte for byte (all 256 values, 2 MB random, empty)', async () => {
    const storage = make();
    const every = Uint8Array.from({ length: 256 }, (_, i) => i);
    const big = new Uint8Array(randomBytes(2 * 1024 * 1024));
    const empty = new Uint8Array();
    await storage.put('bin/every.bin', every, 'application/octet-stream');
    await storage.put('bin/big.bin', big, 'application/octet-stream');
    await storage.put('bin/empty.bin', empty, 'application/octet-stream');
    expect(Buffer.from((await storage.get('bin/every.bin')) ?? [])).toEqual(Buffer.from(every));
    const back = await storage.get('bin/big.bin');
    expect(back?.byteLength).toBe(big.byteLength);
    expect(hex(Buffer.from(back ?? []))).toBe(hex(Buffer.from(big)));
    expect(await storage.get('bin/empty.bin')).toEqual(empty);
  });

  it.each([
    '../etc/passwd',
    'chat/../../secret',
    '/absolute/key',
    'chat//double',
    'chat/./dot',
    'with space.png',
    'back\\slash',
    'ümlaut.png',
    '',
    'x'.repeat(513),
  ])('refuses the unsafe key %j on put, get and delete', async (key) => {
    const storage = make();
    await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('the S3 adapter', () => {
  it('sends signed requests the server verifies, with the content type', async () => {
    const before = s3.requests.length;
    const storage = s3Storage(s3Options(s3.endpoint));
    await storage.put('chat/9/plan.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    expect(s3.objects.get('chat/9/plan.pdf')?.type).toBe('application/pdf');
    expect(s3.requests.slice(before)).toEqual([
      { method: 'PUT', path: `/${BUCKET}/chat/9/plan.pdf`, status: 200 },
    ]);
  });

  it('is refused by the server with a wrong secret, and says why', async () => {
    const storage = s3Storage(s3Options(s3.endpoint, { secretAccessKey: 'not-the-secret' }));
    const err = await storage
      .put('chat/9/x.pdf', new Uint8Array([1]), 'application/pdf')
      .catch((e) => e);
    expect(err).toBeInstanceOf(StorageError);
    expect(err).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(err.message).toMatch(
      /Object storage PUT chat\/9\/x.pdf failed: 403 SignatureDoesNotMatch/,
    );
    expect(s3.objects.has('chat/9/x.pdf')).toBe(false);
    await expect(
      s3Storage(s3Options(s3.endpoint, { bucket: 'someone-else' })).get('a.png'),
    ).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
  });

  it('signs the AWS documentation example (GET Object) to its published signature', () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      'us-east-1',
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('addresses objects virtual-hosted by default and path-style when asked', () => {
    const aws = { bucket: 'b1', region: 'eu-west-1', ...CREDENTIALS };
    expect(s3ObjectUrl(aws, 'chat/1/a.png').href).toBe(
      'https://b1.s3.eu-west-1.amazonaws.com/chat/1/a.png',
    );
    expect(
      s3ObjectUrl({ ...aws, endpoint: 'https://acc.r2.cloudflarestorage.com' }, 'a.png').href,
    ).toBe('https://b1.acc.r2.cloudflarestorage.com/a.png');
    expect(
      s3ObjectUrl({ ...aws, endpoint: 'http://minio:9000', forcePathStyle: true }, 'x/y.pdf').href,
    ).toBe('http://minio:9000/b1/x/y.pdf');
  });

  it('serves chat uploads through the API from the bucket', SERVER_START, async () => {
    const server = await startServer({
      storage: s3Storage(s3Options(s3.endpoint)),
      seed: { products: 60, floorPlans: 1, templatesPerPlan: 1, scryptN: 1024 },
    });
    try {
      const api = client(server.url);
      const token = await login(server.url, 'customer@demo.test');
      const projectId = (await api.get('/api/projectCart', { token })).body.data.id;
      const form = new FormData();
      const pdf = new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...randomBytes(512)]);
      form.set('file', new File([pdf], 'quote.pdf', { type: 'application/pdf' }));
      const up = await api.call('POST', `/api/projectChat/${projectId}/files`, {
        raw: form,
        token,
      });
      expect(up.status).toBe(201);
      const url = up.body.data.files[0].url as string;
      const key = url.replace('/storage/', '').split('?')[0] as string;
      expect(Buffer.from(s3.objects.get(key)?.data ?? [])).toEqual(Buffer.from(pdf));
      const served = await fetch(`${server.url}${url}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(pdf));
      expect((await fetch(`${server.url}/storage/chat/..%2f..%2fx`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('S3 configuration', () => {
  it('is off without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });
  it('reads every variable', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'uploads',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      sessionToken: undefined,
      forcePathStyle: true,
    });
    expect(
      loadConfig({ S3_BUCKET: 'u', S3_ACCESS_KEY_ID: 'i', S3_SECRET_ACCESS_KEY: 's' }).s3,
    ).toMatchObject({ region: 'us-east-1', endpoint: undefined, forcePathStyle: false });
  });
  it('says what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'uploads' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed/,
    );
    expect(() =>
      loadConfig({
        S3_BUCKET: 'u',
        S3_ACCESS_KEY_ID: 'i',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'minio:9000',
      }),
    ).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
  });
});

describe('isSafeKey', () => {
  it('accepts the keys the API makes', () => {
    expect(isSafeKey('chat/12/3f0c9a6e-1b2c-4d5e-8f90-123456789abc.png')).toBe(true);
    expect(isSafeKey('logos/3/7d1c.svg')).toBe(true);
  });
});
