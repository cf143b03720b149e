import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { outbox } from './db/schema.ts';
import type { AppEnv, Deps } from './env.ts';
import { authenticate } from './http/auth.ts';
import { isForwarded, isLoopback, socketAddress } from './http/client-ip.ts';
import { cors } from './http/cors.ts';
import { handleError } from './http/errors.ts';
import { hostAllowList } from './http/host.ts';
import { allowedMethods } from './http/route.ts';
import { openApiDocument } from './openapi.ts';
import { registerRoutes } from './routes/index.ts';
import { serveStatic } from './static.ts';

/** The whole HTTP application, without a listening socket: tests and main.ts both use it. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.onError(handleError);

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // First: a request for a host this server is not (DNS rebinding, issue 23 item 6) is 421.
  app.use('*', hostAllowList);
  // Every answer: nosniff, a referrer policy, HSTS when the public site is https (issue 13).
  // Cross-origin resource and opener policies stay off here: the embed's scripts and the
  // Pros' logos are loaded by other sites. The site's HTML adds its CSP (static.ts).
  app.use(
    '*',
    secureHeaders({
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: false,
      xFrameOptions: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: deps.config.publicUrl.startsWith('https://')
        ? 'max-age=31536000'
        : false,
      overwrite: false,
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Readiness: the database answers within 2 s, and the process is not shutting down (a load
  // balancer stops sending new requests while the in-flight ones drain).
  app.get('/readyz', async (c) => {
    const database = deps.database.kind;
    if (deps.shutdownSignal?.aborted) return c.json({ status: 'stopping', database }, 503);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        deps.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), 2_000);
        }),
      ]);
      return c.json({ status: 'ready', database });
    } catch {
      return c.json({ status: 'unavailable', database }, 503);
    } finally {
      clearTimeout(timer);
    }
  });

  // The local outbox: never in production, and only to a client on this machine (the socket's
  // address is loopback; a forwarded header is never believed, and its presence means a proxy
  // relayed the request from elsewhere). Another machine reads mail through SMTP_URL.
  if (deps.config.nodeEnv !== 'production') {
    app.get('/dev/mailbox', async (c) => {
      if (!isLoopback(socketAddress(c)) || isForwarded(c)) {
        return c.json(
          {
            message:
              'The local outbox is readable only from this machine (http://127.0.0.1). To read mail from another machine, set SMTP_URL.',
          },
          403,
        );
      }
      const mails = await deps.database.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.id))
        .limit(100);
      return c.json({ data: mails });
    });
  }

  let openapi: unknown;
  app.get('/api/openapi.json', (c) => {
    openapi ??= openApiDocument(`${deps.config.publicUrl}`);
    return c.json(openapi as object);
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: deps.config.bodyLimitBytes,
      onError: (c) =>
        c.json(
          {
            message: `The request body is too large (limit ${Math.round(deps.config.bodyLimitBytes / 1024)} KB).`,
          },
          413,
        ),
    }),
  );
  // After the body limit: CORS may read a JSON body to find the showroom.
  app.use('/api/*', cors);
  app.use('/api/*', authenticate);

  registerRoutes(app);

  serveStatic(app, deps.staticRoots ?? {}, {
    sourceMaps: deps.config.nodeEnv !== 'production',
    stripe: deps.config.stripe,
  });

  app.notFound((c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path === '/api') {
      const allowed = allowedMethods(app, path);
      if (allowed.length > 0) {
        c.header('Allow', allowed.join(', '));
        return c.json(
          {
            message: `The ${c.req.method} method is not supported for this route. Supported methods: ${allowed.join(', ')}.`,
          },
          405,
        );
      }
    }
    return c.json({ message: 'Record not found for processing.' }, 404);
  });

  return app;
}
