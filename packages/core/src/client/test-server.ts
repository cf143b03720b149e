/**
 * Test helper (never exported from the package): a real HTTP server on a free local port that
 * records every request and answers from a handler the test sets.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query as sent, e.g. `/api/projectCart?project=3`. */
  url: string;
  headers: IncomingMessage['headers'];
  /** The raw body text. */
  body: string;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send `body` as-is (string), not as JSON. */
  raw?: boolean;
}

export type Handler = (request: RecordedRequest, res: ServerResponse) => Reply | 'manual';

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** The handler for the next requests; default answers 200 `{ data: null }`. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  let handler: Handler = () => ({ body: { data: null } });
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = handler(recorded, res);
      if (reply === 'manual') return;
      const raw = reply.raw === true;
      res.writeHead(reply.status ?? 200, {
        'content-type': raw ? 'text/html' : 'application/json',
        ...reply.headers,
      });
      res.end(raw ? String(reply.body ?? '') : JSON.stringify(reply.body ?? null));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
