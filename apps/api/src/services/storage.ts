import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where uploaded files live. The default is the local disk under DATA_DIR/uploads; the
 * S3-compatible adapter implements the same three calls for several instances.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array, mime: string): Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[a-zA-Z0-9_.-]+$/;

/** Keys are relative paths of safe segments: `chat/12/3f0c….png`; never `..`, `/x` or `a//b`. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
}

function checkKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key ${JSON.stringify(key)}`);
  return key;
}

export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Readers never see half a file: write beside it, then rename over it.
      const tmp = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
      await writeFile(tmp, data);
      await rename(tmp, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        return new Uint8Array(await readFile(path));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Tests and PGlite-in-memory runs. */
export function memoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, data) {
      files.set(checkKey(key), data.slice());
    },
    async get(key) {
      return files.get(checkKey(key))?.slice() ?? null;
    },
    async delete(key) {
      files.delete(checkKey(key));
    },
  };
}

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000. Default: AWS for `region`. */
  endpoint?: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle?: boolean;
  /** Temporary credentials (AWS STS). */
  sessionToken?: string | undefined;
  /** Per-request time limit. Default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The URL of `key`, path-style or virtual-hosted. */
export function s3ObjectUrl(options: S3Options, key: string): URL {
  const endpoint = new URL(options.endpoint || `https://s3.${options.region}.amazonaws.com`);
  const path = checkKey(key).split('/').map(encode).join('/');
  const base = endpoint.pathname.replace(/\/$/, '');
  if (options.forcePathStyle) {
    endpoint.pathname = `${base}/${encode(options.bucket)}/${path}`;
  } else {
    endpoint.hostname = `${options.bucket}.${endpoint.hostname}`;
    endpoint.pathname = `${base}/${path}`;
  }
  return endpoint;
}

/**
 * Signs a request with AWS Signature Version 4 (header form, the payload hash signed too).
 * Answers the headers to send.
 */
export function signV4(
  request: { method: string; url: URL; headers?: Record<string, string>; body?: Uint8Array },
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined },
  region: string,
  now: Date,
  service = 's3',
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(request.body ?? new Uint8Array());
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': payloadHash,
  };
  if (credentials.sessionToken) headers['x-amz-security-token'] = credentials.sessionToken;
  const names = Object.keys(headers)
    .map((h) => h.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names
    .map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const query = [...request.url.searchParams.entries()]
    .map(([k, v]) => ({ k: encode(k), v: encode(v) }))
    .sort((a, b) => byCodeUnit(a.k, b.k) || byCodeUnit(a.v, b.v))
    .map(({ k, v }) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const kSigning = hmac(hmac(hmac(kDate, region), service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  const { host: _host, ...send } = headers;
  return {
    ...send,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export class StorageError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, Backblaze B2, ...): PUT, GET and
 * DELETE of one object each, signed with SigV4. No SDK.
 */
export function s3Storage(options: S3Options): FileStorage {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Uint8Array,
    mime?: string,
  ) {
    const url = s3ObjectUrl(options, key);
    const headers = signV4(
      { method, url, body, headers: mime ? { 'content-type': mime } : {} },
      options,
      options.region,
      new Date(),
    );
    const res = await doFetch(url, {
      method,
      headers,
      body: body ? new Blob([body as Uint8Array<ArrayBuffer>]) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return res;
  }
  async function failure(res: Response, what: string) {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    const message = /<Message>([^<]+)<\/Message>/.exec(text)?.[1];
    return new StorageError(
      `Object storage ${what} failed: ${res.status}${code ? ` ${code}` : ''}${message ? ` (${message})` : ''}`,
      res.status,
      code,
    );
  }
  return {
    async put(key, data, mime) {
      const res = await send('PUT', key, data, mime);
      if (!res.ok) throw await failure(res, `PUT ${key}`);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        // A missing key is null; a missing bucket is a configuration error.
        const text = await res.text().catch(() => '');
        const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
        if (!code || code === 'NoSuchKey') return null;
        throw new StorageError(`Object storage GET ${key} failed: 404 ${code}`, 404, code);
      }
      if (!res.ok) throw await failure(res, `GET ${key}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await failure(res, `DELETE ${key}`);
      await res.body?.cancel();
    },
  };
}
